import { createRequire } from 'node:module';
import path from 'node:path';
import { npmPackage, readPackageJson } from '../npm-package';
import { cleanText, PayloadBuilder } from '../payload';
import type { CorpusPayload, CorpusSource, TranslationInfo } from '../types';
import { restoreVerse } from './text/saheeh-punctuation';

export type QuranJsonSurah = {
  id: number;
  name: string;
  transliteration: string;
  translation: string;
  verses: { id: number; text: string; translation?: string; transliteration?: string }[];
};

const importerRevision = 2;
export const quranBook = "Qur'an";
const require = createRequire(import.meta.url);

/**
 * Tanzil's Saheeh International as npm islam.js ships it (MIT): surahs of verse strings, every quotation mark a '.
 * Only the punctuation quran-json lost at the verses' ends is taken from it (./text/saheeh-punctuation.ts).
 */
export function readSaheehReference(): string[][] {
  const file = path.join(npmPackage('islam.js').dir, 'lib/assets/translations/QuranEnglish.js');
  return (require(file) as { QuranEnglish: string[][] }).QuranEnglish;
}

/**
 * quran-json's Saheeh International, surah by surah, each verse with the punctuation it lost at its ends restored
 * from islam.js where the two have the same words (all but 78:6, where islam.js adds a gloss: ours is kept there),
 * and how many verses that changed.
 */
export function saheehVerses(
  english: readonly QuranJsonSurah[],
  reference: readonly (readonly string[])[],
): { verses: string[][]; repaired: number } {
  let repaired = 0;
  const verses = english.map((surah) =>
    surah.verses.map((ayah) => {
      const ours = cleanText(ayah.translation ?? '');
      const theirs = reference[surah.id - 1]?.[ayah.id - 1];
      const restored = (theirs === undefined ? undefined : restoreVerse(ours, theirs)) ?? ours;
      if (restored !== ours) repaired += 1;
      return restored;
    }),
  );
  return { verses, repaired };
}

function translation(
  info: Omit<TranslationInfo, 'religion' | 'direction' | 'isDefault' | 'isOriginal'> &
    Partial<TranslationInfo>,
): TranslationInfo {
  return { religion: 'islam', direction: 'ltr', isDefault: false, isOriginal: false, ...info };
}

/**
 * npm `quran-json`: the Uthmani Arabic text, Tanzil's transliteration and Saheeh International, 114 surahs; the
 * English's verse-end punctuation from npm `islam.js`.
 */
export const quranJsonSource: CorpusSource = {
  id: 'islam:quran',
  religion: 'islam',
  title: "The Qur'an: Arabic (Uthmani), transliteration, Saheeh International",
  kind: 'npm',
  provide: "Run npm install: the Qur'an comes with the npm packages quran-json and islam.js.",
  version: () =>
    `npm:${npmPackage('quran-json').version}+islam.js@${npmPackage('islam.js').version}+r${importerRevision}`,
  translationIds: ['quran-arabic', 'quran-transliteration', 'saheeh-international'],
  bookCodes: ['quran'],
  async load(): Promise<CorpusPayload> {
    const source = `npm quran-json ${npmPackage('quran-json').version}`;
    const english = readPackageJson<QuranJsonSurah[]>('quran-json', 'dist/quran_en.json');
    const transliterated = readPackageJson<QuranJsonSurah[]>('quran-json', 'dist/quran_transliteration.json');
    const saheeh = saheehVerses(english, readSaheehReference());
    const payload = new PayloadBuilder('islam', [
      translation({
        id: 'saheeh-international',
        name: 'Saheeh International',
        language: 'en',
        licence:
          'Saheeh International translation © Abul-Qasim Publishing House; text via Tanzil (CC BY-SA 4.0 package), ' +
          `the end punctuation of ${saheeh.repaired.toLocaleString('en')} verses restored from Tanzil's text in islam.js (MIT)`,
        source: `${source} (tanzil.net/trans/en.sahih); punctuation from npm islam.js ${npmPackage('islam.js').version}`,
        isDefault: true,
      }),
      translation({
        id: 'quran-arabic',
        name: 'Arabic (Uthmani script)',
        language: 'ar',
        direction: 'rtl',
        licence: "Uthmani text from the Noble Qur'an Encyclopedia (quranenc.com); package CC BY-SA 4.0",
        source,
        isOriginal: true,
      }),
      translation({
        id: 'quran-transliteration',
        name: 'Transliteration',
        language: 'ar-Latn',
        licence: 'Tanzil transliteration (tanzil.net/trans/en.transliteration); package CC BY-SA 4.0',
        source,
      }),
    ]);
    payload.addBook('quran');
    for (const [index, surah] of english.entries()) {
      const romanised = transliterated[index];
      if (romanised?.id !== surah.id) throw new Error(`quran-json surah ${surah.id} has no transliteration`);
      payload.addChapter({
        book: quranBook,
        number: surah.id,
        title: surah.transliteration,
        originalTitle: surah.name,
        sourceId: String(surah.id),
      });
      for (const [verseIndex, ayah] of surah.verses.entries()) {
        payload.addVerse(quranBook, surah.id, ayah.id, 'quran-arabic', cleanText(ayah.text));
        payload.addVerse(
          quranBook,
          surah.id,
          ayah.id,
          'saheeh-international',
          saheeh.verses[index]![verseIndex]!,
        );
        const transliteration = romanised.verses[verseIndex]?.transliteration;
        if (!transliteration) throw new Error(`quran-json ${surah.id}:${ayah.id} has no transliteration`);
        payload.addVerse(quranBook, surah.id, ayah.id, 'quran-transliteration', cleanText(transliteration));
      }
    }
    return payload.build();
  },
};
