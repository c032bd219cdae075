import type { Client, Result } from './http';

/**
 * What one virtual user does, over and over: read a chapter, open a reading session, read, send a heartbeat,
 * search, read, ask the offline scholar (the SSE stream read to its end) and end the session. Signed-up users
 * call with their bearer token, guests with the cookie the server gave them on their first write.
 */

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const chapter = (religion: string, book: string, n: number, parallel?: string) =>
  encodeURI(
    `/api/scriptures?religion=${religion}&book=${book}&chapter=${n}${parallel ? `&parallel=${parallel}` : ''}`,
  );

/** 457 chapters of every tradition, some with a parallel text, so the reads are not one hot key. */
export const chapterUrls = [
  ...range(1, 50).map((n) => chapter('christianity', 'Genesis', n)),
  ...range(1, 28).map((n) => chapter('christianity', 'Matthew', n)),
  ...range(1, 21).map((n) => chapter('christianity', 'John', n, 'kjv')),
  ...range(1, 150).map((n) => chapter('christianity', 'Psalms', n)),
  ...range(1, 114).map((n) => chapter('islam', "Qur'an", n, n % 3 === 0 ? 'quran-arabic' : undefined)),
  ...range(1, 50).map((n) => chapter('judaism', 'Genesis', n, n % 2 === 0 ? 'tanakh-hebrew' : undefined)),
  ...range(1, 18).map((n) => chapter('hinduism', 'Bhagavad Gita', n)),
  ...range(1, 26).map((n) => chapter('buddhism', 'Dhammapada', n, n % 4 === 0 ? 'pali' : undefined)),
];

export const searches = [
  'forgiveness',
  'compassion',
  'peace',
  'love your neighbour',
  'mercy',
  'patience',
  'suffering',
  'wisdom',
  'prayer',
  'charity',
  'truth',
  'death',
  'light',
  'faith',
  'humility',
  'gratitude',
].map((q) => `/api/search?q=${encodeURIComponent(q)}`);

export const questions = [
  'What do the traditions teach about forgiveness?',
  'How should I deal with anger?',
  'What is the meaning of suffering?',
  'What does John 3:16 mean?',
  'How do I find inner peace?',
  'What is said about caring for the poor?',
  'How can I be more patient?',
  'What happens after death?',
  'Why do we pray?',
  'What is true wisdom?',
];

export const religions = ['christianity', 'islam', 'judaism', 'hinduism', 'buddhism'] as const;

export type Identity = { kind: 'account'; accessToken: string } | { kind: 'guest'; cookie?: string };
export type Record = (route: string, result: Result, failed?: string) => void;

export const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

/** An SSE reply is only a success when it ends with 'done' (an 'error' event arrives with status 200). */
export function streamProblem(body: string): string | undefined {
  const events = [...body.matchAll(/^event: (\w+)$/gm)].map((match) => match[1]);
  if (events.includes('error')) return 'sse error event';
  if (events.at(-1) !== 'done') return 'sse ended without done';
  return undefined;
}

export async function runVirtualUser(
  client: Client,
  id: number,
  identity: Identity,
  record: Record,
  running: () => boolean,
): Promise<void> {
  const headers = (): { [name: string]: string } => {
    if (identity.kind === 'account') return { authorization: `Bearer ${identity.accessToken}` };
    return identity.cookie ? { cookie: identity.cookie } : {};
  };
  const call = async (route: string, method: string, path: string, body?: unknown) => {
    const result = await client.request(method, path, { body, headers: headers() });
    if (identity.kind === 'guest' && result.setCookie) identity.cookie = result.setCookie;
    const problem =
      route === 'POST /api/chat/stream' && result.status === 200 ? streamProblem(result.body) : undefined;
    record(route, result, problem);
    return result;
  };
  const read = () => call('GET /api/scriptures', 'GET', pick(chapterUrls));

  while (running()) {
    await read();
    if (!running()) break;
    const religion = pick(religions);
    const started = await call('POST /api/progress/session/start', 'POST', '/api/progress/session/start', {
      religion,
      book: religion === 'islam' ? "Qur'an" : 'Genesis',
      chapter: 1 + (id % 20),
      timeZone: 'Europe/London',
    });
    const sessionId = started.status === 201 ? (JSON.parse(started.body) as { id: number }).id : undefined;
    await read();
    if (sessionId !== undefined) {
      await call('PATCH /api/progress/session/:id', 'PATCH', `/api/progress/session/${sessionId}`, {
        versesRead: 5 + (id % 20),
      });
    }
    if (!running()) break;
    await call('GET /api/search', 'GET', pick(searches));
    await read();
    if (!running()) break;
    await call('POST /api/chat/stream', 'POST', '/api/chat/stream', {
      sessionId: `load-${id}`,
      message: pick(questions),
    });
    if (sessionId !== undefined) {
      await call('PATCH /api/progress/session/:id/end', 'PATCH', `/api/progress/session/${sessionId}/end`, {
        versesRead: 12,
        completedChapter: true,
      });
    }
  }
}
