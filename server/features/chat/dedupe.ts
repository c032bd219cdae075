import { LRUCache } from 'lru-cache';

/**
 * Near-identical passages (the same sutta in several collections, a refrain repeated word for word): a second copy
 * adds nothing to an answer, so only the best-ranked one is kept.
 */
export function wordSet(text: string): ReadonlySet<string> {
  let words = wordSets.get(text);
  if (!words) {
    words = new Set(
      text
        .toLowerCase()
        .normalize('NFKD')
        .match(/[a-z]+/g) ?? [],
    );
    wordSets.set(text, words);
  }
  return words;
}

/**
 * The same passages come back question after question (and several times within one): their word sets are kept,
 * a few thousand at a few kilobytes each.
 */
const wordSets = new LRUCache<string, ReadonlySet<string>>({ max: 4000 });

const NEAR_IDENTICAL = 0.8;

export function nearIdentical(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size === 0 || b.size === 0) return false;
  // A few words in common say little: short texts are copies only when they hold the same words.
  if (Math.min(a.size, b.size) < 5) return a.size === b.size && [...a].every((word) => b.has(word));
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  // Against the smaller text: a refrain quoted inside a longer passage is a copy too.
  return shared / Math.min(a.size, b.size) >= NEAR_IDENTICAL;
}

/** The items in order, each dropped when its text nearly repeats one kept before it. */
export function dropNearDuplicates<T>(items: readonly T[], textOf: (item: T) => string): T[] {
  const kept: { item: T; words: ReadonlySet<string> }[] = [];
  for (const item of items) {
    const words = wordSet(textOf(item));
    if (kept.some((other) => nearIdentical(words, other.words))) continue;
    kept.push({ item, words });
  }
  return kept.map((entry) => entry.item);
}
