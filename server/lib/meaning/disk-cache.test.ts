import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readCachedBatch, writeCachedBatch } from './disk-cache';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'meaning-cache-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('meaning disk cache', () => {
  it('reads back the vectors it wrote, per batch hash', async () => {
    const vectors = [Int8Array.from([1, -2, 3]), Int8Array.from([-127, 0, 127])];
    await writeCachedBatch(dir, 'abc', vectors);
    const read = await readCachedBatch(dir, 'abc', 2, 3);
    expect(read?.map((vector) => [...vector])).toEqual([
      [1, -2, 3],
      [-127, 0, 127],
    ]);
    expect(await readCachedBatch(dir, 'other', 2, 3)).toBeUndefined();
  });

  it('ignores a file of the wrong length (another model, a torn write)', async () => {
    await writeFile(path.join(dir, 'abc.i8'), Buffer.from([1, 2, 3, 4]));
    expect(await readCachedBatch(dir, 'abc', 2, 3)).toBeUndefined();
  });
});
