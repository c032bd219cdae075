import { booksByReligion } from '../../../common/scripture/books';
import { loadManifest } from '../manifest';
import { cleanText, PayloadBuilder } from '../payload';
import { yieldToEventLoop } from '../write-pacer';
import { dropFootnoteLetters, stripMarkup, tidyStrayPunctuation, undoubleQuotes } from './text/markup';
import type { CorpusPayload, CorpusSource } from '../types';

type SefariaText = { title: string; heTitle?: string; versionTitle: string; text: string[][] };

// 2: JPS's glued footnote letters and doubled quotation marks removed, markup stripped. 3: the period left
// after a cut footnote ('mercy. .') and a space before a closing mark removed.
const importerRevision = 3;
const repository = 'kidaa/Sefaria-Export';
const englishFile = 'The Holy Scriptures A New Translation JPS 1917.json';
const hebrewFile = "Tanach with Ta'amei Hamikra.json";
const manifest = () => loadManifest('sefaria-tanakh');
const tanakhBooks = booksByReligion.judaism;

/** Sefaria's folder names ('I Samuel', 'Song of Songs') to the catalog's ('1 Samuel'). */
export function catalogNameOfSefariaFolder(folder: string): string {
  return folder.replace(/^II /, '2 ').replace(/^I /, '1 ');
}

/** JPS 1917 English and the Westminster Leningrad Codex Hebrew, both in Hebrew chapter and verse numbering. */
export const sefariaTanakhSource: CorpusSource = {
  id: 'judaism:tanakh',
  religion: 'judaism',
  title: 'Tanakh: JPS 1917 and Hebrew (Sefaria)',
  kind: 'remote',
  provide: `Set CORPUS_MIRROR to a corpora mirror, or go online to download ${repository}.`,
  version: () => `git:${manifest().commit}+r${importerRevision}`,
  manifest,
  translationIds: ['jps-1917', 'tanakh-hebrew'],
  bookCodes: tanakhBooks.map((book) => book.code),
  async load({ fetcher, onFetchProgress }): Promise<CorpusPayload> {
    const files = await fetcher.fetchSource(manifest(), onFetchProgress);
    const source = `${repository}@${manifest().commit.slice(0, 7)} (Sefaria export 2015)`;
    const payload = new PayloadBuilder('judaism', [
      {
        id: 'jps-1917',
        religion: 'judaism',
        name: 'JPS 1917',
        language: 'en',
        direction: 'ltr',
        licence: 'Public Domain (The Holy Scriptures: A New Translation, Jewish Publication Society, 1917)',
        source,
        isDefault: true,
        isOriginal: false,
      },
      {
        id: 'tanakh-hebrew',
        religion: 'judaism',
        name: 'Hebrew (Westminster Leningrad Codex)',
        language: 'he',
        direction: 'rtl',
        licence: 'Public Domain (Westminster Leningrad Codex, tanach.us)',
        source,
        isDefault: false,
        isOriginal: true,
      },
    ]);
    const folders = new Map<string, string>();
    for (const filePath of files.paths) {
      // json/Tanach/<Torah|Prophets|Writings>/<Book>/<English|Hebrew>/<version>.json
      const parts = filePath.split('/');
      folders.set(catalogNameOfSefariaFolder(parts[3] ?? ''), parts.slice(0, 4).join('/'));
    }
    for (const book of tanakhBooks) {
      await yieldToEventLoop();
      const folder = folders.get(book.name);
      if (!folder) throw new Error(`${repository} has no folder for ${book.name}`);
      payload.addBook(book.code);
      const english = files.json<SefariaText>(`${folder}/English/${englishFile}`);
      const hebrew = files.json<SefariaText>(`${folder}/Hebrew/${hebrewFile}`);
      for (const [translation, version] of [
        ['jps-1917', english],
        ['tanakh-hebrew', hebrew],
      ] as const) {
        version.text.forEach((verses, chapterIndex) => {
          verses.forEach((text, verseIndex) => {
            const plain = stripMarkup(text);
            const clean = cleanText(
              translation === 'jps-1917'
                ? tidyStrayPunctuation(dropFootnoteLetters(undoubleQuotes(plain)))
                : plain,
            );
            if (clean) payload.addVerse(book.name, chapterIndex + 1, verseIndex + 1, translation, clean);
          });
        });
      }
    }
    return payload.build();
  },
};
