import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { StudyItem, StudyListResponse } from '../../../common/api/study';
import { studyItems } from '../../db/schema/study';
import { users } from '../../db/schema/users';
import { createTestApp } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';
import { BrowserSession } from '../../test/browser-session';
import { newAccount } from './testing/account-fixtures';

let app: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  app = await createTestApp(
    { AUTH_RATE_LIMIT_MAX: '1000' },
    { database: await openTestDatabase({ corpus: true }) },
  );
});
afterAll(async () => {
  await app?.close();
});

const john316 = { religion: 'christianity', book: 'John', chapter: 3, verse: 16, translation: 'web' };
const john316Web =
  'For God so loved the world, that he gave his one and only Son, that whoever believes in him should not perish, but have eternal life.';
const fatihah1 = {
  religion: 'islam',
  book: "Qur'an",
  chapter: 1,
  verse: 1,
  translation: 'saheeh-international',
};
const dhammapada5 = { religion: 'buddhism', book: 'Dhammapada', chapter: 1, verse: 5 };

async function save(browser: BrowserSession, body: Record<string, unknown>) {
  const response = await browser.post('/api/study/items', body);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<StudyItem>();
}
const list = async (browser: BrowserSession, query = '') => {
  const response = await browser.get(`/api/study/items${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StudyListResponse>().items;
};

describe('study items', () => {
  it('bookmarks, highlights and notes a verse as a guest, with the verse text from the library', async () => {
    const guest = new BrowserSession(app);
    const highlight = await guest.post('/api/study/items', {
      ...john316,
      kind: 'highlight',
      color: 'yellow',
    });
    expect(highlight.statusCode).toBe(201);
    expect(guest.cookies.size).toBeGreaterThan(0);
    expect(highlight.json()).toMatchObject({
      kind: 'highlight',
      reference: 'John 3:16',
      translation: 'web',
      translationName: 'World English Bible',
      text: john316Web,
      color: 'yellow',
      note: null,
    });

    const recoloured = await guest.post('/api/study/items', {
      ...john316,
      kind: 'highlight',
      color: 'green',
    });
    expect(recoloured.statusCode).toBe(200);
    expect(recoloured.json()).toMatchObject({ id: highlight.json().id, color: 'green' });

    await save(guest, { ...fatihah1, kind: 'note', note: '  The opening: mercy named twice.  ' });
    await save(guest, { ...john316, kind: 'bookmark' });

    const items = await list(guest);
    expect(items.map((item) => [item.kind, item.reference])).toEqual([
      ['bookmark', 'John 3:16'],
      ['note', "Qur'an 1:1"],
      ['highlight', 'John 3:16'],
    ]);
    expect(items[1]).toMatchObject({
      note: 'The opening: mercy named twice.',
      text: 'In the name of Allah, the Entirely Merciful, the Especially Merciful.',
    });
    expect((await list(guest, '?religion=islam')).map((item) => item.reference)).toEqual(["Qur'an 1:1"]);
    expect((await list(guest, '?kind=highlight')).map((item) => item.color)).toEqual(['green']);
    expect((await list(guest, '?q=mercy')).map((item) => item.kind)).toEqual(['note']);
    expect((await list(guest, '?q=eternal%20life')).map((item) => item.kind)).toEqual([
      'bookmark',
      'highlight',
    ]);
    expect((await list(guest, '?q=john%203%3A16&kind=bookmark')).map((item) => item.kind)).toEqual([
      'bookmark',
    ]);
    expect(await list(guest, '?q=100%25')).toEqual([]);
  });

  it('lists nothing for a visitor without creating a guest', async () => {
    const visitor = new BrowserSession(app);
    expect(await list(visitor)).toEqual([]);
    expect(visitor.cookies.size).toBe(0);
  });

  it('answers 404 for a verse or translation the library does not have', async () => {
    const guest = new BrowserSession(app);
    const noVerse = await guest.post('/api/study/items', { ...john316, verse: 99, kind: 'bookmark' });
    expect(noVerse.statusCode).toBe(404);
    expect(noVerse.json().message).toBe(
      'John 3:99 (web) is not in the library. Check the book, chapter, verse and translation.',
    );
    const noTranslation = await guest.post('/api/study/items', {
      ...john316,
      translation: 'niv',
      kind: 'bookmark',
    });
    expect(noTranslation.statusCode).toBe(404);
    const noBook = await guest.post('/api/study/items', { ...john316, book: 'Hezekiah', kind: 'bookmark' });
    expect(noBook.statusCode).toBe(404);
  });

  it('refuses bad input with a clear 400', async () => {
    const guest = new BrowserSession(app);
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ ...john316, kind: 'highlight' }, /color/],
      [
        { ...john316, kind: 'highlight', color: 'ultraviolet' },
        /color must be one of yellow, green, blue, pink, purple/,
      ],
      [{ ...john316, kind: 'note', note: '   ' }, /note must not be empty/],
      [{ ...john316, kind: 'note', note: 'x'.repeat(5001) }, /note must be at most 5000 characters/],
      [{ ...john316, kind: 'favourite' }, /kind/],
      [{ ...john316, religion: 'zoroastrianism', kind: 'bookmark' }, /religion must be one of/],
      [{ ...john316, verse: 0, kind: 'bookmark' }, /verse must be at least 1/],
      [{ ...john316, chapter: 'three', kind: 'bookmark' }, /chapter must be a number/],
      [{ ...john316, kind: 'bookmark', userId: 'someone-else' }, /userId/],
    ];
    for (const [payload, message] of cases) {
      const response = await guest.post('/api/study/items', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect((await guest.get('/api/study/items?kind=favourite')).statusCode).toBe(400);
    expect((await guest.get('/api/study/export?format=pdf')).json().message).toMatch(
      /format must be markdown or csv/,
    );
    expect((await guest.get('/api/study/verse-of-the-day?timeZone=Mars/Olympus')).statusCode).toBe(400);

    const bookmark = await save(guest, { ...john316, kind: 'bookmark' });
    const colourOnBookmark = await guest.patch(`/api/study/items/${bookmark.id}`, { color: 'blue' });
    expect(colourOnBookmark.statusCode).toBe(400);
    expect(colourOnBookmark.json().message).toBe('A bookmark has no color: only a highlight does.');
    expect((await guest.patch(`/api/study/items/${bookmark.id}`, {})).statusCode).toBe(400);
    expect((await guest.patch('/api/study/items/abc', { note: 'x' })).statusCode).toBe(400);
  });

  it('keeps each person’s items their own: another user gets 404 to read, change or delete them', async () => {
    const owner = new BrowserSession(app);
    const note = await save(owner, {
      ...dhammapada5,
      translation: await dhammapadaTranslation(),
      kind: 'note',
      note: 'Hatred ceases by love.',
    });
    const other = new BrowserSession(app);
    await save(other, { ...john316, kind: 'bookmark' });

    expect((await list(other)).map((item) => item.reference)).toEqual(['John 3:16']);
    const change = await other.patch(`/api/study/items/${note.id}`, { note: 'Taken over' });
    expect(change.statusCode).toBe(404);
    expect(change.json().message).toBe('Study item not found.');
    const remove = await other.delete(`/api/study/items/${note.id}`);
    expect(remove.statusCode).toBe(404);
    const visitor = await app.inject({ method: 'DELETE', url: `/api/study/items/${note.id}` });
    expect(visitor.statusCode).toBe(404);
    const exported = await other.get('/api/study/export?format=markdown');
    expect(exported.body).not.toContain('Hatred ceases by love.');

    const [kept] = await list(owner);
    expect(kept).toMatchObject({ id: note.id, note: 'Hatred ceases by love.' });
    const edited = await owner.patch(`/api/study/items/${note.id}`, {
      note: 'Hatred is never appeased by hatred.',
    });
    expect(edited.json()).toMatchObject({ note: 'Hatred is never appeased by hatred.' });
    const deleted = await owner.delete(`/api/study/items/${note.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await list(owner)).toEqual([]);
  });
});

