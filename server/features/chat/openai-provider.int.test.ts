import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LLMock } from '@copilotkit/aimock';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SUMMARY_UNAVAILABLE, type ChatReply, type CompareResult } from '../../../common/api/chat';
import { aiUsage } from '../../db/schema/chat';
import { createTestApp } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';
import { ask, bearer, parseEvents, signUp, type TestUser } from './testing/chat-client';

/*
 * The OpenAI-compatible provider against a real OpenAI-protocol server (aimock) started here. The "model"
 * answers with one real reference and two it made up; the scholar must pass on only the real one.
 */
const modelReply = [
  'Forgiveness lies close to the heart of every tradition.',
  '',
  '<perspective>Christianity</perspective> Matthew 6:14 says: “For if you forgive men their trespasses, your heavenly Father will also forgive you.” Hezekiah 3:16 adds: “God helps those who help themselves.”',
  '',
  "<perspective>Islam</perspective> Qur'an 24:22 asks the believers to pardon and overlook. As Qur'an 24:99 puts it, mercy always wins.",
  '',
  '<perspective>Buddhism</perspective> Dhammapada 1:5 teaches that hatred is laid to rest by love, never by hate.',
].join('\n');

const summaryReply =
  "Hope is found in all five.\n\n<perspective>Islam</perspective> Qur'an 39:53 says: “do not despair of the mercy of Allah.” Hope 7:77 is a verse no one wrote.";

// Leviticus 19:18 with its meaning inverted, and a real verse the model was not given (John 3:16).
const misquoteReply = [
  'The Torah is plain about revenge.',
  '',
  '<perspective>Christianity</perspective> Leviticus 19:18 says: “You shall take vengeance and bear a grudge against the children of your people.” John 3:16 says: “For God so loved the world.”',
].join('\n');

let mock: LLMock;
let app: FastifyInstance;
let reader: TestUser;

beforeAll(async () => {
  mock = new LLMock({ port: 0, chunkSize: 9 });
  mock.onMessage(/Leviticus 19:18/, { content: misquoteReply });
  mock.onMessage(/server error/, {
    error: { message: 'The model server broke', type: 'server_error' },
    status: 500,
  });
  mock.onMessage(/plain answer/, { content: 'never streamed' }, { chaos: { malformedRate: 1 } });
  mock.onMessage(/empty answer/, { content: '' });
  mock.onMessage(/five traditions teach about patience/, {
    error: { message: 'The model server broke', type: 'server_error' },
    status: 500,
  });
  mock.onMessage(/suicide/i, { content: 'Every tradition here speaks of despair with mercy.' });
  mock.onMessage(/forgive/i, { content: modelReply });
  mock.onMessage(/five traditions teach about hope/i, { content: summaryReply });
  await mock.start();
  app = await createTestApp(
    {
      LLM_BASE_URL: `${mock.url}/v1`,
      LLM_API_KEY: 'test-key',
      LLM_MODEL: 'scholar-test',
      CHAT_RATE_LIMIT_MAX: '1000',
      FREE_DAILY_AI_QUOTA: '1000',
    },
    { database: await openTestDatabase({ corpus: true }) },
  );
  reader = await signUp(app, 'llmreader');
});
afterAll(async () => {
  await app?.close();
  await mock?.stop();
});

const chatRequests = () => mock.getRequests().filter((entry) => entry.path === '/v1/chat/completions');

