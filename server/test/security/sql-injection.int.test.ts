import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { BrowserSession } from '../browser-session';
import { createTestApp } from '../test-app';
import { openTestDatabase } from '../test-database';
import { signUp } from './actors';

/** Runs on whichever database the run uses: PGlite, or PostgreSQL when TEST_DATABASE_URL is set. */
const injections = [
  "' OR 1=1 --",
  "mercy' OR '1'='1",
  "'); DROP TABLE users; --",
  'mercy; DELETE FROM scriptures',
  '%',
  '_',
  '\\',
  '%mercy%',
  'mer_y',
  "mercy\\'",
  'רחמים',
  'رحمة',
  'mercy 🙏',
  '$1 $$ ::text',
];

let app: FastifyInstance;
let tablesBefore: Record<string, number>;

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);

async function countRows(): Promise<Record<string, number>> {
  const [row] = rowsOf<Record<string, number>>(
    await app.database.db.execute(sql`
      select (select count(*)::int from users) as users,
             (select count(*)::int from scriptures) as scriptures,
             (select count(*)::int from study_items) as study_items`),
  );
  return row!;
}

beforeAll(async () => {
  app = await createTestApp(
    { AUTH_RATE_LIMIT_MAX: '1000', CHAT_RATE_LIMIT_MAX: '1000' },
    { database: await openTestDatabase({ corpus: true }) },
  );
  tablesBefore = await countRows();
});
afterAll(async () => {
  await app?.close();
});

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

describe('search input cannot change the SQL', () => {
  it('full-text search counts exactly what a parameterised query of the same text counts', async () => {
    for (const text of injections) {
      const response = await app.inject({
        url: `/api/search?${query({ q: text, translation: 'web', limit: '50' })}`,
      });
      const [expected] = rowsOf<{ n: number; words: number }>(
        await app.database.db.execute(sql`
          select count(*)::int as n, numnode(websearch_to_tsquery('english', ${text})) as words
          from scriptures
          where search @@ websearch_to_tsquery('english', ${text}) and translation = 'web'`),
      );
      // Text with no word to look for ('%', '_') is refused before any SQL runs on it.
      if (expected!.words === 0) {
        expect(response.statusCode, `${text}: ${response.body}`).toBe(400);
        expect(response.json().message, text).toContain('has no words to search for');
        continue;
      }
      expect(response.statusCode, `${text}: ${response.body}`).toBe(200);
      const body = response.json<{ total: number; results: Array<{ translation: string }> }>();
      expect(body.total, text).toBe(expected!.n);
      expect(body.results.every((result) => result.translation === 'web')).toBe(true);
    }
  });

  it('LIKE wildcards and quotes are words, not patterns: they add nothing to a search', async () => {
    const plain = await app.inject({ url: `/api/search?${query({ q: 'mercy', translation: 'web' })}` });
    expect(plain.json().total).toBeGreaterThan(10);
    for (const suffix of ['%', '_', '\\', "'", "' --", '*']) {
      const response = await app.inject({
        url: `/api/search?${query({ q: `mercy${suffix}`, translation: 'web' })}`,
      });
      expect(response.json().total, suffix).toBe(plain.json().total);
    }
  });

  it('scripture reads treat the book and religion as names, not SQL', async () => {
    // Books resolve against the catalog in code (aliases: 'J-hn' is USFM 'JHN'), so bare wildcards find nothing.
    for (const book of ["John' OR 1=1 --", "John'); DROP TABLE users; --", '%', '_', '%%']) {
      const chapter = await app.inject({
        url: `/api/scriptures?${query({ religion: 'christianity', book, chapter: '3' })}`,
      });
      expect([400, 404], `${book}: ${chapter.body}`).toContain(chapter.statusCode);
      expect(chapter.json().message).toMatch(/\w/);
      const books = await app.inject({
        url: `/api/religions/christianity/books/${encodeURIComponent(book)}`,
      });
      expect([400, 404], `${book}: ${books.body}`).toContain(books.statusCode);
    }
    const religion = await app.inject({ url: `/api/religions/${encodeURIComponent("x' OR 1=1 --")}/books` });
    expect([400, 404]).toContain(religion.statusCode);
  });

  it('study search matches the typed characters literally, wildcards included', async () => {
    const { browser } = await signUp(app, 'Sarah');
    const verse = { religion: 'christianity', book: 'John', chapter: 1, translation: 'web', kind: 'note' };
    const notes = [
      'Fully 100% sure',
      'snake_case is not a wildcard',
      'a back\\slash here',
      'שלום עליכם',
      'plain',
    ];
    for (const [index, note] of notes.entries()) {
      const saved = await browser.post('/api/study/items', { ...verse, verse: index + 1, note });
      expect(saved.statusCode, saved.body).toBe(201);
    }
    const found = async (q: string) => {
      const response = await browser.get(`/api/study/items?${query({ q })}`);
      expect(response.statusCode, `${q}: ${response.body}`).toBe(200);
      return response
        .json<{ items: Array<{ note: string }> }>()
        .items.map((item) => item.note)
        .sort();
    };
    expect(await found('%')).toEqual(['Fully 100% sure']);
    expect(await found('_')).toEqual(['snake_case is not a wildcard']);
    expect(await found('\\')).toEqual(['a back\\slash here']);
    expect(await found('שלום')).toEqual(['שלום עליכם']);
    expect(await found("' OR 1=1 --")).toEqual([]);
    expect(await found("'); DROP TABLE users; --")).toEqual([]);
    expect(await found("plain' OR 'a'='a")).toEqual([]);
    expect(await found('plain')).toEqual(['plain']);
    const exported = await browser.get(`/api/study/export?${query({ format: 'csv', q: "' OR 1=1 --" })}`);
    expect(exported.statusCode).toBe(200);
    expect(exported.body.trim().split('\r\n')).toHaveLength(1);
  });

  it('moderation filters and ids, chat session ids and reading-session ids refuse SQL with a clear 400', async () => {
    const caller = new BrowserSession(app);
    const urls = [
      `/api/moderation/flagged?${query({ status: "pending' OR 1=1 --" })}`,
      `/api/moderation/logs?${query({ userId: "' OR 1=1 --" })}`,
      `/api/chat/${encodeURIComponent("x' OR 1=1 --")}`,
      `/api/study/items?${query({ kind: "note' OR 1=1 --" })}`,
      `/api/study/items?${query({ religion: "islam'); DROP TABLE users; --" })}`,
    ];
    for (const url of urls) {
      const response = await caller.get(url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(response.json().message).toMatch(/\w/);
    }
    const session = await caller.patch(`/api/progress/session/${encodeURIComponent('1 OR 1=1')}`, {
      versesRead: 1,
    });
    expect(session.statusCode).toBe(400);
  });

  it('leaves every table in place with the rows it had (plus the test’s own)', async () => {
    const after = await countRows();
    expect(after.scriptures).toBe(tablesBefore.scriptures);
    expect(after.users).toBeGreaterThanOrEqual(tablesBefore.users!);
    expect(after.study_items).toBe(tablesBefore.study_items! + 5);
  });
});
