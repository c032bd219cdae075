// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { TranslationInfo } from '@common/api/scripture';
import {
  defaultTranslationPreference,
  planTranslations,
  translationPreferenceSchema,
} from './translation-preference';

const translation = (
  id: string,
  language: string,
  extra: Partial<TranslationInfo> = {},
): TranslationInfo => ({
  id,
  name: id,
  language,
  direction: language === 'ar' || language === 'he' ? 'rtl' : 'ltr',
  licence: 'Public Domain',
  source: 'test',
  isDefault: false,
  isOriginal: false,
  ...extra,
});

const quran = [
  translation('quran-arabic', 'ar', { isOriginal: true }),
  translation('quran-transliteration', 'ar-Latn'),
  translation('saheeh-international', 'en', { isDefault: true }),
  translation('pickthall', 'en'),
];

describe('planTranslations', () => {
  it("offers the Qur'an's English translations and puts the Arabic, then its transliteration, beside them", () => {
    const plan = planTranslations(quran, 'saheeh-international', defaultTranslationPreference, 4);
    expect(plan.choices.map((choice) => choice.id)).toEqual(['saheeh-international', 'pickthall']);
    expect(plan.main).toBe('saheeh-international');
    expect(plan.originals.map((original) => original.id)).toEqual(['quran-arabic', 'quran-transliteration']);
  });

  it('keeps a remembered translation when the book has it, else takes the default', () => {
    expect(
      planTranslations(quran, 'saheeh-international', { translation: 'pickthall', showOriginal: true }, 4)
        .main,
    ).toBe('pickthall');
    expect(
      planTranslations(quran, 'saheeh-international', { translation: 'kjv', showOriginal: true }, 4).main,
    ).toBe('saheeh-international');
  });

  it('limits the texts beside the translation to what the API accepts', () => {
    expect(
      planTranslations(quran, 'saheeh-international', defaultTranslationPreference, 1).originals,
    ).toHaveLength(1);
  });

  it('falls back to the originals when a book has nothing else', () => {
    const pali = [translation('pali', 'pi', { isOriginal: true })];
    const plan = planTranslations(pali, 'pali', defaultTranslationPreference, 4);
    expect(plan.main).toBe('pali');
    expect(plan.originals).toEqual([]);
  });
});

describe('translationPreferenceSchema', () => {
  it('accepts a stored choice and rejects anything else', () => {
    expect(translationPreferenceSchema.parse({ translation: 'kjv', showOriginal: false })).toEqual({
      translation: 'kjv',
      showOriginal: false,
    });
    expect(translationPreferenceSchema.safeParse({ translation: 5 }).success).toBe(false);
    expect(translationPreferenceSchema.safeParse('kjv').success).toBe(false);
  });
});
