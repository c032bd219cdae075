import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freezePostgres, type FrozenPostgres } from './frozen-postgres';
import { privateClusterUnavailable, startPrivateCluster, type PrivateCluster } from './private-cluster';
import { startServerProcess, type ServerProcess } from './server-process';
import { Visitor, type Reply } from './visitor';

/*
 * A statement that runs past DATABASE_QUERY_TIMEOUT_MS is cancelled by PostgreSQL and answered with a 503. A
 * PostgreSQL server that hangs (accepts connections, never answers) must not hang the app: with the server's
 * processes frozen, /api/health answers 503 with the reason within about 2 s and a data route answers 503 in the
 * app's error shape within the query timeout, whether its connection was idle in the pool or had to be opened.
 * Once the database answers again the same process serves again, without a restart.
 */

const inCi = process.env.CI === 'true' || process.env.CI === '1';
const cannotRun = !process.env.TEST_DATABASE_URL && !inCi ? 'TEST_DATABASE_URL is not set' : undefined;
if (cannotRun) {
  console.warn(
    `[faults] SKIPPED the hung PostgreSQL test: ${cannotRun} (run with TEST_DATABASE_URL=postgres://... ; CI always runs it)`,
  );
}

const QUERY_TIMEOUT_MS = 3_000;
const CONNECT_TIMEOUT_MS = 3_000;
const POOL_SIZE = 3;
/** How long past its own limit a reply may take on a busy machine (scheduling, the error path). */
const SLACK_MS = 2_500;
/** Only a bound that fails the test: the pool normally serves again on the first check after the resume. */
const RECOVERY_LIMIT_MS = 30_000;

async function timed(request: Promise<Reply>): Promise<{ reply: Reply; ms: number }> {
  const started = performance.now();
  const reply = await request;
  return { reply, ms: performance.now() - started };
}

describe.skipIf(Boolean(cannotRun))('PostgreSQL hangs, or a statement runs too long', () => {
  let cluster: PrivateCluster;
  let server: ServerProcess;
  let dataDir: string;
  let frozen: FrozenPostgres | undefined;

  beforeAll(async () => {
    const unavailable = privateClusterUnavailable();
    if (unavailable) throw new Error(`A private PostgreSQL cluster cannot run here: ${unavailable}.`);
    cluster = await startPrivateCluster();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'sc-hang-'));
    server = await startServerProcess({
      dataDir,
      databaseUrl: cluster.url,
      env: {
        DATABASE_POOL_SIZE: String(POOL_SIZE),
        DATABASE_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
        DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
      },
    });
  }, 180_000);

  afterAll(async () => {
    await frozen?.resume();
    await server?.stop();
    await cluster?.dispose();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('cancels a statement that runs past the query timeout and answers 503', async () => {
    const reader = new Visitor(server.url);
    const reading = { religion: 'buddhism', book: 'Dhammapada', chapter: 1 };
    expect((await reader.post('/api/progress/session/start', reading)).status).toBe(201);
    // Another connection holds the sessions table: the cookie lookup waits on the lock until PostgreSQL's
    // statement_timeout cancels it (the server answers here; it is the statement that does not finish).
    const holder = new pg.Client({ connectionString: cluster.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table sessions in access exclusive mode');
      const blocked = await timed(reader.get('/api/progress/sessions', { timeoutMs: 30_000 }));
      expect(blocked.reply.status, JSON.stringify(blocked.reply.body)).toBe(503);
      expect(blocked.reply.body).toEqual({ error: 'Service Unavailable', message: expect.any(String) });
      expect(blocked.ms).toBeGreaterThanOrEqual(QUERY_TIMEOUT_MS - 100);
      expect(blocked.ms).toBeLessThan(QUERY_TIMEOUT_MS + SLACK_MS);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    expect((await reader.get('/api/progress/sessions')).status).toBe(200);
  }, 60_000);

  it('answers 503 in bounded time while the database hangs and serves again once it answers', async () => {
    const readers = Array.from({ length: POOL_SIZE + 2 }, () => new Visitor(server.url));
    // Each reader becomes a guest with a reading session (so listing its sessions needs the database), and the
    // pool fills with connections that are idle when the freeze comes.
    const reading = { religion: 'buddhism', book: 'Dhammapada', chapter: 1 };
    const warm = await Promise.all(
      readers.map((reader) => reader.post('/api/progress/session/start', reading)),
    );
    expect(warm.map((reply) => reply.status)).toEqual(readers.map(() => 201));
    expect(readers.every((reader) => reader.cookie)).toBe(true);

    frozen = await freezePostgres(cluster.dataDir);
    const deadline = { timeoutMs: 30_000 };
    const [health, search, ...reads] = await Promise.all([
      timed(new Visitor(server.url).get('/api/health', deadline)),
      // Search runs in a transaction: its rollback after the timeout must not wait on the same dead connection.
      timed(new Visitor(server.url).get('/api/search?q=compassion', deadline)),
      // More requests than connections: some run on idle pooled connections, the rest wait for a slot.
      ...readers.map((reader) => timed(reader.get('/api/progress/sessions', deadline))),
    ]);

    console.log(
      `[faults] database hung: /api/health ${health.reply.status} in ${Math.round(health.ms)} ms; ` +
        `GET /api/search ${search.reply.status} in ${Math.round(search.ms)} ms; ` +
        `GET /api/progress/sessions ${reads.map((read) => `${read.reply.status} in ${Math.round(read.ms)} ms`).join(', ')}`,
    );
    expect(health.reply.status, JSON.stringify(health.reply.body)).toBe(503);
    expect(health.reply.body.database).toMatchObject({ ok: false, driver: 'postgres' });
    expect(health.reply.body.database.message).toMatch(/^The database is not answering: no reply within 2 s/);
    expect(health.ms).toBeLessThan(2_000 + SLACK_MS);

    for (const read of [search, ...reads]) {
      expect(read.reply.status, JSON.stringify(read.reply.body)).toBe(503);
      expect(read.reply.body).toEqual({ error: 'Service Unavailable', message: expect.any(String) });
    }
    // A request may wait for a slot (the acquisition timeout) and then run its query (the query timeout).
    const slowest = Math.max(...[search, ...reads].map((read) => read.ms));
    expect(slowest).toBeLessThan(CONNECT_TIMEOUT_MS + QUERY_TIMEOUT_MS + SLACK_MS);

    // Still hung: a second health check is just as quick, so the first did not leave it waiting on a slot.
    const again = await timed(new Visitor(server.url).get('/api/health', deadline));
    expect(again.reply.status).toBe(503);
    expect(again.ms).toBeLessThan(2_000 + SLACK_MS);

    await frozen.resume();
    frozen = undefined;
    // Health checks back to back until one passes: each waits on the database's answer, not on a timer.
    let healthy: Reply | undefined;
    const resumed = performance.now();
    do {
      healthy = await new Visitor(server.url).get('/api/health', deadline);
    } while (healthy.status !== 200 && performance.now() - resumed < RECOVERY_LIMIT_MS);
    expect(healthy?.status, JSON.stringify(healthy?.body)).toBe(200);
    for (const [index, reader] of readers.entries()) {
      const reply = await reader.get('/api/progress/sessions', deadline);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(reply.body.map((session: { id: number }) => session.id)).toContain(warm[index]!.body.id);
    }
    const started = await readers[0]!.post('/api/progress/session/start', reading);
    expect(started.status, JSON.stringify(started.body)).toBe(201);
  }, 180_000);
});
