import type { Client, Result } from './http';
import { chapterUrls, pick, questions, religions, searches, streamProblem } from './scenario';

/**
 * The open-loop run's reader: one visit from arrival to leaving, each request kept in the phase (rate step)
 * during which it was sent.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (low: number, high: number) => low + Math.random() * (high - low);

export type Kind = 'read' | 'write' | 'search' | 'chat';
export type Sample = { kind: Kind; route: string; ms: number; firstEventMs?: number; error?: string };

/** Every request, kept in the phase (rate step) during which it was sent. */
export class Phase {
  samples: Sample[] = [];
  constructor(readonly name: string) {}
}

export type Person = { headers: Record<string, string> };

/**
 * One reader's visit: opens a reading session, reads 1-4 chapters 20-60 s apart with a heartbeat after each,
 * maybe searches (30%) and asks the offline scholar (20%), then ends the session.
 */
export async function visit(
  client: Client,
  person: Person,
  phaseNow: () => Phase,
  active: () => boolean,
): Promise<void> {
  const call = async (kind: Kind, route: string, method: string, url: string, body?: unknown) => {
    const phase = phaseNow();
    const result: Result = await client.request(method, url, {
      body,
      headers: person.headers,
      ...(route === 'POST /api/chat/stream' ? { firstEvent: 'delta' } : {}),
    });
    if (result.setCookie) person.headers = { cookie: result.setCookie };
    const problem =
      result.status === 0
        ? `socket ${result.error}`
        : result.status >= 400
          ? `${result.status} ${result.body.slice(0, 120)}`
          : kind === 'chat'
            ? streamProblem(result.body)
            : undefined;
    phase.samples.push({
      kind,
      route,
      ms: result.ms,
      ...(result.firstEventMs === undefined ? {} : { firstEventMs: result.firstEventMs }),
      ...(problem ? { error: problem } : {}),
    });
    return result;
  };
  const religion = pick(religions);
  await call('read', 'GET /api/scriptures', 'GET', pick(chapterUrls));
  const started = await call('write', 'POST session/start', 'POST', '/api/progress/session/start', {
    religion,
    book: religion === 'islam' ? "Qur'an" : 'Genesis',
    chapter: 1 + Math.floor(Math.random() * 20),
    timeZone: 'Europe/London',
  });
  const sessionId = started.status === 201 ? (JSON.parse(started.body) as { id: number }).id : undefined;
  const chapters = 1 + Math.floor(Math.random() * 4);
  const searchAt = Math.random() < 0.3 ? Math.floor(Math.random() * chapters) : -1;
  const chatAt = Math.random() < 0.2 ? Math.floor(Math.random() * chapters) : -1;
  for (let index = 0; index < chapters && active(); index += 1) {
    await sleep(between(20_000, 60_000));
    if (!active()) return;
    await call('read', 'GET /api/scriptures', 'GET', pick(chapterUrls));
    if (sessionId !== undefined) {
      await call('write', 'PATCH session/:id', 'PATCH', `/api/progress/session/${sessionId}`, {
        versesRead: 5 + index * 10,
      });
    }
    if (index === searchAt) await call('search', 'GET /api/search', 'GET', pick(searches));
    if (index === chatAt) {
      await call('chat', 'POST /api/chat/stream', 'POST', '/api/chat/stream', {
        sessionId: `open-${Math.random().toString(36).slice(2)}`,
        message: pick(questions),
      });
    }
  }
  if (sessionId !== undefined && active()) {
    await call('write', 'PATCH session/:id/end', 'PATCH', `/api/progress/session/${sessionId}/end`, {
      versesRead: 12,
      completedChapter: true,
    });
  }
}
