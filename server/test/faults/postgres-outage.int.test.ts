import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { privateClusterUnavailable, startPrivateCluster, type PrivateCluster } from './private-cluster';
import { startServerProcess, type ServerProcess } from './server-process';
import { Visitor, type Reply } from './visitor';

/*
 * Faults: stop PostgreSQL under load and start it again. Meanwhile every request gets a 503 with
 * {error, message} (never a 500, never a hang) and /api/health says the database is down; afterwards the
 * same server process answers again, its pool reconnected. The shared PostgreSQL on 5432 is never touched:
 * the test runs its own cluster.
 */

const inCi = process.env.CI === 'true' || process.env.CI === '1';
const cannotRun = !process.env.TEST_DATABASE_URL && !inCi ? 'TEST_DATABASE_URL is not set' : undefined;
if (cannotRun) {
  console.warn(
    `[faults] SKIPPED the PostgreSQL outage test: ${cannotRun} (run with TEST_DATABASE_URL=postgres://... ; CI always runs it)`,
  );
}

type Phase = 'up' | 'stopping' | 'down' | 'recovering' | 'recovered';
/** A request that started in one phase and ended in another is only held to 'no 500, no hang'. */
type Label = Phase | 'between';
type Sample = { phase: Label; route: string; reply: Reply; ms: number };

