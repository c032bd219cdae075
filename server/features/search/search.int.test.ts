import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../../common/api/search';
import { parseScriptureRef } from '../../../common/scripture/scripture-ref';
import { createTestApp } from '../../test/test-app';
import { describeOnFullLibrary, openTestDatabase } from '../../test/test-database';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({}, { database: await openTestDatabase({ corpus: true }) });
});
afterAll(async () => {
  await app?.close();
});

async function search(query: string, on: TestApp = app): Promise<SearchResponse> {
  const response = await on.inject({ method: 'GET', url: `/api/search?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResponse>();
}

describe('GET /api/search', () => {
  it("finds 'forgiveness' in several traditions, ranked, with counts per tradition", async () => {
    const body = await search('q=forgiveness&limit=50');
    expect(body.query).toBe('forgiveness');
    expect(Object.keys(body.counts).sort()).toEqual([
      'buddhism',
      'christianity',
      'hinduism',
      'islam',
      'judaism',
    ]);
    expect(body.total).toBe(Object.values(body.counts).reduce((sum, count) => sum + count, 0));
    expect(body.results).toHaveLength(50);
    const ranks = body.results.map((result) => result.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    expect(new Set(body.results.map((result) => result.religion)).size).toBeGreaterThanOrEqual(2);
    const colossians = await search('q=forgiveness&religion=christianity&limit=50');
    expect(colossians.results.map((result) => result.reference)).toContain('Colossians 1:14');
    const result = colossians.results.find((item) => item.reference === 'Colossians 1:14')!;
    expect(result).toMatchObject({ book: 'Colossians', chapter: 1, verse: 14, translation: 'web' });
    expect(result.text).toBe('in whom we have our redemption, the forgiveness of our sins.');
  });

  it('gives a sutta of a running numbering the citation the rest of the world uses', async () => {
    const body = await search('q=flood&religion=buddhism&limit=50');
    const result = body.results.find((item) => item.reference === 'Samyutta Nikaya 1:5');
    expect(result?.citation).toBe('SN 1.1');
    const bible = await search('q=forgiveness&religion=christianity&limit=5');
    expect(bible.results[0]?.citation).toBeUndefined();
  });

  it('marks the matched words in a snippet made of plain-text parts', async () => {
    const body = await search('q=forgiveness&limit=20');
    for (const result of body.results) {
      const marked = result.snippet.filter((part) => part.highlight).map((part) => part.text);
      expect(marked.length, result.reference).toBeGreaterThan(0);
      for (const word of marked) expect(word).toMatch(/^forgiv/i);
      const joined = result.snippet.map((part) => part.text).join('');
      expect(result.text.replace(/\s+/g, ' ')).toContain(joined.trim().replace(/\s+/g, ' ').slice(0, 30));
      expect(parseScriptureRef(result.reference, { religion: result.religion })).toMatchObject({
        book: result.book,
        chapter: result.chapter,
        verse: result.verse,
      });
    }
  });

  it("does not let the English stemmer turn 'compassion' into 'compass'", async () => {
    // The stemmer reduces both words to 'compass': the King James Version has many verses where enemies
    // 'compassed' the city, which a plain full-text match for 'compassion' returns.
    const plain = (await app.database.db.execute(sql`
      select count(*)::int as count from scriptures
      where translation = 'kjv' and search @@ websearch_to_tsquery('english', 'compassion')`)) as unknown as {
      rows: Array<{ count: number }>;
    };
    const body = await search('q=compassion&translation=kjv&limit=50');
    expect(body.total).toBeGreaterThan(30);
    expect(plain.rows[0]!.count).toBeGreaterThan(body.total + 20);
    for (const result of body.results) expect(result.text).toMatch(/\bcompassion/i);
    const forgive = await search('q=forgive&translation=kjv&limit=50');
    expect(forgive.results.some((result) => /\bforgiven\b/i.test(result.text))).toBe(true);
    expect(forgive.results.some((result) => /\bforgiveness\b/i.test(result.text))).toBe(true);
  });

  it('filters by religion and by translation', async () => {
    const islam = await search('q=mercy&religion=islam&limit=10');
    expect(islam.results.length).toBe(10);
    for (const result of islam.results) expect(result.religion).toBe('islam');
    expect(islam.counts.christianity).toBe(0);
    expect(islam.counts.islam).toBeGreaterThan(100);

    const pickthall = await search('q=mercy&translation=pickthall&limit=5');
    for (const result of pickthall.results) expect(result.translation).toBe('pickthall');
    const buddhist = await search('q=hatred&religion=buddhist&limit=5');
    expect(buddhist.results.every((result) => result.religion === 'buddhism')).toBe(true);
  });

  it('returns snippets as plain text with no markers or markup left in them', async () => {
    const body = await search('q=mercy&limit=20');
    expect(body.results).toHaveLength(20);
    for (const result of body.results) {
      expect(result.snippet.some((part) => part.highlight && /^merc/i.test(part.text))).toBe(true);
      for (const part of result.snippet) {
        expect(part.text).not.toMatch(/[<>]/);
        expect([...part.text].some((char) => char < ' ' && char !== '\n')).toBe(false);
      }
    }
    // Markup in a query is only words to look for: answered, echoed as typed, nothing interpreted.
    const query = '<img src=x onerror=alert(1)> mercy';
    const markup = await app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(query)}` });
    expect(markup.statusCode).toBe(200);
    expect(markup.json<SearchResponse>().query).toBe(query);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'cancels a search that outlives SEARCH_TIMEOUT_MS on PostgreSQL and answers 503',
    async () => {
      const hurried = await createTestApp(
        { SEARCH_TIMEOUT_MS: '1' },
        { database: await openTestDatabase({ corpus: true }) },
      );
      try {
        const response = await hurried.inject({ method: 'GET', url: '/api/search?q=said' });
        expect(response.statusCode, response.body).toBe(503);
        expect(response.json().message).toContain('This search took too long');
        // The transaction that carried the timeout is over: the next request runs without it.
        expect((await hurried.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      } finally {
        await hurried.close();
      }
    },
  );

  it.each([
    ['', 'q is required: the words to search for'],
    ['q=', 'q is required: the words to search for'],
    [`q=${'a'.repeat(201)}`, 'q must be at most 200 characters'],
    ['q=love&limit=0', 'limit must be at least 1'],
    ['q=love&limit=51', 'limit must be at most 50'],
    ['q=love&limit=ten', 'limit must be a whole number'],
    [
      'q=love&religion=atlantis',
      "Unknown religion 'atlantis'. Choose one of: christianity, islam, judaism, hinduism, buddhism.",
    ],
    ['q=love&translation=niv', "Unknown translation 'niv'. Available: "],
  ])('answers 400 with a message for %j', async (query, message) => {
    const response = await app.inject({ method: 'GET', url: `/api/search?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});

describeOnFullLibrary('GET /api/search', () => {
  let full: TestApp;
  beforeAll(async () => {
    full = await createTestApp({}, { database: await openTestDatabase({ corpus: 'full' }) });
  });
  afterAll(async () => {
    await full?.close();
  });

  it("finds 'forgiveness' in four traditions or more", async () => {
    const body = await search('q=forgiveness&limit=50', full);
    const traditionsWithMatches = Object.entries(body.counts).filter(([, count]) => count > 0);
    expect(traditionsWithMatches.length).toBeGreaterThanOrEqual(4);
  });

  it("ranks the most frequent single word ('said', ~31,000 verses)", async () => {
    const said = await search('q=said&limit=5', full);
    expect(said.total).toBeGreaterThan(20_000);
    expect(said.results).toHaveLength(5);
  });

  it('refuses an OR of common words as too broad', async () => {
    const common =
      'said or lord or god or shall or unto or thou or thee or him or them or they or man or day';
    const response = await full.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(common)}` });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Bad Request' });
    expect(response.json().message).toContain('matches more than 40,000 verses');
  });
});
