import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LLMock } from '@copilotkit/aimock';
import type { FastifyInstance } from 'fastify';
import type { ChatReply, CompareResult } from '../../../common/api/chat';
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

let mock: LLMock;
let app: FastifyInstance;
let reader: TestUser;

beforeAll(async () => {
  mock = new LLMock({ port: 0, chunkSize: 9 });
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
    expect(system.content).toContain(
      '- Matthew 6:14 (World English Bible): ““For if you forgive men their trespasses, your heavenly Father will also forgive you.”',
    );
    expect(system.content).toContain("- Qur'an 24:22 (Saheeh International)");
    expect(body.messages.at(-1)).toEqual({ role: 'user', content: 'How can I forgive someone who hurt me?' });
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
