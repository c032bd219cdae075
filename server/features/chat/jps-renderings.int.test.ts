import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { CompareResult } from '../../../common/api/chat';
import { createTestApp } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';
import { bearer, signUp, type TestUser } from './testing/chat-client';

// The fixture library holds Leviticus 19 in the 1917 Tanakh: "And if a stranger sojourn with thee in your land, ye
// shall not do him wrong" (19:33) is its law on the refugee, in words a reader of today does not ask with.
let app: FastifyInstance;
let reader: TestUser;

beforeAll(async () => {
  app = await createTestApp(
    { CHAT_RATE_LIMIT_MAX: '1000', FREE_DAILY_AI_QUOTA: '1000' },
    { database: await openTestDatabase({ corpus: true }) },
  );
  reader = await signUp(app, 'seeker');
});
afterAll(async () => {
  await app?.close();
});

describe("a reader's modern word and the 1917 Tanakh", () => {
  it('finds the law on the stranger for a question about refugees, in the translation quoted', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/chat/compare',
      headers: bearer(reader),
      payload: { theme: 'how should we treat refugees', sessionId: 'renderings', maxVersesPerReligion: 5 },
    });
    expect(response.statusCode).toBe(200);
    const result: CompareResult = response.json();
    const tanakh = result.verses.judaism ?? [];
    const stranger = tanakh.find((verse) => /a stranger sojourn with thee/i.test(verse.text));
    expect(stranger?.reference).toMatch(/^Leviticus 19:3[34]/);
  });
});
