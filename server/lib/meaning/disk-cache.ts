import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';

/**
 * Embeddings already computed, on disk outside the repository and outside any one database: a fresh test or CI
 * database fills its meaning index from here instead of running the encoder again. One file per batch (a
 * chapter), named by the hash of its passages' keys, holding their quantised vectors back to back.
 */
export const defaultMeaningCacheDir = (): string =>
  path.join(homedir(), '.cache', 'sacred-circle', 'meaning');

export async function readCachedBatch(
  dir: string,
  hash: string,
  count: number,
  dimensions: number,
): Promise<Int8Array[] | undefined> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path.join(dir, `${hash}.i8`));
  } catch {
    return undefined;
  }
  // A file of another length is from another model or a torn write: recompute rather than trust it.
  if (bytes.length !== count * dimensions) return undefined;
  const all = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length);
  return Array.from({ length: count }, (_, i) => all.slice(i * dimensions, (i + 1) * dimensions));
}

export async function writeCachedBatch(
  dir: string,
  hash: string,
  vectors: readonly Int8Array[],
): Promise<void> {
  await mkdir(dir, { recursive: true });
  const target = path.join(dir, `${hash}.i8`);
  const partial = `${target}.${process.pid}.tmp`;
  await writeFile(
    partial,
    Buffer.concat(vectors.map((vector) => Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength))),
  );
  await rename(partial, target);
}