async function dhammapadaTranslation(): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/scriptures?religion=buddhism&book=Dhammapada&chapter=1',
  });
  return response.json().translation.id as string;
}

describe('guest items move to the account', () => {
  it('keeps a guest’s items when the guest signs up (the guest row becomes the account)', async () => {
    const browser = new BrowserSession(app);
    await save(browser, { ...john316, kind: 'highlight', color: 'pink' });
    const signup = await browser.post('/api/auth/signup', newAccount('study_signup'));
    expect(signup.statusCode, signup.body).toBe(201);
    const items = await list(browser);
    expect(items.map((item) => [item.reference, item.color])).toEqual([['John 3:16', 'pink']]);
  });

  it('moves a guest’s items on sign-in, keeping one item per verse and kind (the last changed wins)', async () => {
    const account = newAccount('study_login');
    const owner = new BrowserSession(app);
    const accountId = (await owner.post('/api/auth/signup', account)).json().user.id as string;
    await app.database.db.update(users).set({ verified: 1 }).where(eq(users.id, accountId));
    await save(owner, { ...john316, kind: 'highlight', color: 'yellow' });
    await save(owner, { ...john316, kind: 'note', note: 'Older note from the account' });

    const guest = new BrowserSession(app);
    await save(guest, { ...john316, kind: 'highlight', color: 'purple' });
    await save(guest, { ...fatihah1, kind: 'bookmark' });
    const guestId = (await guest.get('/api/auth/user')).json().id as string;

    const login = await guest.post('/api/auth/login', { email: account.email, password: account.password });
    expect(login.statusCode, login.body).toBe(200);
    const items = await list(guest);
    expect(items.map((item) => [item.kind, item.reference, item.color ?? item.note]).sort()).toEqual(
      [
        ['bookmark', "Qur'an 1:1", null],
        ['highlight', 'John 3:16', 'purple'],
        ['note', 'John 3:16', 'Older note from the account'],
      ].sort(),
    );
    expect(await app.database.db.select().from(studyItems).where(eq(studyItems.userId, guestId))).toEqual([]);
  });
});

