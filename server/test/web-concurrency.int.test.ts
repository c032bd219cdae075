import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl, withAdminClient } from '../corpus/test-template';
import { findFreePort, spawnHealthyServer, waitForExit } from './child-process';
import { testKeyPrefix, testRedisUrl } from './test-redis';

/*
 * WEB_CONCURRENCY=2: the real server's primary forks two workers that share one port and migrate an empty
 * PostgreSQL together (once, under the migration lock), replaces a worker that dies, and on SIGTERM stops them all.
 */

const inCi = process.env.CI === 'true' || process.env.CI === '1';
const serverUrl = process.env.TEST_DATABASE_URL;
const runs = (serverUrl && testRedisUrl) || inCi;
if (!runs) {
  console.warn(
    '[scale-out] SKIPPED the WEB_CONCURRENCY test: it needs TEST_DATABASE_URL and TEST_REDIS_URL (CI always runs it)',
  );
}

const projectRoot = path.resolve(import.meta.dirname, '../..');

/** GET on a connection of its own: the primary hands each new connection to the next worker in turn. */
function getOnNewConnection(url: string, token: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { agent: false, headers: { authorization: `Bearer ${token}` } },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
  });
}

/** The processes a process started (Linux). */
function childrenOf(pid: number): number[] {
  const text = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return text ? text.split(/\s+/).map(Number) : [];
}

async function waitFor(condition: () => boolean, what: string, output: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!runs)('WEB_CONCURRENCY workers sharing one port', () => {
  const name = `sc_test_workers_${randomBytes(4).toString('hex')}`;
  let dataDir: string;
  let primary: ChildProcess | undefined;
  let output = '';

  beforeAll(async () => {
    await withAdminClient(serverUrl!, (client) => client.query(`create database ${name}`));
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'sc-workers-'));
  });

  afterAll(async () => {
    if (primary && primary.exitCode === null) {
      primary.kill('SIGKILL');
      await waitForExit(primary, 5_000);
    }
    await withAdminClient(serverUrl!, (client) =>
      client.query(`drop database if exists ${name} with (force)`),
    );
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts two workers on an empty database, replaces one that dies, and stops them all on SIGTERM', async () => {
    const port = await findFreePort();
    const url = `http://127.0.0.1:${port}`;
    primary = await spawnHealthyServer({
      args: ['--import', 'tsx', 'server/main.ts'],
      cwd: projectRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl(serverUrl!, name),
        REDIS_URL: testRedisUrl!,
        REDIS_KEY_PREFIX: testKeyPrefix('workers'),
        WEB_CONCURRENCY: '2',
        CORPUS_AUTO_IMPORT: 'false',
        LOG_LEVEL: 'warn',
      },
      url,
      // Three processes load the whole server at once: slow on a busy two-core machine.
      timeoutMs: 240_000,
      onOutput: (text) => {
        output += text;
      },
      output: () => output,
    });
    const pid = primary.pid!;
    const log = () => output;
    await waitFor(() => childrenOf(pid).length === 2, 'two workers', log);
    // Both migrated the same empty database at once: neither died on a duplicate catalog row.
    for (let request = 0; request < 20; request += 1) {
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
    }
    expect(output).toContain('starting 2 workers on one port');
    expect(output).not.toMatch(/died/);

    // Both workers created the signing key in one fresh DATA_DIR at once: they must have ended with the same one.
    const username = `workers${randomBytes(3).toString('hex')}`;
    const signUp = await fetch(`${url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username,
        password: 'Sacred-circle-1',
        email: `${username}@example.org`,
        firstName: 'Two',
        lastName: 'Workers',
      }),
    });
    expect(signUp.status).toBe(201);
    const { accessToken } = (await signUp.json()) as { accessToken: string };
    for (let request = 0; request < 8; request += 1) {
      const answer = await getOnNewConnection(`${url}/api/auth/user`, accessToken);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body).username).toBe(username);
    }

    const [victim] = childrenOf(pid);
    process.kill(victim!, 'SIGKILL');
    await waitFor(
      () => output.includes(`worker ${victim} died (SIGKILL); starting another`),
      'the restart',
      log,
    );
    await waitFor(
      () => childrenOf(pid).length === 2 && !childrenOf(pid).includes(victim!),
      'a new worker',
      log,
    );
    // The other worker answered meanwhile, and answers now.
    expect((await fetch(`${url}/api/health`)).status).toBe(200);

    const workers = childrenOf(pid);
    primary.kill('SIGTERM');
    expect(await waitForExit(primary, 20_000)).toBe(true);
    expect(primary.exitCode).toBe(0);
    for (const worker of workers) expect(() => process.kill(worker, 0)).toThrow();
  }, 600_000);
});
