import { afterAll, beforeAll, expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../../test/test-app';
import { openTestDatabase } from '../../../test/test-database';
import type { CompareResult, CompareVerse } from '../../../../common/api/chat';
import type { ReligionId } from '../../../../common/scripture/religions';
import { bearer, signUp, type TestUser } from './chat-client';

export type ChatTestApp = { app: FastifyInstance; reader: TestUser };

/**
 * The app on the fixture library with one signed-up reader, made before the file's tests and closed after them;
 * the chat limits and the daily quota are set high enough that no test meets them.
 */
export function useChatTestApp(username: string): ChatTestApp {
  const chat = {} as ChatTestApp;
  beforeAll(async () => {
    chat.app = await createTestApp(
      { CHAT_RATE_LIMIT_MAX: '1000', FREE_DAILY_AI_QUOTA: '1000' },
      { database: await openTestDatabase({ corpus: true }) },
    );
    chat.reader = await signUp(chat.app, username);
  });
  afterAll(async () => {
    await chat.app?.close();
  });
  return chat;
}

/** The verses the real compare route gives one tradition for a theme (five at most), for tests that read them. */
export async function compareVerses(
  chat: ChatTestApp,
  theme: string,
  religion: ReligionId,
): Promise<CompareVerse[]> {
  const response = await chat.app.inject({
    method: 'POST',
    url: '/api/chat/compare',
    headers: bearer(chat.reader),
    payload: { theme, sessionId: `compare-${religion}`, maxVersesPerReligion: 5 },
  });
  expect(response.statusCode).toBe(200);
  const result: CompareResult = response.json();
  return result.verses[religion] ?? [];
}
