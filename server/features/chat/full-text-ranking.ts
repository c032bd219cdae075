/**
 * The full-text ranking of the library for a question: its ideas weighed by rarity, the candidates each
 * tradition's index gives for them (with chapter headings and other translations' wording), scored in slices of the
 * event loop and cut at the relevance floor. `retrieval.ts` adds the cited and classic passages and the fusion with
 * the search by meaning.
 */
import { booksByReligion } from '../../../common/scripture/books';
import { religionIds, type ReligionId } from '../../../common/scripture/religions';
import { libraryOf } from '../../corpus/library-generation';
import type { Database } from '../../db/client';
import { createSlicer } from '../../lib/event-loop-slices';
import {
  libraryFrequencies,
  prepareConcepts,
  quotableTranslations,
  stemsOf,
  type PreparedConcept,
} from './concept-weights';
import { dropNearDuplicates } from './dedupe';
import { keepOnePerFormula } from './formula-variants';
import { withHeadings } from './headings';
import { otherWordingsOf } from './other-wordings';
import { planQuery, type QueryPlan } from './query-terms';
import { applyFloor, LENGTH_PRIOR_STEPS, LONG_TEXT_PRIOR, scoreCandidatesInSlices } from './ranking';
import { findCandidates } from './retrieval-store';
import { personalGenrePrior } from './passage-genre';
import { namesGod, saysOnlyOfGod } from './said-of-god';
import { conceptGroups } from './sujato-renderings';
import { isSegmentBook, stanzaGoesOn, startsAtSentence } from './passage-assembly';
import { startsMidSentence } from './sentence-start';

/** Books a teacher of each tradition opens first; every other book weighs 1. */
const bookWeights: Record<string, number> = {
  ...Object.fromEntries(
    booksByReligion.christianity
      .filter((book) => book.section === 'New Testament')
      .map((book) => [book.name, 1.25]),
  ),
  ...Object.fromEntries(
    booksByReligion.judaism.filter((book) => book.section === 'Torah').map((book) => [book.name, 1.15]),
  ),
  Psalms: 1.15,
  Proverbs: 1.15,
  "Qur'an": 1.3,
  Dhammapada: 1.8,
  'Sutta Nipata': 1.3,
  Itivuttaka: 1.2,
  Udana: 1.2,
  Khuddakapatha: 1.2,
};

const hadithBooks = new Set(
  booksByReligion.islam.filter((book) => book.name !== "Qur'an").map((book) => book.name),
);

export type RankedPassage = {
  religion: ReligionId;
  book: string;
  chapter: number;
  verse: number;
  text: string;
  /** Higher is better; comparable within one tradition of one question. */
  score: number;
  /** Share of the question's weight the passage holds (0-1). */
  coverage: number;
};

const THEME_HEAD_BOOST = 1.3;
/** Hadith rank below the Qur'an's verses, unless asked about, then level with them (the Qur'an's book weight). */
const HADITH_FACTOR = 0.6;
const HADITH_ASKED_FACTOR = bookWeights["Qur'an"]!;
const MAX_CONCEPTS = 4;

/** How many full-text candidates of each tradition the ranking reads. */
const CANDIDATES_PER_RELIGION = 30;

/**
 * The full-text ranking on its own: per tradition, the passages above the relevance floor, best first, with
 * their scores, near-duplicates removed and the Qur'an before hadith unless the question is about hadith. Another
 * ranking (by meaning) can be fused with it by reciprocal rank.
 */