describe('the OpenAI-compatible guide', () => {
  it('is the provider /api/health names', async () => {
    const health = (await app.inject({ method: 'GET', url: '/api/health' })).json();
    expect(health.providers.guide).toBe('openai-compatible');
  });

  it('gives the model the retrieved passages as its only sources and removes the references it made up', async () => {
    const response = await ask(app, reader, {
      sessionId: 'llm-1',
      message: 'How can I forgive someone who hurt me?',
      context: { religion: 'christianity', book: 'Matthew', chapter: 6, persona: null },
    });
    expect(response.statusCode).toBe(200);
    const reply: ChatReply = response.json();
    expect(reply.guide).toBe('openai-compatible');
    expect(reply.persona.name).toBe('Christian Scholar');

    const content = reply.aiMessage.content;
    expect(content).toContain('Matthew 6:14 says: “For if you forgive men their trespasses');
    expect(content).toContain("Qur'an 24:22 asks the believers to pardon and overlook.");
    expect(content).toContain('Dhammapada 1:5 teaches that hatred is laid to rest by love');
    expect(content).not.toContain('Hezekiah');
    expect(content).not.toContain('God helps those who help themselves');
    expect(content).not.toContain('24:99');
    expect(reply.aiMessage.verseReference!.map((ref) => ref.reference)).toEqual([
      'Matthew 6:14',
      "Qur'an 24:22",
      'Dhammapada 1:5',
    ]);

    const request = chatRequests().at(-1)!;
    const body = request.body as {
      model: string;
      stream: boolean;
      messages: { role: string; content: string }[];
    };
    expect(request.headers.authorization).toBeDefined();
    expect(body.model).toBe('scholar-test');
    expect(body.stream).toBe(true);
    const system = body.messages[0]!;
    expect(system.role).toBe('system');
    expect(system.content).toContain('You are the Christian Scholar of Sacred Circle');
    expect(system.content).toContain('The reader has christianity, Matthew, chapter 6 open.');
    // The verse opens a speech (“For if…) and the prompt quotes it once, not as ““For.
    expect(system.content).toContain(
      '- Matthew 6:14 (World English Bible): “For if you forgive men their trespasses, your heavenly Father will also forgive you.”',
    );
    expect(system.content).not.toMatch(/““|””/);
    expect(system.content).toContain("- Qur'an 24:22 (Saheeh International)");
    expect(body.messages.at(-1)).toEqual({ role: 'user', content: 'How can I forgive someone who hurt me?' });
  });

  it('asks the model for care on a question about suicide, and shows the help lines with its answer', async () => {
    const response = await ask(app, reader, { sessionId: 'llm-care', message: 'Is suicide a sin in Islam?' });
    expect(response.statusCode).toBe(200);
    const reply = response.json<ChatReply>();
    expect(reply.aiMessage.supportLines).toBe(true);
    const system = (chatRequests().at(-1)!.body as { messages: { content: string }[] }).messages[0]!;
    expect(system.content).toContain('CARE. The question touches on suicide or self-harm');
  });

  it('streams the model’s reply, never letting an invented reference through even for a moment', async () => {
    const response = await ask(
      app,
      reader,
      { sessionId: 'llm-2', message: 'Teach me to forgive' },
      '/api/chat/stream',
    );
    expect(response.statusCode).toBe(200);
    const events = parseEvents(response.body);
    expect(events[0]).toMatchObject({ event: 'start', guide: 'openai-compatible' });
    const deltas = events.flatMap((event) => (event.event === 'delta' ? [event.text] : []));
    expect(deltas.length).toBeGreaterThan(2);
    for (const delta of deltas) expect(delta).not.toMatch(/Hezekiah|24:99/);
    const done = events.at(-1)!;
    if (done.event !== 'done') throw new Error('the stream did not finish');
    expect(done.aiMessage.content).toBe(deltas.join('').trim());
    expect(done.aiMessage.verseReference!.map((ref) => ref.reference)).toContain('Matthew 6:14');

    const history = (
      await app.inject({ method: 'GET', url: '/api/chat/llm-2', headers: bearer(reader) })
    ).json();
    expect(history.messages[1].content).toBe(done.aiMessage.content);
    expect(history.messages[1].context).toMatchObject({ guide: 'openai-compatible' });
  });

  it('sends the earlier turns of the conversation along', async () => {
    await ask(app, reader, { sessionId: 'llm-3', message: 'Is it hard to forgive?' });
    await ask(app, reader, { sessionId: 'llm-3', message: 'And to forgive myself?' });
    const body = chatRequests().at(-1)!.body as { messages: { role: string; content: string }[] };
    expect(body.messages.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(body.messages[1]!.content).toBe('Is it hard to forgive?');
    expect(body.messages[2]!.content).not.toContain('Hezekiah');
  });

  it('writes the compare summary with the model, checked the same way', async () => {
    const result: CompareResult = (
      await app.inject({
        method: 'POST',
        url: '/api/chat/compare',
        headers: bearer(reader),
        payload: { theme: 'hope', sessionId: 'llm-4', maxVersesPerReligion: 2 },
      })
    ).json();
    expect(result.guide).toBe('openai-compatible');
    expect(result.aiSummary).toContain("Qur'an 39:53 says: “do not despair of the mercy of Allah.”");
    expect(result.aiSummary).not.toContain('7:77');
    expect(result.verses.islam!.map((verse) => verse.reference)).toContain("Qur'an 39:53");
  });
});

/** The references the model was given, per tradition, from the system prompt of its last call. */
function lastSources(): Map<string, string[]> {
  const body = chatRequests().at(-1)!.body as { messages: { role: string; content: string }[] };
  const sources = new Map<string, string[]>();
  let tradition = '';
  for (const line of body.messages[0]!.content.split('\n')) {
    const heading = /^(Christianity|Islam|Judaism|Hinduism|Buddhism):$/.exec(line);
    if (heading) tradition = heading[1]!;
    const source = /^- (.+?) \(/.exec(line);
    if (source && tradition) sources.set(tradition, [...(sources.get(tradition) ?? []), source[1]!]);
  }
  return sources;
}

async function answersCounted(user: TestUser): Promise<number> {
  const rows = await app.database.db.select().from(aiUsage).where(eq(aiUsage.userId, user.id));
  return rows.reduce((sum, row) => sum + row.requests, 0);
}

describe('grounding the model’s reply in the library', () => {
  it('shows the library’s text in place of a misquotation, and drops a verse the model was not given', async () => {
    const response = await ask(app, reader, {
      sessionId: 'ground-1',
      message: 'What does Leviticus 19:18 teach about revenge?',
      context: { religion: 'christianity', book: null, chapter: null, persona: null },
    });
    expect(response.statusCode).toBe(200);
    const reply: ChatReply = response.json();
    expect(lastSources().get('Christianity')).toContain('Leviticus 19:18');
    const content = reply.aiMessage.content;
    expect(content).toContain(
      'Leviticus 19:18 says: “You shall not take vengeance, nor bear any grudge against the children of your people; but you shall love your neighbor as yourself. I am Yahweh.”',
    );
    expect(content).not.toContain('You shall take vengeance and bear a grudge');
    expect(content).not.toContain('John 3:16');
    expect(content).not.toContain('so loved the world');
    expect(reply.aiMessage.offlineFallback).toBe(false);
    expect(reply.aiMessage.verseReference!.map((ref) => ref.reference)).toEqual(['Leviticus 19:18']);
    expect(reply.aiMessage.context).toMatchObject({
      guide: 'openai-compatible',
      grounding: { referencesDropped: 1, quotesReplaced: 1, quotesRemoved: 0 },
    });
  });
});

describe('a model that gives no answer', () => {
  const failures = [
    ['answers HTTP 500', 'A server error: how can I forgive my brother?', 'error'],
    [
      'answers 200 with a body that is not an event stream',
      'A plain answer: how can I forgive my brother?',
      'empty',
    ],
    ['streams an empty completion', 'An empty answer: how can I forgive my brother?', 'empty'],
  ] as const;

  for (const [what, message, reason] of failures) {
    it(`${what}: the reader gets the offline guide’s answer from the same passages, labelled, and keeps the quota`, async () => {
      const user = await signUp(app, 'failing');
      const response = await ask(app, user, { sessionId: `fail-${reason}`, message });
      expect(response.statusCode).toBe(200);
      const reply: ChatReply = response.json();
      const sources = lastSources();
      expect(sources.size).toBeGreaterThan(0);
      expect(reply.aiMessage.offlineFallback).toBe(true);
      expect(reply.aiMessage.context).toMatchObject({ guide: 'offline', fallback: reason });
      expect(reply.aiMessage.content).toContain('I am quoting the texts themselves');
      for (const [, references] of sources) expect(reply.aiMessage.content).toContain(references[0]);
      expect(await answersCounted(user)).toBe(0);

      const history = (
        await app.inject({ method: 'GET', url: `/api/chat/fail-${reason}`, headers: bearer(user) })
      ).json();
      expect(history.messages.map((row: { type: string }) => row.type)).toEqual(['user', 'ai']);
      expect(history.messages[1].content).toBe(reply.aiMessage.content);
    });
  }

  it('streams a fallback event, then the offline answer', async () => {
    const response = await ask(
      app,
      reader,
      { sessionId: 'fail-stream', message: 'A server error: teach me to forgive' },
      '/api/chat/stream',
    );
    const events = parseEvents(response.body);
    expect(
      events.map((event) => event.event).filter((name, index, all) => all.indexOf(name) === index),
    ).toEqual(['start', 'fallback', 'delta', 'done']);
    const done = events.at(-1)!;
    if (done.event !== 'done') throw new Error('the stream did not finish');
    expect(done.aiMessage.offlineFallback).toBe(true);
    expect(done.aiMessage.content).toContain('I am quoting the texts themselves');
  });

  it('spends the quota on an answer that came', async () => {
    const user = await signUp(app, 'answered');
    expect((await ask(app, user, { sessionId: 'spent', message: 'Teach me to forgive' })).statusCode).toBe(
      200,
    );
    expect(await answersCounted(user)).toBe(1);
  });

  it('keeps the compare verses and says the summary is unavailable', async () => {
    const user = await signUp(app, 'comparer');
    const response = await app.inject({
      method: 'POST',
      url: '/api/chat/compare',
      headers: bearer(user),
      payload: { theme: 'patience', sessionId: 'fail-compare', maxVersesPerReligion: 2 },
    });
    expect(response.statusCode).toBe(200);
    const result: CompareResult = response.json();
    expect(result.summaryUnavailable).toBe(true);
    expect(result.aiSummary).toBe(SUMMARY_UNAVAILABLE);
    const verses = Object.values(result.verses).flat();
    expect(verses.length).toBeGreaterThan(0);
    expect(verses[0]!.text.length).toBeGreaterThan(10);
    expect(await answersCounted(user)).toBe(0);
  });
});
