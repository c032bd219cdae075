import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort, waitForExit } from '../child-process';
import { privateClusterUnavailable, startPrivateCluster, type PrivateCluster } from './private-cluster';

/*
 * PostgreSQL not reachable when the server starts: the server retries with backoff, one line per attempt naming
 * host:port (never the password), and either gives up after DATABASE_START_TIMEOUT_S with one clear line and
 * exit code 1 (no stack dump), or starts normally once the database comes up during the retries. A failure that
 * waiting cannot fix (no such database, bad credentials) exits at once, with one line too.
 */

const inCi = process.env.CI === 'true' || process.env.CI === '1';
const cannotRun = !process.env.TEST_DATABASE_URL && !inCi ? 'TEST_DATABASE_URL is not set' : undefined;
if (cannotRun) {
  console.warn(
    `[faults] SKIPPED the PostgreSQL-at-start test: ${cannotRun} (run with TEST_DATABASE_URL=postgres://... ; CI always runs it)`,
  );
}

const projectRoot = path.resolve(import.meta.dirname, '../../..');

type Started = { child: ChildProcess; output(): string; port: number };

async function spawnServer(
  databaseUrl: string,
  dataDir: string,
  env: Record<string, string>,
): Promise<Started> {
  const port = await findFreePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      CORPUS_AUTO_IMPORT: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output, port };
}

/**
 * Resolves true once `seen()` holds, checked each time the process prints something and when it exits; false
 * when the limit passes (a bound that only fails the test).
 */
function untilPrinted(server: Started, seen: () => boolean, limitMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const finish = (result: boolean) => {
      clearTimeout(limit);
      server.child.stdout?.off('data', check);
      server.child.stderr?.off('data', check);
      server.child.off('exit', check);
      resolve(result);
    };
    const check = () => {
      if (seen()) finish(true);
    };
    const limit = setTimeout(() => finish(false), limitMs);
    server.child.stdout?.on('data', check);
    server.child.stderr?.on('data', check);
    server.child.on('exit', check);
    check();
  });
}

describe.skipIf(Boolean(cannotRun))('PostgreSQL unreachable at start', () => {
  let cluster: PrivateCluster;
  let dataDir: string;
  let running: ChildProcess | undefined;

  beforeAll(async () => {
    const unavailable = privateClusterUnavailable();
    if (unavailable) throw new Error(`A private PostgreSQL cluster cannot run here: ${unavailable}.`);
    cluster = await startPrivateCluster();
    await cluster.stop('fast');
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'sc-start-'));
  }, 180_000);

  afterEach(async () => {
    if (running && running.exitCode === null && running.signalCode === null) {
      running.kill('SIGKILL');
      await waitForExit(running, 10_000);
    }
    running = undefined;
  });

  afterAll(async () => {
    await cluster?.dispose();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('logs one line per attempt naming host:port and exits 1 after the configured limit', async () => {
    const deadPort = await findFreePort();
    const url = `postgres://sacred:s3cret-pass@127.0.0.1:${deadPort}/sacred`;
    const server = await spawnServer(url, dataDir, { DATABASE_START_TIMEOUT_S: '3' });
    running = server.child;
    expect(await waitForExit(server.child, 90_000), server.output()).toBe(true);
    const output = server.output();
    expect(server.child.exitCode, output).toBe(1);

    const lines = output.split('\n').filter((line) => line.trim() !== '');
    const attempts = lines.filter((line) => /attempt \d+/.test(line));
    expect(attempts.length, output).toBeGreaterThanOrEqual(2);
    for (const line of attempts) expect(line).toContain(`127.0.0.1:${deadPort}`);
    expect(lines.at(-1), output).toMatch(
      new RegExp(`127\\.0\\.0\\.1:${deadPort}.*did not answer within 3 s`),
    );
    // One line per event: no stack dump, no multi-line error object, never the password.
    expect(
      lines.filter((line) => /^\s+at /.test(line)),
      output,
    ).toEqual([]);
    expect(lines.length, output).toBe(attempts.length + 1);
    expect(output).not.toContain('s3cret-pass');
  }, 120_000);

  it('starts normally when the database comes up during the retries', async () => {
    // At info the server also says when it listens, which is what the test waits for once the database is up.
    const server = await spawnServer(cluster.url, dataDir, {
      DATABASE_START_TIMEOUT_S: '120',
      LOG_LEVEL: 'info',
    });
    running = server.child;
    const port = new URL(cluster.url).port;
    const retrying = await untilPrinted(
      server,
      () => server.output().includes(`127.0.0.1:${port}`) || server.child.exitCode !== null,
      90_000,
    );
    expect(retrying, server.output()).toBe(true);
    expect(server.child.exitCode, server.output()).toBeNull();

    await cluster.start();
    const listening = await untilPrinted(
      server,
      () => /Server listening/.test(server.output()) || server.child.exitCode !== null,
      60_000,
    );
    expect(listening, server.output()).toBe(true);
    expect(server.child.exitCode, server.output()).toBeNull();
    expect((await fetch(`http://127.0.0.1:${server.port}/api/health`)).status, server.output()).toBe(200);
    const religions = await fetch(`http://127.0.0.1:${server.port}/api/religions`);
    expect(religions.status).toBe(200);
  }, 180_000);

  it('exits at once with one line when the server answers but the database does not exist', async () => {
    const missing = new URL(cluster.url);
    missing.pathname = '/no_such_database';
    const server = await spawnServer(missing.toString(), dataDir, { DATABASE_START_TIMEOUT_S: '120' });
    running = server.child;
    // Waiting cannot create a database: no retries, so it exits long before the 120 s limit.
    expect(await waitForExit(server.child, 60_000), server.output()).toBe(true);
    const output = server.output();
    expect(server.child.exitCode, output).toBe(1);
    const lines = output.split('\n').filter((line) => line.trim() !== '');
    expect(lines, output).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(`^PostgreSQL at 127\\.0\\.0\\.1:${missing.port} refused the connection \\(3D000`),
    );
  }, 120_000);
});
