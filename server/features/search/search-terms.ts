/**
 * The English stemmer over-reaches: it reduces 'compassion' to 'compass', so a plain full-text match for
 * 'compassion' also finds "they compassed me about". For each query word we keep a *guard*: the word with
 * only its inflection removed ('forgiveness' → 'forgiv', 'meditation' → 'meditat', 'sinning' → 'sin'). When
 * the stem is shorter than that guard, the stemmer has cut into the word itself, and a verse must also contain
 * a word starting with the guard.
 */
const inflections = [
  'fulness',
  'nesses',
  'ness',
  'fully',
  'ful',
  'ingly',
  'ings',
  'ing',
  'edly',
  'ed',
  'eth',
  'est',
];
const pluralOrAdverb = ['es', 's', 'ly'];

export function guardPrefix(word: string): string {
  let guard = word.toLowerCase();
  if (/tions?$/.test(guard) && guard.length > 6) return guard.replace(/tions?$/, 't');
  let strippedVerbEnding = false;
  for (const suffix of [...inflections, ...pluralOrAdverb]) {
    if (guard.endsWith(suffix) && guard.length - suffix.length >= 3) {
      guard = guard.slice(0, -suffix.length);
      strippedVerbEnding = suffix.startsWith('ing') || suffix.startsWith('ed');
      break;
    }
  }
  // 'sinning' → 'sin', 'blessed' → 'bles' (still a prefix of 'bless').
  if (strippedVerbEnding && /([b-df-hj-np-tv-z])\1$/.test(guard)) guard = guard.slice(0, -1);
  if (/[eyi]$/.test(guard) && guard.length >= 4) guard = guard.slice(0, -1);
  return guard;
}

/** Guards needed for these words given their English stems (stop words have none and need no guard). */
export function guardsFor(
  words: readonly string[],
  stems: ReadonlyMap<string, string | undefined>,
): string[] {
  const guards = new Set<string>();
  for (const word of words) {
    const stem = stems.get(word);
    if (!stem) continue;
    const guard = guardPrefix(word);
    if (!stem.startsWith(guard)) guards.add(guard);
  }
  return [...guards];
}
