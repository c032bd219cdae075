import { loadManifest } from '../manifest';
import { cleanText, PayloadBuilder } from '../payload';
import type { CorpusPayload, CorpusSource } from '../types';
import { quranBook } from './quran-json';

type SurahIndex = Record<string, { name: string; nAyah: number; start: number; end: number }>;

const importerRevision = 1;
const manifest = () => loadManifest('pickthall');

/** Pickthall's 1930 translation (Tanzil text), keyed by the global ayah index 1-6236 and mapped to surah:ayah. */
export const pickthallSource: CorpusSource = {
  id: 'islam:pickthall',
  religion: 'islam',
  title: "The Qur'an: Pickthall (1930)",
  kind: 'remote',
  provide: 'Set CORPUS_MIRROR to a corpora mirror, or go online to download ewinsutriandi/data-quran.',
  version: () => `git:${manifest().commit}+r${importerRevision}`,
  manifest,
  translationIds: ['pickthall'],
  bookCodes: ['quran'],
  async load({ fetcher, onFetchProgress }): Promise<CorpusPayload> {
    const files = await fetcher.fetchSource(manifest(), onFetchProgress);
    const surahs = files.json<SurahIndex>('surah/surah.json');
    const { translations } = files.json<{ translations: Record<string, string> }>(
      'ayah-translation/en-pickthall-tanzil.json',
    );
    const payload = new PayloadBuilder('islam', [
      {
        id: 'pickthall',
        religion: 'islam',
        name: 'Pickthall',
        language: 'en',
        direction: 'ltr',
        licence: 'Public Domain (M. M. Pickthall, The Meaning of the Glorious Koran, 1930); text from Tanzil',
        source: `ewinsutriandi/data-quran@${manifest().commit.slice(0, 7)} (tanzil.net)`,
        isDefault: false,
        isOriginal: false,
      },
    ]);
    payload.addBook('quran');
    for (const [number, surah] of Object.entries(surahs)) {
      payload.addChapter({
        book: quranBook,
        number: Number(number),
        originalTitle: surah.name,
        sourceId: number,
      });
      for (let index = surah.start; index <= surah.end; index += 1) {
        const text = translations[String(index)];
        if (text === undefined) throw new Error(`Pickthall has no ayah #${index} (surah ${number})`);
        payload.addVerse(quranBook, Number(number), index - surah.start + 1, 'pickthall', cleanText(text));
      }
    }
    return payload.build();
  },
};
