import { LLMock } from '@copilotkit/aimock';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CirclePost, CirclePostList } from '../../../common/api/circles';
import { circlePosts } from '../../db/schema/circles';
import { createTestApp } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';
import { as, makeCircle, signUp, type Reader } from './testing/circle-fixture';
import { openCircleStream } from './testing/event-reader';

/*
 * The scholar asked in a circle, through chat's engine against a real OpenAI-protocol server (aimock): one real
 * reference and one the "model" made up, of which only the real one may reach the circle.
 */
const modelReply = [
  'Forgiveness is asked of every disciple.',
  '',
  '<perspective>Christianity</perspective> Matthew 6:14 says: “For if you forgive men their trespasses, your heavenly Father will also forgive you.” Hezekiah 3:16 adds: “God helps those who help themselves.”',
].join('\n');

let mock: LLMock;
let app: FastifyInstance;
let address: string;
let host: Reader;
let member: Reader;
let circleId: string;

beforeAll(async () => {
  mock = new LLMock({ port: 0, chunkSize: 9 });
  mock.onMessage(/forgive/i, { content: modelReply });
  await mock.start();
  app = await createTestApp(
    {
      LLM_BASE_URL: `${mock.url}/v1`,
      LLM_API_KEY: 'test-key',
      LLM_MODEL: 'scholar-test',
      FREE_DAILY_AI_QUOTA: '1',
      CIRCLE_POST_RATE_LIMIT_MAX: '100',
    },
    { database: await openTestDatabase({ corpus: true }) },
  );
  address = await app.listen({ port: 0, host: '127.0.0.1' });
  [host, member] = (await Promise.all(['hannah', 'musa'].map((name) => signUp(app, name)))) as [
    Reader,
    Reader,
  ];
  circleId = await makeCircle(app, host, [member]);
});
afterAll(async () => {
  await app?.close();
  await mock?.stop();
});

const scholar = (reader: Reader, body: object) =>
  as(app, reader).post(`/api/circles/${circleId}/scholar`, body);

describe('the scholar in a circle', () => {
  it("posts the member's question and the scholar's checked answer for every member, live", async () => {
    const stream = await openCircleStream(address, circleId, host);
    await stream.until(() => stream.text().includes(': connected'));
    const top = (
      await as(app, host).post(`/api/circles/${circleId}/posts`, { body: 'Day 3 is about mercy.' })
    ).json<CirclePost>();

    const response = await scholar(member, {
      question: 'What does Matthew 6:14 teach about how to forgive?',
      parentId: top.id,
    });
    expect(response.statusCode).toBe(200);
    const { question, answer } = response.json<{ question: CirclePost; answer: CirclePost }>();
    expect(question).toMatchObject({
      kind: 'scholar-question',
      author: { userId: member.id },
      parentId: top.id,
      body: 'What does Matthew 6:14 teach about how to forgive?',
    });
    expect(answer).toMatchObject({ kind: 'scholar-answer', author: null, parentId: top.id });
    expect(answer.body).toContain('Matthew 6:14 says: “For if you forgive men their trespasses');
    expect(answer.body).not.toContain('Hezekiah');
    expect(answer.references.map((ref) => ref.reference)).toEqual(['Matthew 6:14']);
    expect(answer.references[0]).toMatchObject({
      religion: 'christianity',
      book: 'Matthew',
      chapter: 6,
      verse: 14,
    });

    // The thread the model was given: the circle's post before the question.
    const sent = mock
      .getRequests()
      .filter((entry) => entry.path === '/v1/chat/completions')
      .at(-1)!;
    expect(JSON.stringify(sent.body)).toContain('Day 3 is about mercy.');

    await stream.until((events) => events.filter((event) => event.type === 'post.created').length >= 3);
    const bodies = stream
      .events()
      .flatMap((event) => (event.type === 'post.created' ? [event.post.kind] : []));
    expect(bodies).toEqual(['reflection', 'scholar-question', 'scholar-answer']);
    await stream.close();

    const thread = (
      await as(app, host).get(`/api/circles/${circleId}/posts?parentId=${top.id}`)
    ).json<CirclePostList>();
    expect(thread.posts.map((post) => post.kind)).toEqual(['scholar-answer', 'scholar-question']);
  });

  it('answers a member who tells of wanting to die with care and the help lines in the thread, quota or not', async () => {
    // The member's one free answer of the day went on the first question.
    const response = await scholar(member, { question: "I don't want to live anymore." });
    expect(response.statusCode).toBe(200);
    const { answer } = response.json<{ answer: CirclePost }>();
    expect(answer.body).toContain('You matter, and you do not have to face it alone.');
    expect(answer.body).toContain('United States: call or text 988.');
    expect(answer.body).toContain('Anywhere: findahelpline.com.');
    expect(answer.references).toEqual([]);
  });

  it("answers 429 with chat's message once the asker's AI quota is used up, and posts nothing", async () => {
    const refused = await scholar(member, { question: 'How do I forgive my brother?' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain("You have used today's 1 free AI answers");
    const stored = await app.database.db
      .select()
      .from(circlePosts)
      .where(eq(circlePosts.body, 'How do I forgive my brother?'));
    expect(stored).toEqual([]);
    // The host's quota is their own.
    expect((await scholar(host, { question: 'How do I forgive my brother?' })).statusCode).toBe(200);
  });

  it('refuses a disrespectful question before it costs anything', async () => {
    const blocked = await scholar(host, { question: 'Muslims are terrorists, right?' });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().error).toBe('Message blocked to promote unity');
  });
});
