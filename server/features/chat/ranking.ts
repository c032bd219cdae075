import { headingMatch, type HeadingText } from './headings';
import { holdsPhrase, Lexemes } from './lexemes';
import { SAID_OF_GOD_SHARE, saidOnlyOfGod } from './said-of-god';
import { senseEvidence, type AmbiguousForm } from './sense-guard';

export { Lexemes } from './lexemes';

/**
 * Ranking full-text candidates by what they say, not by how often a word comes up: each idea of the question
 * weighs by its rarity in the library, a passage scores by the share of that weight it holds (its neighbours
 * count for half), then by its book, its length and the cheap rank as a tie-break.
 */

/** One stem or phrase that expresses an idea, with what a match on it is worth (1 for the question's word). */
export type RankingTerm = {
  stems: readonly string[];
  /**
   * How far each stem stands from the one before where the phrase had stop words between them ('take my life':
   * [2]): then exactly so far, as the tsquery `<2>` finds it. Without them, the next word or the one after.
   */
  gaps?: readonly number[];
  factor: number;
  /** The word as a text writes it: the stem alone also matches other words ('content' in 'contention'). */
  surface?: RegExp;
};

export type RankingConcept = {
  label: string;
  /** Its rarity in the library (inverse document frequency, squared): 'jealous' far over 'brother'. */
  weight: number;
  terms: readonly RankingTerm[];
  /** Stems whose bare form may be another sense: the surface form decides ('fasting' yes, 'hold fast' no). */
  ambiguous: ReadonlyMap<string, AmbiguousForm>;
  /** A main idea whatever its rarity (one of two the question joins by 'and'): a passage that says it answers. */
  main?: boolean;
  /**
   * Its terms are facets of one need ('comfort', 'mourn', 'tears' of consolation): a passage saying several of
   * them says it more fully than one saying a single word ("they that mourn... shall be comforted").
   */
  graded?: boolean;
};

export type RankingCandidate = {
  religion: string;
  book: string;
  chapter: number;
  verse: number;
  text: string;
  lexemes: string;
  score: number;
  previousText: string | null;
  previousLexemes: string | null;
  nextText: string | null;
  nextLexemes: string | null;
  /** The same verse in other translations (the Tanakh's in the WEB): an idea they say counts as the verse's own. */
  otherWordings?: readonly { text: string; lexemes: string }[] | null;
  /** The heading of its chapter (a vagga, a sutta, a kitab), where the library has one. */
  heading?: HeadingText | null;
};

export type Ranked<T> = {
  candidate: T;
  score: number;
  coverage: number;
  /** It says the question's weightiest idea in its own words ('contentment' of "contentment with little"). */
  holdsMain: boolean;
};

export type RankingOptions = {
  bookWeights: Readonly<Record<string, number>>;
  /** Hadith books rank below the Qur'an unless the question is about the Prophet's sayings. */
  hadithBooks: ReadonlySet<string>;
  /** What a hadith's score is multiplied by (below 1 unless the question is about hadith). */
  hadithFactor: number;
  /**
   * Whether the passage quoted from this candidate takes in its next line (a sutta's line is often part of a
   * sentence): what that line says then counts in full, not as a neighbour's half.
   */
  showsNextLine?: (candidate: RankingCandidate) => boolean;
  /** Whether the passage quoted takes in its previous line (a sutta's line that starts inside its sentence). */
  showsPreviousLine?: (candidate: RankingCandidate) => boolean;
  /** What a passage's book and wording say of its genre, as a factor (a law's weighs less for a reader's life). */
  genrePrior?: (passage: { book: string; text: string }) => number;
  /** The question does not name God: a word said only of God ('My jealousy') counts less (said-of-god.ts). */
  godGuard?: boolean;
};

const NEIGHBOUR_SHARE = 0.5;
/** A bare form that may be another sense counts this much ('fast' with nothing around it). */
const WEAK_SENSE = 0.4;
/** A synonym or better of the main idea counts as saying it. */
const MAIN_IDEA_MATCH = 0.75;
/** Ideas this close to the weightiest one are main ideas too (rarity alone cannot tell them apart). */
const MAIN_IDEA_SHARE = 0.8;
/**
 * A heading that names an idea says it for every verse under it, as a synonym would ('Old Age' over "this body is
 * worn out"), and a verse that says the idea under such a heading is on the topic, not passing by it.
 */
const HEADING_SHARE = 0.75;
const HEADING_BOOST = 0.5;