export async function rankFullText(
  db: Database,
  text: string,
  options: {
    religions?: readonly ReligionId[];
    plan?: QueryPlan;
    otherWordings?: boolean;
    /** Whether chapter headings that name the question's ideas count (on unless false; off for a before/after). */
    headings?: boolean;
    /** Only these books are searched. */
    books?: readonly string[];
  },
): Promise<{ plan: QueryPlan; ranked: Record<ReligionId, RankedPassage[]> }> {
  const generation = await libraryOf(db).current();
  const religions = options.religions ?? religionIds;
  const plan = options.plan ?? (await planQuery(text));
  const translations = await quotableTranslations(db, generation);
  const translationIds = translations.map((translation) => translation.id);
  // The Suttas' translator says 'extinguishment' for nirvana: his words join the ideas for Buddhism alone.
  const groups = conceptGroups(plan.concepts, religions);
  const [stems, stats, otherWordings] = await Promise.all([
    stemsOf(
      db,
      groups.flatMap((group) =>
        group.concepts.flatMap((concept) => concept.terms.flatMap((term) => term.words)),
      ),
    ),
    libraryFrequencies(db, generation, translationIds),
    options.otherWordings !== false ? otherWordingsOf(db, generation, translations) : undefined,
  ]);
  // Anger, jealousy or a promise asked about is a person's unless the question names God.
  const godGuard = !namesGod(text);
  const searched = await Promise.all(
    groups.map(async (group) => {
      const concepts = mainConcepts(plan, prepareConcepts(group.concepts, stems, stats));
      // A tradition searched apart scans only its own translations: the others' rows are the other group's.
      const scope =
        group.concepts === plan.concepts
          ? translationIds
          : translations
              .filter((translation) => group.religions.some((religion) => religion === translation.religion))
              .map((translation) => translation.id);
      const found = await findCandidates(db, {
        concepts: concepts.map((concept) => concept.candidate),
        translations: scope,
        religions: group.religions,
        perReligion: CANDIDATES_PER_RELIGION,
        bookWeights,
        apartBooks: [...hadithBooks],
        lengthPrior: { steps: LENGTH_PRIOR_STEPS, beyond: LONG_TEXT_PRIOR },
        ...(otherWordings ? { otherWordings } : {}),
        ...(godGuard ? { heldBack: saysOnlyOfGod(concepts) } : {}),
        ...(options.books ? { books: options.books } : {}),
      });
      // A vagga called 'Old Age' or a kitab called 'Fasting' is about its idea in every verse, whatever words
      // they use.
      const headed =
        options.headings === false
          ? found
          : await withHeadings(db, generation, found, {
              concepts,
              religions: group.religions,
              translations: scope,
            });
      const books = options.books;
      const candidates = books ? headed.filter((row) => books.includes(row.book)) : headed;
      return { religions: group.religions, concepts, candidates };
    }),
  );
  const ranked = {} as Record<ReligionId, RankedPassage[]>;
  // Scoring every tradition's candidates at once held the event loop for tens of milliseconds: it runs in slices,
  // so a reading-session write that arrives meanwhile is answered between two of them.
  const slicer = createSlicer();
  for (const religion of religions) {
    const { candidates, concepts } = searched.find((group) => group.religions.includes(religion))!;
    const all = await scoreCandidatesInSlices(
      candidates.filter((row) => row.religion === religion),
      concepts,
      {
        bookWeights,
        hadithBooks,
        hadithFactor: plan.aboutHadith ? HADITH_ASKED_FACTOR : HADITH_FACTOR,
        // A sutta's line is quoted with the lines that finish its sentence: "A poor person who has fallen into
        // debt / frets even when spending the loan" is one passage on debt and loans.
        showsNextLine: (candidate) =>
          isSegmentBook(religion, candidate.book) && stanzaGoesOn(candidate.text.trim()),
        // ...and from where its sentence starts: "and I guarantee you non-return" is quoted after "give up greed".
        showsPreviousLine: (candidate) =>
          startsAtSentence(religion, candidate.book) &&
          startsMidSentence(candidate.text, candidate.previousText ?? undefined),
        // A reader asking about their own life is not answered by a law, a rite or a genealogy sharing its nouns.
        ...(plan.situation ? { genrePrior: personalGenrePrior } : {}),
        ...(godGuard ? { godGuard } : {}),
      },
      () => slicer.pause(),
    );
    const scored = applyFloor(all);
    const unique = keepOnePerFormula(
      dropNearDuplicates(scored, (entry) => entry.candidate.text),
      (entry) => entry.candidate.text,
    );
    ranked[religion] = quranFirst(
      religion,
      unique.map(({ candidate, score, coverage }) => ({
        religion,
        book: candidate.book,
        chapter: candidate.chapter,
        verse: candidate.verse,
        text: candidate.text,
        score,
        coverage,
      })),
      plan,
    );
  }
  return { plan, ranked };
}

/**
 * The question's ideas that drive the search: a theme's head weighs most, two ideas joined by 'and' are each a
 * main one, only the weightiest few count, and the commonest do not drive the index scan.
 */
function mainConcepts(plan: QueryPlan, prepared: PreparedConcept[]): PreparedConcept[] {
  // A theme's head idea weighs most ('contentment' of 'contentment with little').
  // The head need not come first: "the importance of family" is about the family.
  const head = plan.isTheme ? prepared.find((concept) => concept.label === plan.head) : undefined;
  if (head) {
    head.weight *= THEME_HEAD_BOOST;
    head.candidate.weight = head.weight;
  }
  // "Gossip and slander" is answered by a passage on either.
  for (const concept of prepared) if (plan.alternatives?.includes(concept.label)) concept.main = true;
  // A long question or a pasted verse is about its few weightiest ideas; the rest only dilute the coverage.
  const kept = new Set([...prepared].sort((a, b) => b.weight - a.weight).slice(0, MAX_CONCEPTS));
  const concepts = prepared.filter((concept) => kept.has(concept));
  // Ideas under a quarter of the question's weight (its common words) do not drive the index scan: passages
  // that hold only them could never pass the relevance floor, and they are most of the rows.
  const total = concepts.reduce((sum, concept) => sum + concept.weight, 0);
  for (const concept of concepts) concept.candidate.drives = concept.weight >= total * 0.25;
  return concepts;
}

/** The Qur'an's passages before the hadith's, unless the question is about hadith. */
export function quranFirst(
  religion: ReligionId,
  passages: RankedPassage[],
  plan: QueryPlan,
): RankedPassage[] {
  if (religion !== 'islam' || plan.aboutHadith) return passages;
  return [
    ...passages.filter((entry) => !hadithBooks.has(entry.book)),
    ...passages.filter((entry) => hadithBooks.has(entry.book)),
  ];
}
