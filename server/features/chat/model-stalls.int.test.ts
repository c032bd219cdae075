import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LLMock } from '@copilotkit/aimock';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ChatStreamEvent } from '../../../common/api/chat';
import { aiUsage } from '../../db/schema/chat';
import { createTestApp } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';
import { replaceDeadlineTimers, type DeadlineTimers } from './guide/deadlines';
import { ask, bearer, comments, parseEvents, signUp, type TestUser } from './testing/chat-client';
import { StallingModel } from './testing/stalling-model';

/*
 * A model that never answers, stops halfway or breaks its stream, played by an endpoint mounted on aimock. The
 * deadlines run on a clock the test moves: a deadline passes when the test says, once the stream shows what
 * came before it, so the test never waits for one and a busy machine cannot reorder the events.
 */
const FIRST_TOKEN_MS = 1000;
const TOTAL_MS = 2000;

/** The deadlines' clock: nothing passes until `advance`. */
class TestClock implements DeadlineTimers {
  private now = 0;
  private nextId = 1;
  private readonly pending = new Map<number, { at: number; onPassed: () => void }>();

  start(onPassed: () => void, ms: number) {
    const id = this.nextId++;
    this.pending.set(id, { at: this.now + ms, onPassed });
    return id;
  }

  cancel(timer: unknown) {
    this.pending.delete(timer as number);
  }

  get armed() {
    return this.pending.size;
  }

  advance(ms: number) {
    this.now += ms;
    const due = [...this.pending].filter(([, timer]) => timer.at <= this.now);
    for (const [id, timer] of due.sort((a, b) => a[1].at - b[1].at)) {
      this.pending.delete(id);
      timer.onPassed();
    }
  }
}

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
let address: string;
let clock: TestClock;
let restoreTimers: () => void;

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
  address = await app.listen({ port: 0, host: '127.0.0.1' });
  clock = new TestClock();
  restoreTimers = replaceDeadlineTimers(clock);
});
afterAll(async () => {
  restoreTimers?.();
  await app?.close();
  model.release();
  await mock?.stop();
});

async function answersCounted(user: TestUser): Promise<number> {
  const rows = await app.database.db.select().from(aiUsage).where(eq(aiUsage.userId, user.id));
  return rows.reduce((sum, row) => sum + row.requests, 0);
}

/** A chat stream read as it arrives, so the test can act between its events. */
async function openStream(user: TestUser, body: { sessionId: string; message: string }) {
  const response = await fetch(`${address}/api/chat/stream`, {
    method: 'POST',
    headers: { ...bearer(user), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  /** The blocks received whole so far. */
  const whole = () => text.slice(0, text.lastIndexOf('\n\n') + 2);
  return {
    status: response.status,
    whole,
    async until(seen: (received: string) => boolean) {
      while (!seen(whole())) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`the stream ended first:\n${text}`);
        text += decoder.decode(value, { stream: true });
      }
    },
    async rest() {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return text;
        text += decoder.decode(value, { stream: true });
      }
    },
  };
}

const eventNames = (payload: string) => parseEvents(payload).map((event) => event.event);

function finished(events: ChatStreamEvent[]) {
  const done = events.at(-1)!;
  if (done.event !== 'done') throw new Error(`the stream ended with ${done.event}`);
  return done.aiMessage;
}

describe('a model that stalls', () => {
  it('never answers: heartbeats while waiting, then the offline answer at the first-token deadline, the call cancelled', async () => {
    const user = await signUp(app, 'waiting');
    const calls = model.calls.length;
    const stream = await openStream(user, {
      sessionId: 'hang',
      message: 'The model never answers: how can I forgive?',
    });
    expect(stream.status).toBe(200);
    // The model has the question and the stream keeps alive; no deadline has passed, so nothing else came.
    await stream.until((received) => comments(received).length >= 2 && model.calls.length > calls);
    expect(eventNames(stream.whole())).toEqual(['start']);
    expect(clock.armed).toBe(2);

    clock.advance(FIRST_TOKEN_MS);
    const events = parseEvents(await stream.rest());
    expect(events.map((event) => event.event).slice(0, 2)).toEqual(['start', 'fallback']);
    const message = finished(events);
    expect(message.offlineFallback).toBe(true);
    expect(message.context).toMatchObject({ guide: 'offline', fallback: 'first-token-timeout' });
    expect(message.content).toContain('I am quoting the texts themselves');
    expect(await model.calls.at(-1)!.closed).toBe(true);
    expect(await answersCounted(user)).toBe(0);
    expect(clock.armed).toBe(0);
  });

  it('stops halfway: what it wrote is withdrawn at the total deadline and the offline answer follows', async () => {
    const stream = await openStream(await signUp(app, 'halfway'), {
      sessionId: 'half',
      message: 'The model stops halfway: how can I forgive?',
    });
    await stream.until((received) => eventNames(received).includes('delta'));
    // The first text came in time: only the total deadline is left, and the first-token one passes unnoticed.
    expect(clock.armed).toBe(1);
    clock.advance(FIRST_TOKEN_MS);
    expect(clock.armed).toBe(1);

    clock.advance(TOTAL_MS - FIRST_TOKEN_MS);
    const events = parseEvents(await stream.rest());
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
