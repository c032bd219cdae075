import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { parsePerspectives } from '../../../common/chat/perspective-tags';
import type { ChatMessage, ChatReply, VerseReference } from '../../../common/api/chat';
import type { ChapterResponse } from '../../../common/api/scripture';
import { createTestApp } from '../../test/test-app';
import { describeOnFullLibrary, openTestDatabase } from '../../test/test-database';
import { ask, bearer, parseEvents, signUp, type TestUser } from './testing/chat-client';

let app: FastifyInstance;
let reader: TestUser;
const chapters = new Map<string, ChapterResponse>();

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

async function chapterOf(ref: VerseReference): Promise<ChapterResponse> {
  const key = `${ref.religion}|${ref.book}|${ref.chapter}`;
  if (!chapters.has(key)) {
    const query = new URLSearchParams({
      religion: ref.religion,
      book: ref.book,
      chapter: String(ref.chapter),
    });
    const response = await app.inject({ method: 'GET', url: `/api/scriptures?${query}` });
    expect(response.statusCode, `${ref.reference} should open in the reader`).toBe(200);
    chapters.set(key, response.json());
  }
  return chapters.get(key)!;
}

// Quotation marks inside a quoted verse become single marks (no doubled “…“ or …””), so marks compare as one.
const flat = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/[“”‘’"]/g, "'")
    .trim();

/** Every cited reference opens in the reader, and every quotation after it (in its tradition's block) is the library's own. */
async function expectGrounded(message: ChatMessage) {
  const blocks = parsePerspectives(message.content).perspectives;
  for (const ref of message.verseReference ?? []) {
    const chapter = await chapterOf(ref);
    const last = ref.verseEnd ?? ref.verse;
    const verses = chapter.verses.filter((verse) => verse.verse >= ref.verse && verse.verse <= last);
    expect(verses.length, `${ref.reference} exists`).toBe(last - ref.verse + 1);
    const block = blocks.find((candidate) => candidate.religion === ref.religion);
    const escaped = ref.reference.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const quoted = block && new RegExp(`${escaped}(?: \\([^)]*\\))?:? “([^”]+)”`).exec(block.text);
    if (!quoted) continue;
    // A sutta line quoted from inside its sentence opens with an ellipsis, a long one ends with one.
    const quote = flat(quoted[1]!.replace(/ …$/, '').replace(/^… /, ''));
    expect(
      flat(verses.map((verse) => verse.text).join(' ')),
      `${ref.reference} is quoted from the library`,
    ).toContain(quote);
  }
}

function send(
  message: string,
  context?: Parameters<typeof ask>[2]['context'],
  on: { app: FastifyInstance; user: TestUser } = { app, user: reader },
) {
  return ask(on.app, on.user, {
    sessionId: `s-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`,
    message,
    context,
  });
}

describe('persona selection', () => {
  it.each([
    [undefined, 'universal-scholar', 'Universal Scholar'],
    [{ religion: 'islam', book: 'Sahih al-Bukhari', chapter: 1 }, 'hadith-scholar', 'Hadith Scholar'],
    [{ religion: 'islam', book: "Qur'an", chapter: 2 }, 'islamic-mufti', 'Islamic Scholar'],
    [{ religion: 'christianity', book: 'John', chapter: 3 }, 'christian-priest', 'Christian Scholar'],
    [{ religion: 'buddhism', book: 'Dhammapada', chapter: 1 }, 'buddhist-monk', 'Buddhist Scholar'],
    [
      { religion: null, book: null, chapter: null, persona: 'Jewish Rabbi' },
      'jewish-rabbi',
      'Jewish Scholar',
    ],
  ] as const)('context %j answers as %s', async (context, id, name) => {
    const response = await send('What does it mean to forgive?', context as never);
    expect(response.statusCode).toBe(200);
    const reply: ChatReply = response.json();
    expect(reply.persona).toEqual({ id, name });
    expect(reply.guide).toBe('offline');
    expect(reply.aiMessage.context).toMatchObject({ persona: name });
    const first = parsePerspectives(reply.aiMessage.content).perspectives[0]?.religion;
    const own = context?.religion ?? (id === 'jewish-rabbi' ? 'judaism' : 'christianity');
    expect(first).toBe(own);
  });
});

describe('the offline guide answers from the library', () => {
  it('finds the classic passages on forgiveness and quotes them word for word', async () => {
    const response = await send('How can I forgive someone who hurt me?');
    const reply: ChatReply = response.json();
    const cited = reply.aiMessage.verseReference!.map((ref) => ref.reference);
    expect(cited).toEqual(expect.arrayContaining(['Matthew 6:14', "Qur'an 24:22", 'Dhammapada 1:5']));
    expect(reply.aiMessage.content).toContain(
      '“For if you forgive men their trespasses, your heavenly Father will also forgive you.”',
    );
    expect(reply.aiMessage.content).toMatch(/quoting the texts themselves/);
    const parsed = parsePerspectives(reply.aiMessage.content);
    expect(parsed.intro.length).toBeGreaterThan(40);
    expect(parsed.perspectives.map((block) => block.religion)).toEqual([
      'christianity',
      'islam',
      'judaism',
      'hinduism',
      'buddhism',
    ]);
    await expectGrounded(reply.aiMessage);
  });

  const questions = [
    'Why do good people suffer?',
    'What happens to the soul after death?',
    'Is hell eternal?',
    "Why does the Qur'an mention fighting?",
    'How should I treat strangers and foreigners?',
    'What is true wisdom?',
    'How do I control my anger?',
    'What do the scriptures teach about charity to the poor?',
    'Is it wrong to be rich?',
    'How should I pray or meditate?',
    'What is the purpose of life?',
    'How should husbands and wives treat each other?',
    'What about honesty and lying?',
    'How do I overcome fear and anxiety?',
    'What do they say about animals and nature?',
    'Can a person change after doing evil?',
    'Explain the following verse For God so loved the world, that he gave his one and only Son',
    'What is karma and action without attachment?',
    'How do I find peace of mind?',
  ];

  it.each(questions)('answers "%s" with references that all resolve', async (question) => {
    const response = await send(question);
    expect(response.statusCode).toBe(200);
    const reply: ChatReply = response.json();
    const parsed = parsePerspectives(reply.aiMessage.content);
    expect(parsed.perspectives.length, 'a perspective per tradition with passages').toBeGreaterThanOrEqual(3);
    expect(reply.aiMessage.verseReference!.length).toBeGreaterThanOrEqual(3);
    expect(reply.aiMessage.responseLatency).toBeGreaterThanOrEqual(0);
    await expectGrounded(reply.aiMessage);
  });

  it('puts a verse the question cites first in its tradition', async () => {
    const reply: ChatReply = (await send('What does John 3:16 mean?')).json();
    const christian = parsePerspectives(reply.aiMessage.content).perspectives.find(
      (block) => block.religion === 'christianity',
    );
    expect(christian?.text).toMatch(
      /^The Holy Bible, John 3:16 \(World English Bible\): “For God so loved the world/,
    );
  });

  it('kindly refuses a medical question and points to a doctor, citing nothing', async () => {
    const reply: ChatReply = (await send('What dosage of ibuprofen should I take for my back pain?')).json();
    expect(reply.aiMessage.content).toMatch(/doctor, nurse or pharmacist/);
    expect(reply.aiMessage.verseReference).toEqual([]);
  });
});

// Answers that need passages beyond the fixture library's few chapters per tradition.
describeOnFullLibrary('the offline guide', () => {
  let full: { app: FastifyInstance; user: TestUser };
  beforeAll(async () => {
    const fullApp = await createTestApp(
      { CHAT_RATE_LIMIT_MAX: '1000', FREE_DAILY_AI_QUOTA: '1000' },
      { database: await openTestDatabase({ corpus: 'full' }) },
    );
    full = { app: fullApp, user: await signUp(fullApp, 'seeker') };
  });
  afterAll(async () => {
    await full?.app.close();
  });

  it('answers "What does John 3:16 mean?" from John 3 (no meaning index here, so no parallels by its words)', async () => {
    const reply: ChatReply = (await send('What does John 3:16 mean?', undefined, full)).json();
    expect(parsePerspectives(reply.aiMessage.content).perspectives.map((block) => block.religion)).toEqual([
      'christianity',
    ]);
    expect(reply.aiMessage.verseReference!.slice(0, 3).map((ref) => ref.reference)).toEqual([
      'John 3:16',
      'John 3:15',
      'John 3:17',
    ]);
  });

  it('says the Bible has no passage on suicide in its own words when asked about it by name, first', async () => {
    const reply: ChatReply = (await send('What does the Bible say about suicide?', undefined, full)).json();
    const blocks = parsePerspectives(reply.aiMessage.content).perspectives;
    expect(blocks[0]?.religion).toBe('christianity');
    expect(blocks[0]?.text).toContain(
      'I found no passage in the Holy Bible that speaks to this in its own words.',
    );
    expect(reply.aiMessage.supportLines).toBe(true);
  });

  it('answers a named verse beside a theme from every tradition', async () => {
    const reply: ChatReply = (
      await send('How does John 3:16 compare with what other traditions say about love?', undefined, full)
    ).json();
    expect(parsePerspectives(reply.aiMessage.content).perspectives.length).toBeGreaterThanOrEqual(4);
  });

  it('answers only from the tradition on show when multiReligiousPerspective is false', async () => {
    const reply: ChatReply = (
      await send(
        'What is the highest virtue?',
        { religion: 'hinduism', book: 'Bhagavad Gita', chapter: 2, multiReligiousPerspective: false },
        full,
      )
    ).json();
    expect(parsePerspectives(reply.aiMessage.content).perspectives.map((block) => block.religion)).toEqual([
      'hinduism',
    ]);
    expect(reply.aiMessage.verseReference!.every((ref) => ref.religion === 'hinduism')).toBe(true);
  });
});

describe('conversations', () => {
  it('keeps a session, shows it only to its owner and clears it', async () => {
    const sessionId = `${Date.now()}`;
    await ask(app, reader, { sessionId, message: 'What is compassion?' });
    await ask(app, reader, { sessionId, message: 'And mercy?' });
    const history = (
      await app.inject({ method: 'GET', url: `/api/chat/${sessionId}`, headers: bearer(reader) })
    ).json();
    expect(
      history.messages.map((message: ChatMessage) => [message.type, message.content.slice(0, 19)]),
    ).toEqual([
      ['user', 'What is compassion?'],
      ['ai', expect.any(String)],
      ['user', 'And mercy?'],
      ['ai', expect.any(String)],
    ]);

    const stranger = await signUp(app, 'stranger');
    const theirs = await app.inject({
      method: 'GET',
      url: `/api/chat/${sessionId}`,
      headers: bearer(stranger),
    });
    expect(theirs.json().messages).toEqual([]);
    const theirDelete = await app.inject({
      method: 'DELETE',
      url: `/api/chat/${sessionId}`,
      headers: bearer(stranger),
    });
    expect(theirDelete.json()).toEqual({ sessionId, deleted: 0 });

    const cleared = await app.inject({
      method: 'DELETE',
      url: `/api/chat/${sessionId}`,
      headers: bearer(reader),
    });
    expect(cleared.json()).toEqual({ sessionId, deleted: 4 });
    const after = await app.inject({ method: 'GET', url: `/api/chat/${sessionId}`, headers: bearer(reader) });
    expect(after.json().messages).toEqual([]);
  });

  it('streams the reply as server-sent events and stores exactly what was streamed', async () => {
    const sessionId = `stream-${Date.now()}`;
    const response = await ask(
      app,
      reader,
      { sessionId, message: 'What do the texts say about hope?' },
      '/api/chat/stream',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = parseEvents(response.body);
    expect(events[0]).toMatchObject({
      event: 'start',
      persona: { name: 'Universal Scholar' },
      guide: 'offline',
    });
    const deltas = events.filter((event) => event.event === 'delta');
    expect(deltas.length).toBeGreaterThan(3);
    const done = events.at(-1)!;
    if (done.event !== 'done') throw new Error(`the stream ended with ${done.event}`);
    expect(done.aiMessage.content).toBe(
      deltas
        .map((event) => (event.event === 'delta' ? event.text : ''))
        .join('')
        .trim(),
    );
    expect(done.aiMessage.verseReference!.map((ref) => ref.reference)).toContain("Qur'an 39:53");
    const stored = (
      await app.inject({ method: 'GET', url: `/api/chat/${sessionId}`, headers: bearer(reader) })
    ).json();
    expect(stored.messages[1].content).toBe(done.aiMessage.content);
  });

  it('gives a visitor a guest identity behind a cookie', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { sessionId: 'guest-1', message: 'What is faith?' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.length).toBeGreaterThan(0);
  });
});

describe('bad input', () => {
  it.each([
    [{ sessionId: 'x', message: '   ' }, /Please type a message first/],
    [{ sessionId: 'x', message: '' }, /Please type a message first/],
    [{ sessionId: '', message: 'Hello' }, /sessionId is required/],
    [{ sessionId: 'x', message: 'Hi', mood: 'happy' }, /unknown field mood/],
    [{ sessionId: 'x', message: 'Hi', context: { religion: 'jainism' } }, /religion must be one of/],
    [{ sessionId: 'x', message: 'Hi', context: { chapter: 0 } }, /chapter must be at least 1/],
    [{ sessionId: 'x', message: 'a'.repeat(2001) }, /at most 2000 characters/],
  ])('refuses %j with a clear 400', async (payload, message) => {
    const response = await app.inject({ method: 'POST', url: '/api/chat', headers: bearer(reader), payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('refuses a session id with slashes or spaces', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/chat/a%20b', headers: bearer(reader) });
    expect(response.statusCode).toBe(400);
  });
});