const WORKERS = 4;
const REQUEST_TIMEOUT_MS = 15_000;
/** Each phase lasts until it has this many answers: every route, from every worker, more than once. */
const SAMPLES_PER_PHASE = WORKERS * 3;
/** Only a bound that fails the test: a phase normally ends in a second or two. */
const PHASE_LIMIT_MS = 60_000;
/** Spaces one worker's requests a little, so four loops do not take both cores from the server they measure. */
const PACING_MS = 25;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(Boolean(cannotRun))('PostgreSQL stops under load and starts again', () => {
  let cluster: PrivateCluster;
  let server: ServerProcess;
  let dataDir: string;

  beforeAll(async () => {
    const unavailable = privateClusterUnavailable();
    if (unavailable) throw new Error(`A private PostgreSQL cluster cannot run here: ${unavailable}.`);
    cluster = await startPrivateCluster();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'sc-outage-'));
    server = await startServerProcess({
      dataDir,
      databaseUrl: cluster.url,
      // The visitors all come from 127.0.0.1: the per-client search limit would answer them before the database.
      env: { DATABASE_POOL_SIZE: '5', SEARCH_RATE_LIMIT_MAX: '100000' },
    });
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await cluster?.dispose();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with a message while the database is down and recovers without a restart', async () => {
    let phase: Phase = 'up';
    let running = true;
    const samples: Sample[] = [];
    // Phases end on what the workers saw, not after a fixed time: every answer wakes the waiting phase.
    let sampled: () => void = () => undefined;
    const record = (sample: Sample) => {
      samples.push(sample);
      sampled();
    };
    const until = async (reached: () => boolean, what: string) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const limit = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`${what}: not within ${PHASE_LIMIT_MS} ms`)),
          PHASE_LIMIT_MS,
        );
      });
      try {
        while (!reached()) await Promise.race([new Promise<void>((resolve) => (sampled = resolve)), limit]);
      } finally {
        clearTimeout(timer);
      }
    };
    const count = (which: Label) => samples.filter((sample) => sample.phase === which).length;
    const routes: Array<(visitor: Visitor) => Promise<Reply>> = [
      (visitor) => visitor.get('/api/auth/user', { timeoutMs: REQUEST_TIMEOUT_MS }),
      (visitor) =>
        visitor.post(
          '/api/progress/session/start',
          { religion: 'buddhism', book: 'Dhammapada', chapter: 1 },
          { timeoutMs: REQUEST_TIMEOUT_MS },
        ),
      (visitor) => visitor.get('/api/progress/sessions?limit=5', { timeoutMs: REQUEST_TIMEOUT_MS }),
      (visitor) => visitor.get('/api/search?q=compassion', { timeoutMs: REQUEST_TIMEOUT_MS }),
    ];
    const names = [
      'GET /api/auth/user',
      'POST /api/progress/session/start',
      'GET /api/progress/sessions',
      'GET /api/search',
    ];

    const workers = Array.from({ length: WORKERS }, async (_, worker) => {
      const visitor = new Visitor(server.url);
      for (let n = worker; running; n += 1) {
        const route = n % routes.length;
        const at = phase;
        const started = performance.now();
        const reply = await routes[route]!(visitor);
        record({
          phase: at === phase ? at : 'between',
          route: names[route]!,
          reply,
          ms: performance.now() - started,
        });
        await pause(PACING_MS);
      }
    });

    await until(() => count('up') >= SAMPLES_PER_PHASE, 'answers while the database is up');
    phase = 'stopping';
    await cluster.stop('fast');
    phase = 'down';
    await until(
      () =>
        count('down') >= SAMPLES_PER_PHASE &&
        samples.some((sample) => sample.phase === 'down' && sample.route.startsWith('POST')),
      'answers while the database is down, a write among them',
    );
    const health = await new Visitor(server.url).get('/api/health');
    phase = 'recovering';
    await cluster.start();
    await until(() => {
      const latest = samples.filter((sample) => sample.phase === 'recovering').slice(-WORKERS);
      return latest.length === WORKERS && latest.every((sample) => sample.reply.status < 300);
    }, 'every worker served again after the restart');
    phase = 'recovered';
    await until(() => count('recovered') >= SAMPLES_PER_PHASE, 'answers once recovered');
    running = false;
    await Promise.all(workers);

    const inPhase = (which: Label) => samples.filter((sample) => sample.phase === which);
    const describeSample = (sample: Sample) =>
      `${sample.phase} ${sample.route} -> ${sample.reply.status}${sample.reply.networkError ? ` ${sample.reply.networkError}` : ''} ${JSON.stringify(sample.reply.body)?.slice(0, 200)}`;
    console.log(
      `[faults] ${samples.length} requests: ` +
        (['up', 'stopping', 'down', 'recovering', 'recovered', 'between'] as const)
          .map((which) => {
            const statuses = new Map<number, number>();
            for (const sample of inPhase(which))
              statuses.set(sample.reply.status, (statuses.get(sample.reply.status) ?? 0) + 1);
            return `${which} ${JSON.stringify(Object.fromEntries(statuses))}`;
          })
          .join(', '),
    );

    // Never a 500, never a dropped connection or a timeout, whatever the phase.
    const broken = samples.filter((sample) => sample.reply.status === 0 || sample.reply.status >= 500);
    const unexpected = broken.filter((sample) => sample.reply.status !== 503);
    expect(unexpected.map(describeSample)).toEqual([]);

    expect(inPhase('up').length).toBeGreaterThan(0);
    expect(
      inPhase('up')
        .filter((sample) => sample.reply.status >= 300)
        .map(describeSample),
    ).toEqual([]);

    const down = inPhase('down');
    expect(down.length).toBeGreaterThan(WORKERS);
    // A read served from an in-process cache may still succeed; everything that needs the database is a 503.
    const writes = down.filter((sample) => sample.route.startsWith('POST'));
    expect(writes.length).toBeGreaterThan(0);
    for (const sample of writes) expect(sample.reply.status, describeSample(sample)).toBe(503);
    for (const sample of down.filter((each) => each.reply.status >= 300)) {
      expect(sample.reply.status, describeSample(sample)).toBe(503);
      expect(sample.reply.body).toEqual({
        error: 'Service Unavailable',
        message: 'The service is briefly unavailable. Please try again in a few seconds.',
      });
    }
    expect(Math.max(...down.map((sample) => sample.ms))).toBeLessThan(REQUEST_TIMEOUT_MS);

    expect(health.status).toBe(503);
    expect(health.body.database).toMatchObject({ ok: false, driver: 'postgres' });
    expect(health.body.database.message).toMatch(/^The database is not answering/);

    // The same process (no restart) serves again, reads and writes.
    const recovered = inPhase('recovered');
    expect(recovered.length).toBeGreaterThan(WORKERS);
    expect(recovered.filter((sample) => sample.reply.status >= 300).map(describeSample)).toEqual([]);
    const after = new Visitor(server.url);
    const started = await after.post('/api/progress/session/start', {
      religion: 'islam',
      book: "Qur'an",
      chapter: 1,
    });
    expect(started.status).toBe(201);
    expect((await after.get('/api/progress/sessions')).body[0]).toMatchObject({ id: started.body.id });
    expect((await after.get('/api/health')).body.database).toMatchObject({ ok: true });
  }, 180_000);
});
