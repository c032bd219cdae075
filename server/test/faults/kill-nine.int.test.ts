import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFaultDatabase, type FaultDatabase } from './fault-database';
import { startServerProcess, type ServerProcess } from './server-process';
import { Visitor } from './visitor';

/*
 * Faults: SIGKILL the real server in the middle of a burst of writes, start it again on the same
 * database and DATA_DIR. Every write the client saw acknowledged (2xx) must be there; sessions, access and
 * refresh tokens issued before the kill must still work; the database must be consistent.
 */

const WORKERS = 12;
/**
 * Kill once this many writes were acknowledged, with requests in flight. On a machine this busy (PGlite at a
 * load average of 30 acknowledges a few writes a second) that can take a while: KILL_AFTER_MS caps it.
 */
const KILL_AFTER_ACKS = 30;
const KILL_AFTER_MS = 60_000;
const PASSWORD = 'a long enough password';

type Acknowledged = {
  signUps: Array<{ username: string; cookie: string }>;
  sessions: Array<{ owner: Visitor; id: number; versesRead?: number }>;
  notes: Array<{ id: number; note: string; chapter: number; verse: number }>;
};

describe('kill -9 during a burst of writes', () => {
  let database: FaultDatabase;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await createFaultDatabase();
    server = await startServerProcess({
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      // The burst signs up dozens of accounts from one address: raise the per-IP auth limit for this test.
      env: { AUTH_RATE_LIMIT_MAX: '100000' },
    });
  });

  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  it('keeps every acknowledged row and every session issued before the kill', async () => {
    const reader = new Visitor(server.url);
    const signedUp = await reader.post('/api/auth/signup', {
      username: 'reader_zero',
      email: 'reader.zero@faults.test',
      password: PASSWORD,
      firstName: 'Reader',
      lastName: 'Zero',
      rememberMe: true,
    });
    expect(signedUp.status, JSON.stringify(signedUp.body)).toBe(201);
    const before = { cookie: reader.cookie!, access: reader.accessToken!, refresh: reader.refreshToken! };

    const acked: Acknowledged = { signUps: [], sessions: [], notes: [] };
    const guests = Array.from({ length: WORKERS }, () => new Visitor(server.url));
    let sequence = 0;
    let ackCount = 0;
    // Every acknowledged write wakes the wait for the kill, so it comes right at the count, not on a poll.
    let onAck: () => void = () => undefined;
    const acknowledge = () => {
      ackCount += 1;
      onAck();
    };
    let serverGone = false;
    let failures = 0;
    let inFlight = 0;

    const writeOnce = async (guest: Visitor): Promise<void> => {
      const n = sequence++;
      const op = n % 3;
      if (op === 0) {
        const visitor = new Visitor(server.url);
        const username = `burst_${n}`;
        const reply = await visitor.post('/api/auth/signup', {
          username,
          email: `${username}@faults.test`,
          password: PASSWORD,
          firstName: 'Burst',
          lastName: `Writer ${n}`,
        });
        if (reply.status === 201) acked.signUps.push({ username, cookie: visitor.cookie! });
        else if (reply.status === 0) serverGone = true;
        else failures += 1;
        if (reply.status === 201) acknowledge();
        return;
      }
      if (op === 1 || !database.withCorpus) {
        const started = await guest.post('/api/progress/session/start', {
          religion: 'christianity',
          book: 'John',
          chapter: 1 + (n % 21),
        });
        if (started.status === 0) serverGone = true;
        if (started.status !== 201) return;
        acknowledge();
        const session: Acknowledged['sessions'][number] = { owner: guest, id: started.body.id };
        acked.sessions.push(session);
        const versesRead = 1 + (n % 40);
        const beat = await guest.patch(`/api/progress/session/${session.id}`, { versesRead });
        if (beat.status === 200) session.versesRead = versesRead;
        else if (beat.status === 0) serverGone = true;
        return;
      }
      const chapter = 1 + (n % 150);
      const verse = 1 + (Math.floor(n / 150) % 2);
      const note = `Kept through a crash, write ${n}`;
      const saved = await reader.post('/api/study/items', {
        kind: 'note',
        religion: 'christianity',
        book: 'Psalms',
        chapter,
        verse,
        translation: 'web',
        note,
      });
      if (saved.status === 201 || saved.status === 200) {
        acknowledge();
        acked.notes.push({ id: saved.body.id, note, chapter, verse });
      } else if (saved.status === 0) serverGone = true;
      else failures += 1;
    };

    const burst = guests.map(async (guest) => {
      while (!serverGone) {
        inFlight += 1;
        await writeOnce(guest).finally(() => (inFlight -= 1));
      }
    });
    let capTimer: ReturnType<typeof setTimeout> | undefined;
    let capped = false;
    const cap = new Promise<void>((resolve) => {
      capTimer = setTimeout(() => {
        capped = true;
        resolve();
      }, KILL_AFTER_MS);
    });
    while (ackCount < KILL_AFTER_ACKS && !capped) {
      await Promise.race([new Promise<void>((resolve) => (onAck = resolve)), cap]);
    }
    clearTimeout(capTimer);
    const inFlightAtKill = inFlight;
    await server.kill();
    serverGone = true;
    await Promise.all(burst);

    expect(failures, 'writes refused before the kill').toBe(0);
    expect(ackCount).toBeGreaterThanOrEqual(5);
    expect(inFlightAtKill, 'writes in flight when the server died').toBeGreaterThan(0);
    console.log(
      `[faults] killed after ${ackCount} acknowledged writes (${acked.signUps.length} sign-ups, ` +
        `${acked.sessions.length} reading sessions, ${acked.notes.length} notes; ${inFlightAtKill} in flight) on ${database.driver}`,
    );

    await server.start();

    // Sessions and tokens issued before the kill.
    const byCookie = new Visitor(server.url);
    byCookie.cookie = before.cookie;
    const me = await byCookie.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: 'reader_zero', guest: false });
    const byBearer = new Visitor(server.url);
    byBearer.accessToken = before.access;
    expect((await byBearer.get('/api/auth/user')).body).toMatchObject({ username: 'reader_zero' });
    const refreshed = await new Visitor(server.url).post('/api/auth/refresh', {
      refreshToken: before.refresh,
    });
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    expect(refreshed.body.accessToken).toEqual(expect.any(String));

    // Every acknowledged sign-up: its cookie still names it, and the accounts can sign in.
    for (const signUp of acked.signUps) {
      const visitor = new Visitor(server.url);
      visitor.cookie = signUp.cookie;
      const user = await visitor.get('/api/auth/user');
      expect(user.body, signUp.username).toMatchObject({ username: signUp.username, guest: false });
    }
    for (const signUp of acked.signUps.slice(0, 3)) {
      const login = await new Visitor(server.url).post('/api/auth/login', {
        username: signUp.username,
        password: PASSWORD,
      });
      expect(login.status, signUp.username).toBe(200);
    }

    // Every acknowledged reading session and heartbeat, read back through each guest's cookie.
    for (const guest of guests) {
      const mine = acked.sessions.filter((session) => session.owner === guest);
      if (mine.length === 0) continue;
      const listed = await guest.get('/api/progress/sessions?limit=100');
      expect(listed.status).toBe(200);
      const byId = new Map<number, { versesRead: number }>(
        listed.body.map((row: { id: number; versesRead: number }) => [row.id, row]),
      );
      for (const session of mine) {
        expect(byId.has(session.id), `reading session ${session.id}`).toBe(true);
        if (session.versesRead !== undefined) {
          expect(byId.get(session.id)!.versesRead).toBe(session.versesRead);
        }
      }
    }

    // Every acknowledged note, with its text.
    const items = await reader.get('/api/study/items?kind=note');
    expect(items.status).toBe(200);
    const notes = new Map<number, { note: string }>(
      items.body.items.map((item: { id: number; note: string }) => [item.id, item]),
    );
    for (const note of acked.notes) expect(notes.get(note.id)?.note, `note ${note.id}`).toBe(note.note);

    // The restarted server takes new writes.
    const after = await new Visitor(server.url).post('/api/auth/signup', {
      username: 'after_restart',
      email: 'after.restart@faults.test',
      password: PASSWORD,
      firstName: 'After',
      lastName: 'Restart',
    });
    expect(after.status).toBe(201);

    // Consistency, read from the database itself once the server has stopped.
    await server.stop();
    const [orphans] = await database.query<{ sessions: number; items: number; tokens: number }>(
      `select
         (select count(*)::int from reading_sessions r where not exists (select 1 from users u where u.id = r.user_id)) as sessions,
         (select count(*)::int from study_items s where not exists (select 1 from users u where u.id = s.user_id)) as items,
         (select count(*)::int from refresh_tokens t where not exists (select 1 from users u where u.id = t.user_id)) as tokens`,
    );
    expect(orphans).toEqual({ sessions: 0, items: 0, tokens: 0 });
    const usernames = await database.query<{ username: string }>(
      `select username from users where username like 'burst\\_%'`,
    );
    const stored = new Set(usernames.map((row) => row.username));
    for (const signUp of acked.signUps) expect(stored.has(signUp.username), signUp.username).toBe(true);
    const [duplicates] = await database.query<{ count: number }>(
      `select count(*)::int as count from (select lower(username) from users where username is not null
         group by 1 having count(*) > 1) as d`,
    );
    expect(duplicates!.count).toBe(0);
  }, 300_000);
});
