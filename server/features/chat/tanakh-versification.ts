import { booksByReligion } from '../../../common/scripture/books';

/*
 * The Tanakh's 1917 wording often lacks the words a reader asks with ('talebearer' for slander, 'sluggard' for
 * laziness), while a modern English Bible says the same verse in today's words. A Tanakh verse may then be found
 * through the modern wording of the same verse, which needs to know which verse that is: the two number some
 * chapters differently.
 */

/** How many verses a chapter of one translation holds. */
export type ChapterCount = { book: string; chapter: number; verses: number };

/** A chapter whose verses line up: the Tanakh's verse v is the modern translation's verse v - shift. */
export type MappedChapter = { tanakhBook: string; modernBook: string; chapter: number; shift: number };

/** A Tanakh translation, the modern one whose wording finds its verses, and the chapters where they line up. */
export type ModernWording = {
  tanakhTranslation: string;
  modernTranslation: string;
  modernReligion: string;
  /** The chapters whose verses line up in both. */
  chapters: readonly MappedChapter[];
};

/** The Christian Old Testament's name of each Tanakh book ('Song of Songs' → 'Song of Solomon'), by their shared code. */
const modernBookOf: ReadonlyMap<string, string> = new Map(
  booksByReligion.judaism.flatMap((book) => {
    const modern = booksByReligion.christianity.find((candidate) => candidate.code === book.code);
    return modern ? [[book.name, modern.name] as const] : [];
  }),
);

/**
 * Where the two numberings agree. A chapter maps when the book is the same and the chapter holds as many verses in
 * both. In Psalms, the Jewish count includes the superscription as its own verse (or two), so a psalm with d more
 * verses in the Tanakh maps with its numbers shifted by d (its superscription has no modern verse). Any other
 * chapter whose counts differ is left out (Malachi 3-4, Joel 2-3): its verses cross a chapter boundary, and a
 * wrong pairing would find a verse by words its neighbour says.
 */
export function mapVersification(
  tanakh: readonly ChapterCount[],
  modern: readonly ChapterCount[],
): MappedChapter[] {
  const modernCounts = new Map(modern.map((entry) => [`${entry.book}|${entry.chapter}`, entry.verses]));
  return tanakh.flatMap((entry) => {
    const modernBook = modernBookOf.get(entry.book);
    const count = modernBook && modernCounts.get(`${modernBook}|${entry.chapter}`);
    if (!modernBook || !count) return [];
    const shift = entry.verses - count;
    if (shift === 0 || (entry.book === 'Psalms' && shift > 0))
      return [{ tanakhBook: entry.book, modernBook, chapter: entry.chapter, shift }];
    return [];
  });
}
