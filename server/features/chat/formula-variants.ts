/**
 * Variants of one stock formula: the Suttas were recited, and "rebirth, old age, and death, sorrow, lamentation,
 * pain, sadness, and distress" recurs in well over a hundred segments, each framed a little differently ("I'm
 * swamped by rebirth...", "They're not freed from rebirth..."). Such lines hold more of a grieving reader's words
 * than any teaching on grief, so before the shortlist is cut they are counted as one: the places go to different
 * texts, and the ranking still sees the formula once.
 *
 * Two texts are variants when most of the shorter one's runs of three words are found in the other. Runs, not words:
 * two teachings share many words ('mind', 'suffering') but rarely a run; two framings of one formula share every
 * run of the formula and differ only in the frame's few. The runs skip grammatical words, which is where the
 * framings differ inside the formula too ("old age, and death, from sorrow", "old age, there is death, and there
 * is sorrow", "old age and death; by sorrow"). More than half, since a short segment may share a phrase of five
 * words with an unrelated one ("consuming beer, wine, and liquor intoxicants" is in the precepts and in the six
 * drawbacks of drinking).
 */

const grammatical = new Set(
  `a an the and or nor but if of to in on at by for from with into as is are was were be been being am it its
  this that these those there here i me my you your he him his she her we us our they them their s re m ve ll d`.split(
    /\s+/,
  ),
);

/**
 * A word without its inflection, roughly: the framings of one formula differ in person and tense too ("They kill
 * living creatures, steal...", "He kills living creatures, steals...", "Killing living creatures, stealing...").
 */
function stem(word: string): string {
  if (word.length <= 4) return word;
  const cut = word.replace(/(?:ing|ed|es|s|e)$/, '');
  // 'committing' and 'commit'
  return /([b-df-hj-np-tv-z])\1$/.test(cut) ? cut.slice(0, -1) : cut;
}

const RUN = 3;
/** The share of the shorter text's runs the other must hold (the framings of the formula above share 0.67). */
const SHARED = 0.6;
/**
 * A text longer than this (a long hadith, a Bible verse of many clauses) is a passage, not a recited formula: it is
 * never counted as a variant, and its runs are not built (comparing 150 long hadith cost tens of milliseconds).
 */
const LONGEST = 600;
/** Below this many runs a text is too short to judge by them: only the same words make it a variant. */
const FEWEST_RUNS = 3;

export function wordRuns(text: string): ReadonlySet<string> {
  if (text.length > LONGEST) return new Set();
  const words =
    text
      .toLowerCase()
      .normalize('NFKD')
      .match(/[a-z]+/g)
      ?.filter((word) => !grammatical.has(word))
      .map(stem) ?? [];
  if (words.length < RUN) return new Set(words.length > 0 ? [words.join(' ')] : []);
  const runs = new Set<string>();
  for (let index = 0; index + RUN <= words.length; index += 1)
    runs.add(words.slice(index, index + RUN).join(' '));
  return runs;
}

export function areVariants(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return false;
  if (small.size < FEWEST_RUNS) return small.size === large.size && [...small].every((run) => large.has(run));
  // Stops as soon as too many runs are missing: most pairs are not variants.
  let missing = Math.floor(small.size * (1 - SHARED) + 1e-9);
  for (const run of small) if (!large.has(run) && --missing < 0) return false;
  return true;
}

/**
 * The items in order, each dropped when it is a variant of one kept before it (the first variant stands for its
 * formula), until `places` are kept.
 */
export function keepOnePerFormula<T>(
  items: readonly T[],
  textOf: (item: T) => string,
  places = Number.POSITIVE_INFINITY,
): T[] {
  const kept: { item: T; runs: ReadonlySet<string> }[] = [];
  for (const item of items) {
    if (kept.length >= places) break;
    const runs = wordRuns(textOf(item));
    if (kept.some((other) => areVariants(runs, other.runs))) continue;
    kept.push({ item, runs });
  }
  return kept.map((entry) => entry.item);
}