/** A graded idea said by one of its terms counts this much; each further term adds a step, up to all of it. */
const GRADED_ONE_TERM = 0.8;
const GRADED_STEP = 0.1;

/** How well one text says an idea: the best of its terms' factors, 0 when it does not. */
export function conceptMatch(
  concept: RankingConcept,
  text: string,
  lexemes: Lexemes,
  godGuard = false,
): number {
  let best = 0;
  const facets = new Set<string>();
  for (const term of concept.terms) {
    if (term.factor <= best && !concept.graded) continue;
    const held =
      term.stems.length > 1 ? holdsPhrase(lexemes, term.stems, term.gaps) : lexemes.has(term.stems[0]!);
    if (!held) continue;
    if (term.surface && !term.surface.test(text)) continue;
    let factor = term.factor;
    const form = term.stems.length === 1 ? concept.ambiguous.get(term.stems[0]!) : undefined;
    if (form) {
      const evidence = senseEvidence(text, form);
      factor *= evidence === 'strong' ? 1 : evidence === 'weak' ? WEAK_SENSE : 0;
    }
    if (godGuard && term.surface && factor > 0 && saidOnlyOfGod(text, term.surface))
      factor *= SAID_OF_GOD_SHARE;
    // 'mourn' and 'mourning' are one facet: they share a stem.
    if (factor > 0) facets.add(term.stems.join(' '));
    best = Math.max(best, factor);
  }
  if (!concept.graded || facets.size === 0) return best;
  return best * Math.min(1, GRADED_ONE_TERM + GRADED_STEP * (facets.size - 1));
}

/**
 * Very short verses ('For a tremendous Day') say too little to stand alone; very long ones bury the point. Each
 * step holds texts up to `upTo` characters; a longer text than the last step weighs `LONG_TEXT_PRIOR`. The
 * candidate shortlist (SQL) reads the same steps, so it keeps what this ranking would put first.
 */
export const LENGTH_PRIOR_STEPS = [
  { upTo: 24, factor: 0.35 },
  { upTo: 44, factor: 0.6 },
  { upTo: 69, factor: 0.85 },
  { upTo: 900, factor: 1 },
] as const;
export const LONG_TEXT_PRIOR = 0.75;

export function lengthPrior(length: number): number {
  return LENGTH_PRIOR_STEPS.find((step) => length <= step.upTo)?.factor ?? LONG_TEXT_PRIOR;
}

/** What every candidate of one ranking is measured against. */
type ScoringContext = {
  concepts: readonly RankingConcept[];
  options: RankingOptions;
  total: number;
  main: RankingConcept;
  bestCheap: number;
  /**
   * One reading of each text's stems for the whole ranking: a verse is often its neighbour's neighbour and
   * another candidate too, and what it holds was read once.
   */
  lexemesOf: (tsvector: string | null) => Lexemes;
};

function scoringContext(
  candidates: readonly RankingCandidate[],
  concepts: readonly RankingConcept[],
  options: RankingOptions,
): ScoringContext | undefined {
  const total = concepts.reduce((sum, concept) => sum + concept.weight, 0);
  if (total <= 0) return undefined;
  const main = concepts.reduce((best, concept) => (concept.weight > best.weight ? concept : best));
  const bestCheap = Math.max(...candidates.map((candidate) => candidate.score), 1e-9);
  const read = new Map<string, Lexemes>();
  const none = new Lexemes(null);
  const lexemesOf = (tsvector: string | null) => {
    if (!tsvector) return none;
    let lexemes = read.get(tsvector);
    if (!lexemes) {
      lexemes = new Lexemes(tsvector);
      read.set(tsvector, lexemes);
    }
    return lexemes;
  };
  return { concepts, options, total, main, bestCheap, lexemesOf };
}

