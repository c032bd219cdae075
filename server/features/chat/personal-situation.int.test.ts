import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { CompareResult } from '../../../common/api/chat';
import { createTestApp } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';
import { bearer, signUp, type TestUser } from './testing/chat-client';

// The fixture library holds the whole World English Bible: Exodus 21:15 ("Anyone who attacks his father or his
// mother shall be surely put to death") shares both nouns of the question below, as do many laws and stories.
let app: FastifyInstance;
let reader: TestUser;

beforeAll(async () => {
  app = await createTestApp(
    { CHAT_RATE_LIMIT_MAX: '1000', FREE_DAILY_AI_QUOTA: '1000' },
    { database: await openTestDatabase({ corpus: true }) },
  );
  reader = await signUp(app, 'mourner');
});
afterAll(async () => {
  await app?.close();
});

async function christianTexts(theme: string): Promise<string[]> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/chat/compare',
    headers: bearer(reader),
    payload: { theme, sessionId: 'personal', maxVersesPerReligion: 5 },
  });
  expect(response.statusCode).toBe(200);
  const result: CompareResult = response.json();
  return (result.verses.christianity ?? []).map((verse) => verse.text);
}

describe('a reader asking about their own life', () => {
  it('gets consolation for the death of a father, not the law on striking one', async () => {
    const texts = await christianTexts('How do I cope with the death of my father?');
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).not.toMatch(/put to death|attacks his father/i);
    // A passage of comfort in grief or of life beyond death.
    expect(texts.some((text) => /resurrection|mourn|every tear|comfort/i.test(text))).toBe(true);
  });

  it('gets mercy for guilt, not the rite of the guilt offering', async () => {
    const texts = await christianTexts('I did something terrible and I feel so guilty');
    for (const text of texts) expect(text).not.toMatch(/offering|shall bring/i);
    expect(texts.some((text) => /forgiv|merc|cleanse/i.test(text))).toBe(true);
  });
});
