import type { Database } from '../../db/client';
import { findHeadingCandidates, readChapterTitles } from './heading-store';
import { holdsPhrase, Lexemes, lexemesIn } from './lexemes';
import type { RankingConcept } from './ranking';
import type { CandidateConcept, CandidateRow } from './retrieval-store';
import { senseEvidence } from './sense-guard';

/**
 * A chapter's heading as a topical signal: a Dhammapada vagga called 'Old Age', a sutta called 'Greed', a hadith
 * kitab called 'Fasting'. Every verse under such a heading is about that idea, though most of them never say its
 * word ("See this fancy puppet..." is Dhammapada 147 in 'Old Age'). The Bible and the Tanakh in the library carry
 * no headings; the Qur'an's surah names and the Gita's chapter names are transliterations, which no English
 * question's word matches.
 */
export type HeadingText = {
  title: string;
  /** The title's tsvector as text (`'old':1 'age':2`), in the same English stems as the verses'. */
  lexemes: string;
  /** How many topical stems the title has: an idea names the heading only when it is most of it. */
  size: number;
};

export type Heading = HeadingText & { religion: string; book: string; chapter: number };

export type LibraryHeadings = {
  byChapter: ReadonlyMap<string, Heading>;
  /** The headings that hold each stem. */
  byStem: ReadonlyMap<string, readonly Heading[]>;
};

/**
 * Stems a heading's kind puts in it rather than its topic ('The Chapter on Giving', 'The Book of Fasting', 'Kitab
 * Al-Salat', 'Upon Awakening (2nd)').
 */
const frameStems = new Set(
  `chapter book text discours sutta kitab al first second third fourth fifth sixth seventh eighth
  ninth tenth 1st 2nd 3rd 4th 5th 6th 7th 8th 9th 10th anoth longer shorter great fifti section regard etc`.split(
    /\s+/,
  ),
);

export const chapterKey = (row: { religion: string; book: string; chapter: number }) =>
  `${row.religion}|${row.book}|${row.chapter}`;

export function indexHeadings(
  rows: readonly { religion: string; book: string; chapter: number; title: string; lexemes: string }[],
): LibraryHeadings {
  const byChapter = new Map<string, Heading>();
  const byStem = new Map<string, Heading[]>();
  for (const row of rows) {
    const stems = lexemesIn(row.lexemes).filter((stem) => !frameStems.has(stem) && !/^\d/.test(stem));
    if (stems.length === 0) continue;
    const heading: Heading = { ...row, size: stems.length };
    byChapter.set(chapterKey(row), heading);
    for (const stem of stems) {
      const list = byStem.get(stem) ?? [];
      list.push(heading);
      byStem.set(stem, list);
    }
  }
  return { byChapter, byStem };
}

/** The headings of a library generation: they change only when a source finishes importing. */
const headingCache = new WeakMap<Database, { generation: string; headings: Promise<LibraryHeadings> }>();

export function libraryHeadings(db: Database, generation: string): Promise<LibraryHeadings> {
  const cached = headingCache.get(db);
  if (cached?.generation === generation) return cached.headings;
  const headings = readChapterTitles(db).then(indexHeadings);
  headingCache.set(db, { generation, headings });
  headings.catch(() => headingCache.delete(db));
  return headings;
}

/**
 * How well a heading names one idea: the factor of the best term it holds, when that term is at least half of the
 * heading's topical stems ('Old Age' names old age and 'Anger' anger; 'The Simile of the Saw' names no saw idea,
 * and 'Abbreviated Texts Beginning With Greed' is a list, not a teaching on greed).
 */
export function headingMatch(concept: RankingConcept, heading: HeadingText, lexemes: Lexemes): number {
  let best = 0;
  for (const term of concept.terms) {
    if (term.factor <= best || term.stems.length * 2 < heading.size) continue;
    const held =
      term.stems.length > 1 ? holdsPhrase(lexemes, term.stems, term.gaps) : lexemes.has(term.stems[0]!);
    if (!held || (term.surface && !term.surface.test(heading.title))) continue;
    // A heading of two or three words is no context: a bare form that may be another sense ('Fast Wisdom' for
    // fasting) must be the question's own inflection there ('Fasting') to name the idea.
    const form = term.stems.length === 1 ? concept.ambiguous.get(term.stems[0]!) : undefined;
    if (form && senseEvidence(heading.title, form) !== 'strong') continue;
    best = term.factor;
  }
  return best;
}

/** Headings that name one of the question's ideas, per tradition, the most of the question's weight first. */
export function namedHeadings(
  headings: LibraryHeadings,
  concepts: readonly RankingConcept[],
  religions: readonly string[],
  perReligion: number,
): Heading[] {
  const total = concepts.reduce((sum, concept) => sum + concept.weight, 0);
  if (total <= 0) return [];
  const found = new Map<Heading, number>();
  const seen = new Set<string>();
  for (const concept of concepts) {
    for (const term of concept.terms) {
      for (const heading of headings.byStem.get(term.stems[0]!) ?? []) {
        if (!religions.includes(heading.religion)) continue;
        const match = headingMatch(concept, heading, new Lexemes(heading.lexemes));
        if (match <= 0) continue;
        // Each idea counts once per heading, at its best term.
        const key = `${concept.label}|${chapterKey(heading)}`;
        if (seen.has(key)) continue;
        seen.add(key);
        found.set(heading, (found.get(heading) ?? 0) + (concept.weight * match) / total);
      }
    }
  }
  const byReligion = new Map<string, { heading: Heading; share: number }[]>();
  for (const [heading, share] of found) {
    const list = byReligion.get(heading.religion) ?? [];
    list.push({ heading, share });
    byReligion.set(heading.religion, list);
  }
  return [...byReligion.values()].flatMap((list) =>
    list
      // The most of the question first; then the heading the idea is most of; then in the library's order.
      .sort(
        (a, b) =>
          b.share - a.share ||
          a.heading.size - b.heading.size ||
          a.heading.book.localeCompare(b.heading.book) ||
          a.heading.chapter - b.heading.chapter,
      )
      .slice(0, perReligion)
      .map((entry) => entry.heading),
  );
}

/** How many named headings of each tradition bring their verses to the ranking, and how many verses each. */
const HEADINGS_PER_RELIGION = 6;
const VERSES_PER_HEADING = 12;

/**
 * The full-text candidates with the verses under headings that name the question's ideas added (those that do not
 * say its words could not be found otherwise), each candidate carrying its chapter's heading for the ranking.
 */
export async function withHeadings<T extends CandidateRow>(
  db: Database,
  generation: string,
  candidates: readonly T[],
  query: {
    concepts: readonly (RankingConcept & { candidate: CandidateConcept })[];
    religions: readonly string[];
    translations: readonly string[];
  },
): Promise<(T | CandidateRow)[]> {
  const headings = await libraryHeadings(db, generation);
  const named = namedHeadings(headings, query.concepts, query.religions, HEADINGS_PER_RELIGION);
  const rows = await findHeadingCandidates(db, {
    chapters: named,
    translations: query.translations,
    terms: query.concepts.flatMap((concept) => [...concept.candidate.main, ...concept.candidate.related]),
    perChapter: VERSES_PER_HEADING,
  });
  const verseKey = (row: CandidateRow) => `${chapterKey(row)}|${row.verse}|${row.translation}`;
  const known = new Set(candidates.map(verseKey));
  const all: (T | CandidateRow)[] = [...candidates, ...rows.filter((row) => !known.has(verseKey(row)))];
  return all.map((row) => {
    const heading = headings.byChapter.get(chapterKey(row));
    return heading ? { ...row, heading } : row;
  });
}