describe('GET /api/study/export', () => {
  it('writes Markdown and CSV with reference, translation, verse text from the library, note and date', async () => {
    const browser = new BrowserSession(app);
    await save(browser, { ...john316, kind: 'note', note: 'Love that gives, "freely".' });
    await save(browser, { ...fatihah1, kind: 'highlight', color: 'blue' });
    await save(browser, { ...john316, translation: 'kjv', kind: 'note', note: '=HYPERLINK("x")' });
    const today = new Date().toISOString().slice(0, 10);

    const markdown = await browser.get('/api/study/export?format=markdown');
    expect(markdown.statusCode).toBe(200);
    expect(markdown.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(markdown.headers['content-disposition']).toBe(
      `attachment; filename="sacred-circle-study-${today}.md"`,
    );
    expect(markdown.body).toContain('# My Study — Sacred Circle');
    expect(markdown.body.indexOf('## Christianity')).toBeLessThan(markdown.body.indexOf('## Islam'));
    expect(markdown.body).toContain(
      `### John 3:16 — Note\n\n*World English Bible (web)* · ${today}\n\n> ${john316Web}\n\nNote: Love that gives, "freely".`,
    );
    expect(markdown.body).toContain("### Qur'an 1:1 — Highlight (blue)");
    expect(markdown.body).toContain(
      '> In the name of Allah, the Entirely Merciful, the Especially Merciful.',
    );

    const csv = await browser.get('/api/study/export?format=csv&religion=christianity');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="sacred-circle-study-${today}.csv"`,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Tradition,Reference,Translation,Kind,Colour,Verse text,Note,Date');
    expect(lines).toHaveLength(3);
    expect(lines).toContain(
      `Christianity,John 3:16,World English Bible (web),Note,,"${john316Web}","Love that gives, ""freely"".",${today}`,
    );
    const kjvLine = lines.find((line) => line.includes('(kjv)'))!;
    expect(kjvLine).toContain('"For God so loved the world, that he gave his only begotten Son');
    expect(kjvLine).toContain(`"'=HYPERLINK(""x"")"`);
  });
});

describe('GET /api/study/verse-of-the-day', () => {
  it('is one notable verse per date with its text from the library and a deep link', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/study/verse-of-the-day?timeZone=Asia/Tokyo' });
    expect(first.statusCode, first.body).toBe(200);
    const verse = first.json();
    const again = await app.inject({ method: 'GET', url: '/api/study/verse-of-the-day?timeZone=Asia/Tokyo' });
    expect(again.json()).toEqual(verse);
    const tokyoDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
    expect(verse.date).toBe(tokyoDay);
    const chapter = await app.inject({
      method: 'GET',
      url: `/api/scriptures?religion=${verse.religion}&book=${encodeURIComponent(verse.book)}&chapter=${verse.chapter}&translation=${verse.translation}`,
    });
    const inLibrary = chapter.json().verses.find((item: { verse: number }) => item.verse === verse.verse);
    expect(verse.text).toBe(inLibrary.text);
    expect(verse.link).toBe(
      `/dashboard?${new URLSearchParams({ religion: verse.religion, book: verse.book, chapter: String(verse.chapter), verse: String(verse.verse) })}`,
    );
  });
});
