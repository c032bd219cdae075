import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { LibraryGeneration } from './library-generation';
import { findSource } from './registry';

const web = findSource('christianity:web')!;
const quran = findSource('islam:quran')!;
const dhammapada = findSource('buddhism:dhp')!;

// These methods keep their state in memory; the database is read only by current().
const library = () => new LibraryGeneration({} as Database);

describe('LibraryGeneration', () => {
  it('lists the traditions still to import, in the library order, with each source’s share done', () => {
    const generation = library();
    generation.queue([dhammapada, web, quran]);
    generation.progress(web, 'fetch', 1, 2);
    generation.progress(quran, 'write', 3, 4);
    expect(generation.importing()).toEqual(['christianity', 'islam', 'buddhism']);
    expect(
      generation.snapshot().sources.map(({ source, phase, percent }) => [source, phase, percent]),
    ).toEqual([
      ['buddhism:dhp', 'queued', 0],
      ['christianity:web', 'fetching', 15],
      ['islam:quran', 'writing', 83],
    ]);
  });

  it('starts a new generation per imported source and re-ranks once the import settles, not for skipped ones', () => {
    const generation = library();
    let settled = 0;
    generation.onSettled(() => (settled += 1));

    generation.queue([web, quran]);
    generation.finished(web, false);
    generation.finished(quran, false);
    expect(generation.count).toBe(0);
    expect(settled).toBe(0);

    generation.queue([web, quran]);
    generation.finished(web, true);
    expect(generation.count).toBe(1);
    expect(settled).toBe(0);
    expect(generation.importing()).toEqual(['islam']);
    generation.finished(quran, false);
    expect(settled).toBe(1);
    expect(generation.snapshot()).toEqual({ running: false, generation: 1, importing: [], sources: [] });
  });

  it('gives the generation without waiting only while the database fingerprint is fresh', async () => {
    let clock = 0;
    let reads = 0;
    const db = {
      execute: async () => ({ rows: [{ generation: `print-${(reads += 1)}` }] }),
    } as unknown as Database;
    const generation = new LibraryGeneration(db, () => clock);
    expect(generation.currentIfKnown()).toBeUndefined();
    expect(await generation.current()).toBe('0:print-1');
    expect(generation.currentIfKnown()).toBe('0:print-1');
    clock = 1_999;
    expect(generation.currentIfKnown()).toBe('0:print-1');
    clock = 2_000; // another process may have imported since: read the database again
    expect(generation.currentIfKnown()).toBeUndefined();
    expect(await generation.current()).toBe('0:print-2');
    generation.bump(); // an import finished here
    expect(generation.currentIfKnown()).toBeUndefined();
    expect(await generation.current()).toBe('1:print-3');
    expect(generation.currentIfKnown()).toBe('1:print-3');
  });

  it('clears what it was importing when the import stops early', () => {
    const generation = library();
    generation.queue([web, dhammapada]);
    generation.abandon();
    expect(generation.snapshot()).toMatchObject({ running: false, importing: [], sources: [] });
  });
});
