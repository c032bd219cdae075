import { loadManifest } from '../manifest';
import { catalogBook } from '../catalog';
import { cleanText, PayloadBuilder } from '../payload';
import { yieldToEventLoop } from '../write-pacer';
import { stripMarkup, tidyStrayPunctuation, undoubleQuotes } from './text/markup';
import type { CorpusPayload, CorpusSource, TranslationInfo } from '../types';

type HadithFile = {
  chapter: { id: number; arabic: string; english: string };
  hadiths: { idInBook: number; arabic: string; english: { narrator?: string; text?: string } }[];
};

// 2: markup stripped and doubled quotation marks made single. 3: no space before a closing mark.
const importerRevision = 3;

/** The English of a hadith or its narrator, without markup and with its doubled quotation marks ('fast.""') single. */
function englishText(text: string | undefined): string {
  return tidyStrayPunctuation(cleanText(undoubleQuotes(stripMarkup(text ?? ''))));
}
const repository = 'AhmedBaset/hadith-json';

/** The six collections: catalog code = the dataset's folder name. */
export const hadithCollections = ['bukhari', 'muslim', 'abudawud', 'tirmidhi', 'nasai', 'ibnmajah'] as const;

function hadithTranslations(commit: string): TranslationInfo[] {
  const source = `${repository}@${commit.slice(0, 7)} (sunnah.com)`;
  return [
    {
      id: 'hadith-english',
      religion: 'islam',
      name: 'English (sunnah.com)',
      language: 'en',
      direction: 'ltr',
      licence: 'Published translations as on sunnah.com, © their publishers (not openly licensed)',
      source,
      isDefault: true,
      isOriginal: false,
    },
    {
      id: 'hadith-arabic',
      religion: 'islam',
      name: 'Arabic',
      language: 'ar',
      direction: 'rtl',
      licence: 'Classical Arabic text (public domain)',
      source,
      isDefault: false,
      isOriginal: true,
    },
  ];
}

/** A kitab file's own id: '1', 'introduction', '35b' (sunnah.com's book numbers). */
function kitabId(filePath: string): string {
  return filePath.slice(filePath.lastIndexOf('/') + 1, -'.json'.length);
}

/**
 * One collection: chapter = kitab in reading order (1..N; the introduction, where there is one, comes first and
 * Nasa'i's book 35b follows 35; `book_chapters.source_id` keeps sunnah.com's id), verse = the hadith's number
 * within its kitab, Arabic and English as two translations, the narrator kept in `meta`.
 */
function hadithSource(collection: (typeof hadithCollections)[number]): CorpusSource {
  const manifest = () => loadManifest(`hadith-${collection}`);
  const book = () => catalogBook('islam', collection);
  return {
    id: `islam:hadith-${collection}`,
    religion: 'islam',
    title: book().name,
    kind: 'remote',
    provide: `Set CORPUS_MIRROR to a corpora mirror, or go online to download ${repository}.`,
    version: () => `git:${manifest().commit}+r${importerRevision}`,
    manifest,
    translationIds: ['hadith-english', 'hadith-arabic'],
    bookCodes: [collection],
    async load({ fetcher, onFetchProgress }): Promise<CorpusPayload> {
      const files = await fetcher.fetchSource(manifest(), onFetchProgress);
      const payload = new PayloadBuilder('islam', hadithTranslations(manifest().commit));
      const bookName = book().name;
      payload.addBook(collection);
      const kitabs: { filePath: string; file: HadithFile }[] = [];
      for (const filePath of files.paths) {
        await yieldToEventLoop();
        kitabs.push({ filePath, file: files.json<HadithFile>(filePath) });
      }
      kitabs.sort((a, b) => a.file.chapter.id - b.file.chapter.id);
      for (const [index, { filePath, file }] of kitabs.entries()) {
        await yieldToEventLoop();
        const chapter = index + 1;
        payload.addChapter({
          book: bookName,
          number: chapter,
          title: cleanText(file.chapter.english),
          originalTitle: cleanText(file.chapter.arabic),
          sourceId: kitabId(filePath),
        });
        for (const hadith of file.hadiths) {
          payload.addVerse(bookName, chapter, hadith.idInBook, 'hadith-arabic', cleanText(hadith.arabic));
          const english = englishText(hadith.english.text);
          // Three records have no English (one each in Bukhari, Muslim, Tirmidhi): the Arabic stands alone there.
          if (!english) continue;
          const narrator = englishText(hadith.english.narrator);
          payload.addVerse(
            bookName,
            chapter,
            hadith.idInBook,
            'hadith-english',
            english,
            narrator ? { narrator } : undefined,
          );
        }
      }
      return payload.build();
    },
  };
}

export const hadithSources: CorpusSource[] = hadithCollections.map(hadithSource);