/** One candidate's standing, or undefined when it says none of the ideas itself. */
function scoreOne<T extends RankingCandidate>(candidate: T, context: ScoringContext): Ranked<T> | undefined {
  const { concepts, options, total, main, bestCheap, lexemesOf } = context;
  const others = candidate.otherWordings ?? [];
  const heading = candidate.heading ? lexemesOf(candidate.heading.lexemes) : undefined;
  const showsNext = options.showsNextLine?.(candidate) ?? false;
  const showsPrevious = options.showsPreviousLine?.(candidate) ?? false;
  let held = 0;
  let ownHeld = 0;
  let headingHeld = 0;
  let holdsMain = false;
  for (const concept of concepts) {
    // A reader's need (comfort, not being forsaken) is what God gives: 'He has not forsaken you' answers it.
    const guard = (options.godGuard ?? false) && !concept.graded;
    const match = (text: string | null, lexemes: string | null) =>
      conceptMatch(concept, text ?? '', lexemesOf(lexemes), guard);
    let mine = match(candidate.text, candidate.lexemes);
    for (const other of others) if (mine < 1) mine = Math.max(mine, match(other.text, other.lexemes));
    const named = heading ? headingMatch(concept, candidate.heading!, heading) : 0;
    headingHeld += concept.weight * named;
    mine = Math.max(mine, named * HEADING_SHARE);
    if ((concept.main || concept.weight >= main.weight * MAIN_IDEA_SHARE) && mine >= MAIN_IDEA_MATCH)
      holdsMain = true;
    // Neighbours are read only for an idea the verse itself lacks.
    let theirs = 0;
    if (mine < 1) {
      const before = match(candidate.previousText, candidate.previousLexemes);
      const after = match(candidate.nextText, candidate.nextLexemes);
      theirs = Math.max(
        before * (showsPrevious ? 1 : NEIGHBOUR_SHARE),
        after * (showsNext ? 1 : NEIGHBOUR_SHARE),
      );
    }
    ownHeld += concept.weight * mine;
    held += concept.weight * Math.max(mine, theirs);
  }
  if (ownHeld <= 0) return undefined;
  const coverage = held / total;
  const hadith = options.hadithBooks.has(candidate.book) ? options.hadithFactor : 1;
  const score =
    coverage ** 2 *
    (options.bookWeights[candidate.book] ?? 1) *
    lengthPrior(candidate.text.length) *
    hadith *
    (options.genrePrior?.(candidate) ?? 1) *
    (1 + (HEADING_BOOST * headingHeld) / total) *
    (1 + 0.15 * (candidate.score / bestCheap));
  return { candidate, score, coverage, holdsMain };
}

/**
 * Each candidate's score and coverage (the share of the question's weight its passage holds, 0-1). A passage
 * must say at least one idea itself; its neighbours add half of what they say that it does not.
 */
export function scoreCandidates<T extends RankingCandidate>(
  candidates: readonly T[],
  concepts: readonly RankingConcept[],
  options: RankingOptions,
): Ranked<T>[] {
  const context = scoringContext(candidates, concepts, options);
  if (!context) return [];
  const ranked: Ranked<T>[] = [];
  for (const candidate of candidates) {
    const entry = scoreOne(candidate, context);
    if (entry) ranked.push(entry);
  }
  return ranked.sort((a, b) => b.score - a.score);
}

/**
 * The same ranking as `scoreCandidates`, letting the event loop turn between candidates when `pause` says the
 * slice has run long: a question with many synonyms matches each candidate's texts thousands of times.
 */
export async function scoreCandidatesInSlices<T extends RankingCandidate>(
  candidates: readonly T[],
  concepts: readonly RankingConcept[],
  options: RankingOptions,
  pause: () => Promise<void>,
): Promise<Ranked<T>[]> {
  const context = scoringContext(candidates, concepts, options);
  if (!context) return [];
  const ranked: Ranked<T>[] = [];
  for (const candidate of candidates) {
    await pause();
    const entry = scoreOne(candidate, context);
    if (entry) ranked.push(entry);
  }
  return ranked.sort((a, b) => b.score - a.score);
}

/** A passage holding this share of the question's weight, or its main idea, says what was asked. */
export const DECENT_COVERAGE = 0.5;
/** Below this share of the tradition's best score a passage is noise beside it. */
const RELATIVE_FLOOR = 0.4;
/** When nothing is decent, the best passage still shows if it holds this much (a related word, say). */
const FALLBACK_COVERAGE = 0.35;

/**
 * The relevance floor: better two good passages than five with three bad ones, yet never an empty list while a
 * passage that says the question's main idea exists.
 */
export function applyFloor<T>(ranked: readonly Ranked<T>[]): Ranked<T>[] {
  const decent = ranked.filter((entry) => entry.coverage >= DECENT_COVERAGE || entry.holdsMain);
  if (decent.length === 0) {
    const best = ranked[0];
    return best && best.coverage >= FALLBACK_COVERAGE ? [best] : [];
  }
  const top = decent[0]!.score;
  return decent.filter((entry) => entry.score >= top * RELATIVE_FLOOR);
}
