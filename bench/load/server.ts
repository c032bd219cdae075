/**
 * What both load runs start: a fresh PostgreSQL database copied from the corpus template, and the real server
 * (`server/main.ts` bundled, NODE_ENV=production) on it, as one process or as WEB_CONCURRENCY workers sharing the
 * port with Redis, the topology of several app servers (ADR 0146).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import {
  corpusTemplateKey,
  databaseUrl,
  ensurePostgresTemplate,
  withAdminClient,
} from '../../server/corpus/test-template';
import { findFreePort } from '../../server/test/child-process';
import { ensureServerBuilt, serverBundle } from '../../scripts/server-build.mjs';

export const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function corpusMirror(): string {
  if (!process.env.CORPUS_MIRROR) {
    console.error('Set CORPUS_MIRROR to your copy of the corpora mirror (for example ../shared/corpora).');
    process.exit(2);
  }
  return path.resolve(process.env.CORPUS_MIRROR);
}

/** The whole test population shares one IP: these limits would otherwise refuse it (said in bench/README.md). */
export const rateLimitEnv = {
  AUTH_RATE_LIMIT_MAX: '100000',
  CHAT_RATE_LIMIT_MAX: '100000',
  SEARCH_RATE_LIMIT_MAX: '100000',
  FREE_DAILY_AI_QUOTA: '1000000',
  FREE_DAILY_AI_QUOTA_PER_IP: '10000000',
  GUEST_CREATE_RATE_LIMIT_MAX: '100000',
};

export async function createDatabase(): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const template = await ensurePostgresTemplate(serverUrl, corpusMirror(), await corpusTemplateKey());
  const name = `sc_load_${Date.now().toString(36)}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name} template ${template}`));
  return {
    url: databaseUrl(serverUrl, name),
    name,
    drop: () =>
      withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      ).then(() => undefined),
  };
}

export type ServerOptions = {
  url: string;
  dataDir: string;
  poolSize: string;
  /** Worker processes sharing the port (WEB_CONCURRENCY); more than one needs `redisUrl`. */
  instances?: number;
  redisUrl?: string;
  redisKeyPrefix?: string;
};

export async function startServer(options: ServerOptions): Promise<{ child: ChildProcess; base: string }> {
  const port = await findFreePort();
  // What `npm start` runs (ADR 0008).
  if (!(await ensureServerBuilt())) throw new Error('The server did not bundle');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.url,
    DATABASE_POOL_SIZE: options.poolSize,
    CORPUS_AUTO_IMPORT: 'false',
    LOG_LEVEL: 'warn',
    LLM_BASE_URL: '',
    WEB_CONCURRENCY: String(options.instances ?? 1),
    ...rateLimitEnv,
  };
  delete env.REDIS_URL;
  if (options.redisUrl) {
    env.REDIS_URL = options.redisUrl;
    env.REDIS_KEY_PREFIX = options.redisKeyPrefix ?? 'sc-load:';
  }
  const child = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 120_000; waited += 200) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { child, base };
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error('the server did not become healthy in 120 s');
}
