import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LLMock } from '@copilotkit/aimock';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ChatStreamEvent } from '../../../common/api/chat';
import { aiUsage } from '../../db/schema/chat';
import { createTestApp } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';
import { ask, bearer, comments, parseEvents, signUp, type TestUser } from './testing/chat-client';
import { StallingModel } from './testing/stalling-model';

/*
 * A model that never answers, stops halfway or breaks its stream, played by an endpoint mounted on aimock. The
 * deadlines are small (a few hundred ms) so a hang costs the test a moment, not a minute.
 */
const FIRST_TOKEN_MS = 1000;
const TOTAL_MS = 2000;

const model = new StallingModel((question) => {
  if (/never answers/.test(question)) return { send: '', hang: true };
  if (/stops halfway/.test(question))
    return { send: StallingModel.chunk('Forgiveness is a long road. It'), hang: true };
  if (/breaks/.test(question))
    return {
      send: `${StallingModel.chunk('Forgiveness is hard. ')}data: {"choices": [{"delta": \n\n`,
      hang: false,
    };
  return { send: '', hang: true };
});

let mock: LLMock;
let app: FastifyInstance;

beforeAll(async () => {
  mock = new LLMock({ port: 0 });
  mock.mount('/stalling', model);
  await mock.start();
  app = await createTestApp(
    {
      LLM_BASE_URL: `${mock.url}/stalling/v1`,
      LLM_MODEL: 'scholar-test',
      LLM_FIRST_TOKEN_TIMEOUT_MS: String(FIRST_TOKEN_MS),
      LLM_TOTAL_TIMEOUT_MS: String(TOTAL_MS),
      CHAT_HEARTBEAT_MS: '50',
      CHAT_RATE_LIMIT_MAX: '1000',
      FREE_DAILY_AI_QUOTA: '1000',
    },
    { database: await openTestDatabase({ corpus: true }) },
  );
});
afterAll(async () => {
  await app?.close();
  model.release();
  await mock?.stop();
});

async function answersCounted(user: TestUser): Promise<number> {
  const rows = await app.database.db.select().from(aiUsage).where(eq(aiUsage.userId, user.id));
  return rows.reduce((sum, row) => sum + row.requests, 0);
}

function finished(events: ChatStreamEvent[]) {
  const done = events.at(-1)!;
  if (done.event !== 'done') throw new Error(`the stream ended with ${done.event}`);
  return done.aiMessage;
}

describe('a model that stalls', () => {
  it('never answers: heartbeats while waiting, then the offline answer at the first-token deadline, the call cancelled', async () => {
    const user = await signUp(app, 'waiting');
    const response = await ask(
      app,
      user,
      { sessionId: 'hang', message: 'The model never answers: how can I forgive?' },
      '/api/chat/stream',
    );
    expect(response.statusCode).toBe(200);
    expect(comments(response.body).length).toBeGreaterThanOrEqual(2);
    const events = parseEvents(response.body);
    expect(events.map((event) => event.event).slice(0, 2)).toEqual(['start', 'fallback']);
    const message = finished(events);
    expect(message.offlineFallback).toBe(true);
    expect(message.context).toMatchObject({ guide: 'offline', fallback: 'first-token-timeout' });
    expect(message.content).toContain('I am quoting the texts themselves');
    expect(await model.calls.at(-1)!.closed).toBe(true);
    expect(await answersCounted(user)).toBe(0);
  });

  it('stops halfway: what it wrote is withdrawn at the total deadline and the offline answer follows', async () => {
    const response = await ask(
      app,
      await signUp(app, 'halfway'),
      { sessionId: 'half', message: 'The model stops halfway: how can I forgive?' },
      '/api/chat/stream',
    );
    const events = parseEvents(response.body);
    expect(events.slice(0, 3)).toMatchObject([
      { event: 'start' },
      { event: 'delta', text: 'Forgiveness is a long road. ' },
      { event: 'fallback' },
    ]);
    const message = finished(events);
    expect(message.context).toMatchObject({ fallback: 'total-timeout' });
    expect(message.content).not.toContain('Forgiveness is a long road');
    expect(await model.calls.at(-1)!.closed).toBe(true);
  });

  it('breaks its stream: the offline answer is given and stored, not an error', async () => {
    const user = await signUp(app, 'broken');
    const response = await ask(app, user, {
      sessionId: 'broken',
      message: 'The model breaks: how can I forgive?',
    });
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply.aiMessage.offlineFallback).toBe(true);
    expect(reply.aiMessage.context).toMatchObject({ fallback: 'error' });
    expect(reply.aiMessage.content).not.toContain('Forgiveness is hard.');
    const history = (
      await app.inject({ method: 'GET', url: '/api/chat/broken', headers: bearer(user) })
    ).json();
    expect(history.messages[1].content).toBe(reply.aiMessage.content);
  });
});

describe('a reader who leaves', () => {
  it('cancels the model call, stores no empty answer and keeps the quota', async () => {
    const user = await signUp(app, 'leaving');
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const calls = model.calls.length;
    const reader = new AbortController();
    const response = await fetch(`${address}/api/chat/stream`, {
      method: 'POST',
      headers: { ...bearer(user), 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId: 'leave', message: 'I will leave: how can I forgive?' }),
      signal: reader.signal,
    });
    const body = response.body!.getReader();
    let seen = '';
    while (!seen.includes('event: start')) seen += new TextDecoder().decode((await body.read()).value);
    // The model has the question; the reader closes the tab.
    while (model.calls.length === calls) await new Promise((resolve) => setImmediate(resolve));
    reader.abort();

    expect(await model.calls.at(-1)!.closed).toBe(true);
    const history = (
      await app.inject({ method: 'GET', url: '/api/chat/leave', headers: bearer(user) })
    ).json();
    expect(history.messages.map((row: { type: string }) => row.type)).toEqual(['user']);
    await expect.poll(() => answersCounted(user)).toBe(0);
  });
});
