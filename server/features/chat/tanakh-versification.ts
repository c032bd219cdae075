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
 * verses in the Tanakh maps with its numbers shifted by d (its superscription has no modern verse). Elsewhere a
 * chapter whose counts differ maps only where the difference is verses moved across one chapter boundary (see
 * `boundaryShift`); any other (Exodus 20's and Deuteronomy 5's commandments, divided otherwise) is left out, since
 * a wrong pairing would find a verse by words its neighbour says.
 */
export function mapVersification(
  tanakh: readonly ChapterCount[],
  modern: readonly ChapterCount[],
): MappedChapter[] {
  const modernCounts = new Map(modern.map((entry) => [`${entry.book}|${entry.chapter}`, entry.verses]));
  const tanakhCounts = new Map(tanakh.map((entry) => [`${entry.book}|${entry.chapter}`, entry.verses]));
  // How many more verses the Tanakh's chapter holds than the modern one (a chapter one side lacks holds none).
  const difference = (book: string, modernBook: string, chapter: number) =>
    (tanakhCounts.get(`${book}|${chapter}`) ?? 0) - (modernCounts.get(`${modernBook}|${chapter}`) ?? 0);
  return tanakh.flatMap((entry) => {
    const modernBook = modernBookOf.get(entry.book);
    const count = modernBook && modernCounts.get(`${modernBook}|${entry.chapter}`);
    if (!modernBook || !count) return [];
    const here = entry.verses - count;
    // A psalm is a whole of its own: no verse crosses into the next one.
    const shift =
      entry.book === 'Psalms'
        ? here >= 0
          ? here
          : undefined
        : here === 0
          ? 0
          : boundaryShift(
              here,
              difference(entry.book, modernBook, entry.chapter - 1),
              difference(entry.book, modernBook, entry.chapter + 1),
            );
    return shift === undefined ? [] : [{ tanakhBook: entry.book, modernBook, chapter: entry.chapter, shift }];
  });
}

/**
 * The shift of a chapter that holds `here` more verses in the Tanakh (fewer when negative) because verses moved
 * across one of its boundaries: its neighbour then differs by as many the other way. Numbers 30:1 of the Tanakh is
 * the modern 29:40, so Numbers 30 holds one verse more and 29 one fewer: 30's verse v is the modern v - 1 (its
 * first verse has no partner in the chapter), 29's verses pair one for one (the modern 29:40 has none). A chapter
 * whose both neighbours differ the other way (Hosea 12-13) could have either boundary moved and is left out.
 */
export function boundaryShift(here: number, previous: number, next: number): number | undefined {
  const fromPrevious = previous === -here;
  const fromNext = next === -here;
  if (fromPrevious === fromNext) return undefined;
  // Across the boundary with the previous chapter, the first verses move: every later verse's number shifts.
  // Across the boundary with the next chapter, the last verses move: the others keep their numbers.
  return fromPrevious ? here : 0;
}
