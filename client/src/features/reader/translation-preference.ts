import { z } from 'zod';
import type { TranslationInfo } from '@common/api/scripture';
import type { ReligionId } from '@common/scripture/religions';

/** What the reader remembers per tradition: the translation read, and whether the original is shown beside it. */
export type TranslationPreference = { translation: string | null; showOriginal: boolean };

export const defaultTranslationPreference: TranslationPreference = { translation: null, showOriginal: true };

export const translationPreferenceKey = (religion: ReligionId) => `reader.translation.${religion}`;

/** The stored choice; an entry that fails it is dropped for the default. */
export const translationPreferenceSchema = z.object({
  translation: z.string().max(40).nullable(),
  showOriginal: z.boolean(),
});

/** A romanisation ('ar-Latn', 'sa-Latn') is read with the original, not instead of a translation. */
export function isTransliteration(translation: Pick<TranslationInfo, 'language'>): boolean {
  return /-latn$/i.test(translation.language);
}

export type TranslationPlan = {
  /** The translations offered in the picker. */
  choices: TranslationInfo[];
  /** The translation read (the remembered one when this book has it, else the book's default). */
  main: string | undefined;
  /** Original-language texts and romanisations shown beside the translation, at most `maxParallel`. */
  originals: TranslationInfo[];
};

/** Which translation to read and which original texts go beside it, for one book's translations. */
export function planTranslations(
  translations: readonly TranslationInfo[],
  defaultTranslation: string,
  preference: TranslationPreference,
  maxParallel: number,
): TranslationPlan {
  const readable = translations.filter(
    (translation) => !translation.isOriginal && !isTransliteration(translation),
  );
  const choices = readable.length ? readable : [...translations];
  const main =
    choices.find((translation) => translation.id === preference.translation)?.id ??
    choices.find((translation) => translation.id === defaultTranslation)?.id ??
    choices[0]?.id;
  const originals = translations
    .filter(
      (translation) => translation.id !== main && (translation.isOriginal || isTransliteration(translation)),
    )
    // The original script first, then its romanisation (Sanskrit, then IAST).
    .sort((a, b) => Number(isTransliteration(a)) - Number(isTransliteration(b)))
    .slice(0, maxParallel);
  return { choices, main, originals };
}
