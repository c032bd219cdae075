import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { visibleScriptureRows } from '../db/visible-scriptures';
import { CorpusFetcher } from './fetcher';
import { importSources } from './runner';
import { kjvSource } from './sources/bible-kjv';
import { webSource } from './sources/bible-web';
import { rowsOf } from './store';
import { databaseUrl, withAdminClient } from './test-template';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const serverUrl = process.env.TEST_DATABASE_URL;

/** Runs `npm run corpus -- import ...` as a child process and SIGKILLs it once `killAt` appears in its output. */
function importUntilKilled(
  env: NodeJS.ProcessEnv,
  killAt: RegExp,
): Promise<{ output: string; signal: string | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/corpus/cli.ts', 'import', 'christianity:web', 'christianity:kjv'],
      { cwd: projectRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (killAt.test(output)) child.kill('SIGKILL');
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('exit', (_code, signal) => resolve({ output, signal }));
  });
}

describe('an import killed with SIGKILL in the middle of a source', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('leaves nothing of that source visible, and the next run resumes it', { timeout: 300_000 }, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sc-corpus-resume-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const env: NodeJS.ProcessEnv = {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      CORPUS_MIRROR: '',
      DATABASE_URL: '',
    };
    let open: () => Promise<DatabaseHandle>;
    if (serverUrl) {
      const name = `sc_test_resume_${randomBytes(4).toString('hex')}`;
      await withAdminClient(serverUrl, (admin) => admin.query(`create database ${name}`));
      cleanups.push(() =>
        withAdminClient(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`)),
      );
      env.DATABASE_URL = databaseUrl(serverUrl, name);
      open = () => openDatabase({ driver: 'postgres', url: env.DATABASE_URL!, poolSize: 2 });
    } else {
      open = () => openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'db') });
    }

    // Kill once the KJV's first batches are written (hidden on PGlite, inside its open transaction on PostgreSQL).
    const run = await importUntilKilled(env, /corpus christianity:kjv: written /);
    expect(run.signal).toBe('SIGKILL');
    expect(run.output).toMatch(/corpus christianity:web: 31,098 rows/);

    const database = await open();
    try {
      // Rows a reader can see; `all` also counts the ones a stopped import left hidden.
      const count = async (translation: string, all = false) =>
        rowsOf<{ n: number }>(
          await database.db.execute(
            sql`select count(*)::int as n from scriptures s where translation = ${translation}
              and ${all ? sql`true` : visibleScriptureRows('s')}`,
          ),
        )[0]!.n;
      const states = rowsOf<{ source: string; status: string; row_count: number }>(
        await database.db.execute(sql`select source, status, row_count from corpus_imports order by source`),
      );
      expect(states).toEqual([
        { source: 'christianity:kjv', status: 'importing', row_count: 0 },
        { source: 'christianity:web', status: 'complete', row_count: 31_098 },
      ]);
      expect(await count('kjv')).toBe(0);
      expect(await count('web')).toBe(31_098);

      const fetcher = new CorpusFetcher({
        baseUrl: 'http://127.0.0.1:9',
        cacheDir: path.join(dataDir, 'cache'),
      });
      const resumed = await importSources(database.longRunning, [webSource, kjvSource], { fetcher });
      expect(resumed.map(({ source, status, rows }) => ({ source, status, rows }))).toEqual([
        { source: 'christianity:web', status: 'skipped', rows: 0 },
        { source: 'christianity:kjv', status: 'complete', rows: 31_102 },
      ]);
      expect(await count('kjv')).toBe(31_102);
      expect(await count('kjv', true)).toBe(31_102);
      expect(await count('web')).toBe(31_098);
    } finally {
      await database.close();
    }
  });
});
