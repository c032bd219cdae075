/**
 * Passages that are law, ritual or lists: a punishment ("shall be surely put to death"), an offering's rite, a
 * genealogy or a census. They share a personal question's nouns (a father, a wife, a death) without speaking to the
 * person who asks: read by their wording, which is the genre's own, not by verse lists.
 */
const lawOrListing: readonly RegExp[] = [
  // Punishments.
  /\bput\s+to\s+death\b/i,
  /\bshall\s+(?:surely\s+)?(?:die|be\s+(?:surely\s+)?(?:stoned|cut\s+off|burnt|slain))\b/i,
  /\b(?:his|her|their)\s+blood\s+shall\s+be\s+upon\b/i,
  /\bshall\s+(?:pay|restore|make\s+(?:it\s+)?(?:good|restitution))\b/i,
  // Ritual law.
  /\b(?:burnt|sin|trespass|guilt|meal|drink|wave|heave)[-\s]offerings?\b/i,
  /\bunclean\s+until\s+the\s+(?:even|evening)\b/i,
  /\buncover(?:ed|eth)?\s+(?:the\s+|his\s+|her\s+|thy\s+|your\s+)?(?:\w+['’]s\s+)?nakedness\b/i,
  /\b(?:menstruat\w*|her\s+impurity|waiting\s+period|dowry|bride-price)\b/i,
  // Genealogies, king lists and censuses.
  /\b(?:begat|begot|became\s+the\s+father\s+of)\b/i,
  /\breigned\s+in\s+(?:his|their)\s+(?:stead|place)\b/i,
  /\b(?:were|was)\s+numbered\b|\bnumbered\s+of\s+them\b|\bby\s+their\s+(?:families|generations)\b/i,
];

/** The books of the Law, where a verse opening on a case ("When a ruler sins...") is a statute. */
const lawBooks = new Set(['Exodus', 'Leviticus', 'Numbers', 'Deuteronomy']);
const caseOpening =
  /^[\s“"‘'(]*(?:and\s+|but\s+)?(?:(?:if|when)\s+(?:a|an|any|anyone|any\s+one|the|one|he|she)|whoever|whosoever|whoso)\b/i;

/** A statute's third-person 'shall' ("he shall confess", "the priest shall"), in the books of the Law. */
const statuteShall =
  /\b(?:he|she|it|the\s+priest|the\s+man|the\s+woman|that\s+(?:soul|man|person))\s+shall\b/i;

/** Whether a passage's wording is that of a law, a rite or a list. */
export function isLawOrListing(passage: { book: string; text: string }): boolean {
  if (lawBooks.has(passage.book) && (caseOpening.test(passage.text) || statuteShall.test(passage.text)))
    return true;
  return lawOrListing.some((pattern) => pattern.test(passage.text));
}

/**
 * The histories tell of other people's deaths, marriages and quarrels ("And Sarah died in Kiriath-arba"): a reader's
 * own situation is answered first by the prayers, the wisdom and the teaching, though a story may still fit.
 */
const historyBooks = new Set([
  'Genesis',
  'Joshua',
  'Judges',
  '1 Samuel',
  '2 Samuel',
  '1 Kings',
  '2 Kings',
  '1 Chronicles',
  '2 Chronicles',
  'Ezra',
  'Nehemiah',
  'Esther',
]);
export const PERSONAL_HISTORY_PRIOR = 0.7;

/**
 * What a law, rite or list weighs against other passages when the reader asks about their own life: they stay
 * findable (a passage that says the need itself can outweigh it), but a consoling passage goes first.
 */
export const PERSONAL_LAW_PRIOR = 0.3;

export function personalGenrePrior(passage: { book: string; text: string }): number {
  if (isLawOrListing(passage)) return PERSONAL_LAW_PRIOR;
  return historyBooks.has(passage.book) ? PERSONAL_HISTORY_PRIOR : 1;
}
