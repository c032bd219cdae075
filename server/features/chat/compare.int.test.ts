import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { compareThemes, type CompareResult } from '../../../common/api/chat';
import { parsePerspectives } from '../../../common/chat/perspective-tags';
import { religionIds } from '../../../common/scripture/religions';
import { createTestApp } from '../../test/test-app';
import { describeOnFullLibrary, openTestDatabase } from '../../test/test-database';
import { bearer, signUp, type TestUser } from './testing/chat-client';

let app: FastifyInstance;
let reader: TestUser;

beforeAll(async () => {
  app = await createTestApp(
    { CHAT_RATE_LIMIT_MAX: '1000', FREE_DAILY_AI_QUOTA: '1000' },
    { database: await openTestDatabase({ corpus: true }) },
  );
  reader = await signUp(app, 'comparer');
});
afterAll(async () => {
  await app?.close();
});

function compare(payload: object, on: { app: FastifyInstance; user: TestUser } = { app, user: reader }) {
  return on.app.inject({ method: 'POST', url: '/api/chat/compare', headers: bearer(on.user), payload });
}

describe('POST /api/chat/compare', () => {
  it.each([1, 2, 10])('returns at most maxVersesPerReligion = %i per tradition', async (max) => {
    const result: CompareResult = (
      await compare({ theme: 'hope', sessionId: 'cmp-2', maxVersesPerReligion: max })
    ).json();
    for (const religion of religionIds) {
      expect(result.verses[religion]!.length).toBeGreaterThan(0);
      expect(result.verses[religion]!.length).toBeLessThanOrEqual(max);
    }
  });

  it('answers every preset theme, leaving a tradition empty rather than quoting an unrelated verse', async () => {
    // The fixture library's few chapters of the Tanakh say nothing of an afterlife: the relevance floor leaves
    // Judaism empty there instead of quoting "God called the firmament Heaven".
    for (const theme of compareThemes) {
      const result: CompareResult = (
        await compare({ theme, sessionId: 'cmp-4', maxVersesPerReligion: 3 })
      ).json();
      expect(
        Object.values(result.verses).filter((verses) => verses!.length > 0).length,
        theme,
      ).toBeGreaterThanOrEqual(4);
      const texts = Object.values(result.verses).flatMap((verses) => verses!.map((verse) => verse.text));
      if (theme === 'afterlife') for (const text of texts) expect(text).not.toMatch(/firmament/);
    }
  });

  it('says plainly that nothing was found, suggests nearby themes and never shows the request it made', async () => {
    const result: CompareResult = (
      await compare({ theme: 'blorft zqxv', sessionId: 'cmp-5', maxVersesPerReligion: 3 })
    ).json();
    expect(Object.values(result.verses).flat()).toEqual([]);
    expect(result.aiSummary).toBe('No passages on “blorft zqxv” were found in any of the five traditions.');
    expect(result.aiSummary).not.toMatch(/five traditions teach/);
    expect(result.suggestions).toEqual(['love', 'forgiveness', 'hope']);
  });

  it.each([
    [{ theme: '   ', sessionId: 'x' }, /Please choose or type a theme/],
    [{ theme: 'love', sessionId: 'x', maxVersesPerReligion: 0 }, /at least 1/],
    [{ theme: 'love', sessionId: 'x', maxVersesPerReligion: 11 }, /at most 10/],
    [{ theme: 'love', sessionId: 'x', maxVersesPerReligion: 2.5 }, /whole number/],
    [{ theme: 'love' }, /sessionId/],
    [{ theme: 'love', sessionId: 'x', religion: 'islam' }, /unknown field religion/],
  ])('refuses %j with a 400', async (payload, message) => {
    const response = await compare(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });
});

// The quality of a comparison (five verses a tradition, enough passages to judge a stemmer) needs every verse.
describeOnFullLibrary('POST /api/chat/compare', () => {
  let full: { app: FastifyInstance; user: TestUser };
  beforeAll(async () => {
    const fullApp = await createTestApp(
      { CHAT_RATE_LIMIT_MAX: '1000', FREE_DAILY_AI_QUOTA: '1000' },
      { database: await openTestDatabase({ corpus: 'full' }) },
    );
    full = { app: fullApp, user: await signUp(fullApp, 'comparer') };
  });
  afterAll(async () => {
    await full?.app.close();
  });

  it('gives five verses per tradition by default, in the contract shape, with a summary in perspective tags', async () => {
    const response = await compare({ theme: 'forgiveness', sessionId: 'cmp-1' }, full);
    expect(response.statusCode).toBe(200);
    const result: CompareResult = response.json();
    expect(result.theme).toBe('forgiveness');
    expect(Object.keys(result.verses)).toEqual([...religionIds]);
    for (const religion of religionIds) {
      const verses = result.verses[religion]!;
      expect(verses).toHaveLength(5);
      for (const verse of verses) {
        expect(Object.keys(verse).sort()).toEqual(
          expect.arrayContaining(['book', 'chapter', 'reference', 'text', 'translation', 'verse']),
        );
        expect(verse.text.length).toBeGreaterThan(10);
        expect(verse.reference.startsWith(`${verse.book} ${verse.chapter}:${verse.verse}`)).toBe(true);
      }
    }
    expect(result.verses.christianity![0]).toEqual({
      text: '“For if you forgive men their trespasses, your heavenly Father will also forgive you.',
      reference: 'Matthew 6:14',
      book: 'Matthew',
      chapter: 6,
      verse: 14,
      translation: 'web',
      translationName: 'World English Bible',
    });
    expect(result.verses.islam![0]!.reference).toBe("Qur'an 24:22");
    expect(result.verses.buddhism![0]!.reference).toBe('Dhammapada 1:5');
    const summary = parsePerspectives(result.aiSummary);
    expect(summary.intro).toMatch(/On forgiveness, I am quoting the texts themselves/);
    expect(summary.perspectives.map((block) => block.religion)).toEqual([...religionIds]);
  });

  it('answers every preset theme from all five traditions', async () => {
    for (const theme of compareThemes) {
      const result: CompareResult = (
        await compare({ theme, sessionId: 'cmp-4', maxVersesPerReligion: 3 }, full)
      ).json();
      expect(
        Object.values(result.verses).filter((verses) => verses!.length > 0),
        theme,
      ).toHaveLength(5);
    }
  });

  it('never takes “compassed” for compassion (the English stemmer’s compass)', async () => {
    const result: CompareResult = (
      await compare({ theme: 'compassion', sessionId: 'cmp-3', maxVersesPerReligion: 10 }, full)
    ).json();
    const texts = Object.values(result.verses).flatMap((verses) => verses!.map((verse) => verse.text));
    expect(texts.length).toBeGreaterThan(30);
    for (const text of texts) expect(text).not.toMatch(/\bcompass(?:ed|eth|ing)?\b/i);
    expect(texts.some((text) => /compassion/i.test(text))).toBe(true);
  });

  it('trims a custom theme and searches it', async () => {
    const result: CompareResult = (
      await compare({ theme: '  gratitude  ', sessionId: 'cmp-5' }, full)
    ).json();
    expect(result.theme).toBe('gratitude');
    expect(Object.values(result.verses).flat().length).toBeGreaterThan(5);
  });
});
