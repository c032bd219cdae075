import { queryWords } from '../../lib/query-words';
import { themes, themesIn } from './theme-lexicon';
import { relationsOf } from './word-net';

const SUGGESTIONS = 3;
/** Themes most readers find passages on, offered when nothing typed is near any theme. */
const everyday = ['love', 'forgiveness', 'hope'];

/** Letter pairs of a word, for a likeness that forgives a typo or another form ('forgivness', 'hoping'). */
function pairsOf(word: string): string[] {
  const pairs: string[] = [];
  for (let index = 0; index < word.length - 1; index += 1) pairs.push(word.slice(index, index + 2));
  return pairs;
}

function likeness(a: string, b: string): number {
  const left = pairsOf(a);
  const right = pairsOf(b);
  if (left.length === 0 || right.length === 0) return a === b ? 1 : 0;
  const pool = [...right];
  let shared = 0;
  for (const pair of left) {
    const at = pool.indexOf(pair);
    if (at !== -1) {
      shared += 1;
      pool.splice(at, 1);
    }
  }
  return (2 * shared) / (left.length + right.length);
}

/**
 * The lexicon's themes nearest to words that found nothing: first those a related word calls up (WordNet's
 * synonyms and broader words: 'clemency' → mercy → forgiveness), then those whose words are spelt most alike.
 */
export async function nearbyThemes(text: string): Promise<string[]> {
  const words = [...new Set(queryWords(text))].filter((word) => word.length >= 3);
  const scores = new Map<string, number>();
  const raise = (label: string, score: number) => scores.set(label, Math.max(scores.get(label) ?? 0, score));
  for (const word of words) {
    const relations = await relationsOf(word);
    const related = relations
      ? [relations.lemma, ...relations.synonyms, ...relations.derived, ...relations.broader]
      : [];
    for (const theme of themesIn(related.join(' '))) raise(theme.label, 1);
    for (const theme of themes) {
      const vocabulary = [...theme.label.split(' '), ...theme.triggers, ...theme.terms];
      raise(theme.label, Math.max(...vocabulary.map((term) => likeness(word, term))) * 0.9);
    }
  }
  const near = [...scores]
    .filter(([, score]) => score >= 0.5)
    .sort((a, b) => b[1] - a[1])
    .map(([label]) => label);
  return [...new Set([...near, ...everyday])].slice(0, SUGGESTIONS);
}
