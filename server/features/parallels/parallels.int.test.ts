import { sql } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeaningProgressResponse, ParallelsResponse } from '../../../common/api/parallels';
import { createUseEncoder, type Encoder } from '../../lib/meaning/encoder';
import { buildMeaningIndex, type BuildSummary } from '../../lib/meaning/indexer';
import { nearestPassages } from '../../lib/meaning/nearest';
import { createTestApp } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let app: TestApp;
let encoder: Encoder;
let scratchCache: string;

/**
 * A few chapters of each tradition's default translation (about 250 verses): the real encoder embeds them once,
 * later runs read them from the disk cache (~/.cache/sacred-circle/meaning).
 */
const chapters = new Set([
  'christianity|Matthew|6',
  'christianity|James|1',
  "islam|Qur'an|93",
  "islam|Qur'an|107",
  "islam|Qur'an|49",
  'judaism|Leviticus|19',
  'judaism|Psalms|23',
  'hinduism|Bhagavad Gita|2',
  'buddhism|Dhammapada|1',
  'buddhism|Dhammapada|5',
]);
const include = (chapter: { religion: string; book: string; chapter: number }) =>
  chapters.has(`${chapter.religion}|${chapter.book}|${chapter.chapter}`);

const build = (cacheDir?: string): Promise<BuildSummary> =>
  buildMeaningIndex(app.database.db, { encoder, include, cacheDir });

async function parallels(query: string): Promise<{ status: number; body: ParallelsResponse }> {
  const response = await app.inject({ method: 'GET', url: `/api/parallels?${query}` });
  return { status: response.statusCode, body: response.json<ParallelsResponse>() };
}

const refsOf = (body: ParallelsResponse, religion: string) =>
  body.parallels.filter((passage) => passage.religion === religion).map((passage) => passage.reference);

beforeAll(async () => {
  app = await createTestApp({}, { database: await openTestDatabase({ corpus: true }) });
  encoder = createUseEncoder();
  scratchCache = await mkdtemp(path.join(tmpdir(), 'meaning-int-'));
});
afterAll(async () => {
  await encoder?.close();
  await app?.close();
  if (scratchCache) await rm(scratchCache, { recursive: true, force: true });
});

describe('parallels and the meaning index', () => {
  it('answers indexing, with every tradition pending, before the index is built', async () => {
    const { status, body } = await parallels('religion=christianity&book=James&chapter=1&verse=27');
    expect(status).toBe(200);
    expect(body).toEqual({
      reference: 'James 1:27',
      status: 'indexing',
      pending: ['christianity', 'islam', 'judaism', 'hinduism', 'buddhism'],
      parallels: [],
    });
    expect(
      await nearestPassages(app.database.db, encoder, 'caring for orphans', { religion: 'islam', k: 3 }),
    ).toEqual([]);
  });

  it('builds the index and shows its progress per translation', { timeout: 600_000 }, async () => {
    const summary = await build();
    expect(summary.translations).toBe(5);
    expect(summary.embedded + summary.fromCache).toBe(248);
    const progress = (
      await app.inject({ method: 'GET', url: '/api/library/meaning' })
    ).json<MeaningProgressResponse>();
    expect(progress.running).toBe(false);
    expect(
      progress.translations.map(({ religion, state, done, total }) => [religion, state, done, total]),
    ).toEqual([
      ['buddhism', 'ready', 36, 36],
      ['christianity', 'ready', 61, 61],
      ['hinduism', 'ready', 72, 72],
      ['islam', 'ready', 36, 36],
      ['judaism', 'ready', 43, 43],
    ]);
  });

  it("finds a verse by meaning with no word in common: orphans in the Qur'an", async () => {
    const hits = await nearestPassages(app.database.db, encoder, 'caring for orphans', {
      religion: 'islam',
      k: 3,
    });
    expect(
      hits
        .slice(0, 2)
        .map((hit) => `${hit.chapter}:${hit.verse}`)
        .sort(),
    ).toEqual(['107:2', '93:9']);
    expect(hits[0]!.score).toBeGreaterThan(hits[2]!.score);
  });

  it('lists the closest passages of the four other traditions, with their texts, best first', async () => {
    const { status, body } = await parallels('religion=judaism&book=Leviticus&chapter=19&verse=18');
    expect(status).toBe(200);
    expect(body.reference).toBe('Leviticus 19:18');
    expect(body.status).toBe('ready');
    expect(body.pending).toEqual([]);
    expect(body.parallels.map((passage) => passage.religion)).toEqual([
      'christianity',
      'christianity',
      'islam',
      'islam',
      'hinduism',
      'hinduism',
      'buddhism',
      'buddhism',
    ]);
    // "Hatred is never laid to rest by hate; it is laid to rest by love" beside "love thy neighbour as thyself".
    expect(refsOf(body, 'buddhism')).toContain('Dhammapada 1:5');
    const dhammapada = body.parallels.find((passage) => passage.reference === 'Dhammapada 1:5')!;
    expect(dhammapada.text).toContain('laid to rest by love');
    expect(dhammapada.translation).toBe('sujato');
    for (const religion of ['christianity', 'islam', 'hinduism', 'buddhism']) {
      const scores = body.parallels.filter((passage) => passage.religion === religion).map((p) => p.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    }

    const forgive = await parallels('religion=christianity&book=Matthew&chapter=6&verse=14&perTradition=3');
    expect(forgive.body.parallels).toHaveLength(12);
    expect(refsOf(forgive.body, 'judaism')).toContain('Leviticus 19:18');
    expect(refsOf(forgive.body, 'christianity')).toEqual([]);
  });

  it('answers a verse outside the library with 404 and bad input with 400, in the error shape', async () => {
    const missing = await app.inject({
      method: 'GET',
      url: '/api/parallels?religion=islam&book=Qur%27an&chapter=93&verse=99',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      error: 'Not Found',
      message: "Qur'an 93:99 is not in the library.",
    });
    for (const query of [
      'religion=atlantis&book=X&chapter=1&verse=1',
      'religion=islam&book=Qur%27an&chapter=one&verse=1',
      'religion=islam&book=Qur%27an&chapter=1&verse=1&perTradition=9',
      'religion=islam&chapter=1&verse=1',
    ]) {
      const bad = await app.inject({ method: 'GET', url: `/api/parallels?${query}` });
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json()).toMatchObject({ error: 'Bad Request' });
    }
  });

  it('fills an empty index from the disk cache without running the encoder', async () => {
    await app.database.db.execute(sql`delete from meaning_passages`);
    const refilled = await build();
    expect(refilled.embedded).toBe(0);
    expect(refilled.fromCache).toBe(248);
    const { body } = await parallels('religion=judaism&book=Leviticus&chapter=19&verse=18');
    expect(refsOf(body, 'buddhism')).toContain('Dhammapada 1:5');
  });
  it('recomputes only what changed: nothing when the inputs are the same, one chapter when a verse changes', async () => {
    const again = await build(scratchCache);
    expect(again).toEqual({ translations: 0, embedded: 0, fromCache: 0, unchanged: 248 });

    await app.database.db.execute(
      sql`update scriptures set text = text || ' Selah.' where religion = 'judaism' and book = 'Psalms' and chapter = 23 and verse = 1 and translation = 'jps-1917'`,
    );
    const changed = await build(scratchCache);
    expect(changed).toEqual({ translations: 1, embedded: 6, fromCache: 0, unchanged: 242 });
  });
});
