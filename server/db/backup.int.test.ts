import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import {
  corpusTemplateKey,
  databaseUrl,
  ensureFixtureTemplate,
  withAdminClient,
} from '../corpus/test-template';
import { projectRoot } from '../lib/project-root';
import { BrowserSession } from '../test/browser-session';
import { corpusTemplate, openTestDatabase } from '../test/test-database';
import { backupDatabase, restoreDatabase } from './backup';
import { openDatabase, type DatabaseHandle } from './client';
import { users } from './schema/users';

/*
 * Back up a running app with a reader's data, restore it into an empty folder (or database), start the app on the
 * copy and read the same things through the API: a chapter, the reader's journey and sessions, their study items.
 */

const jwtSecret = randomBytes(32).toString('hex');

function configFor(dataDir: string, databaseUrlValue?: string) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: jwtSecret,
    CORPUS_AUTO_IMPORT: 'false',
    RETENTION_RUN_MINUTES: '0',
    REMINDER_POLL_SECONDS: '0',
    AUTH_RATE_LIMIT_MAX: '1000',
    ...(databaseUrlValue ? { DATABASE_URL: databaseUrlValue } : {}),
  });
}

/** A signed-in reader with a reading session and two study items. */
async function readerWithData(app: FastifyInstance) {
  const reader = new BrowserSession(app);
  const email = 'backup.reader@example.org';
  const password = 'light-upon-light-24';
  const signUp = await reader.post('/api/auth/signup', {
    firstName: 'Noor',
    lastName: 'Haddad',
    username: 'backup_reader',
    email,
    password,
  });
  expect(signUp.statusCode, signUp.body).toBeLessThan(300);
  await app.database.db.update(users).set({ verified: 1 }).where(eq(users.email, email));
  const login = await reader.post('/api/auth/login', { email, password, rememberMe: true });
  expect(login.statusCode, login.body).toBe(200);
  const verse = { religion: 'christianity', book: 'John', chapter: 3, translation: 'web' };
  for (const body of [
    { ...verse, verse: 16, kind: 'bookmark' },
    { ...verse, verse: 17, kind: 'note', note: 'Not to condemn, but to save.' },
  ]) {
    const saved = await reader.post('/api/study/items', body);
    expect(saved.statusCode, saved.body).toBe(201);
  }
  const session = await reader.post('/api/progress/session/start', {
    religion: 'christianity',
    book: 'John',
    chapter: 3,
  });
  expect(session.statusCode, session.body).toBeLessThan(300);
  return reader;
}

/** What the reader sees, read through the API of `app` with the reader's tokens. */
async function whatTheReaderSees(app: FastifyInstance, tokens: BrowserSession) {
  const reader = new BrowserSession(app);
  reader.accessToken = tokens.accessToken;
  const read = async (url: string) => {
    const response = await reader.get(url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json();
  };
  return {
    chapter: await read('/api/scriptures?religion=christianity&book=John&chapter=3&translation=web'),
    journey: await read('/api/progress/journey'),
    sessions: await read('/api/progress/sessions'),
    study: await read('/api/study/items'),
    me: await read('/api/auth/user'),
  };
}

describe('backup of the embedded database (PGlite) while the app runs', () => {
  let folder: string;
  let templateFolder: string;
  let running: FastifyInstance;
  let restored: FastifyInstance | undefined;

  beforeAll(async () => {
    const template = corpusTemplate();
    if (!template.available) throw new Error(template.reason);
    // With TEST_DATABASE_URL the run's library template is a PostgreSQL database; this file still needs a PGlite
    // folder, built once and cached like the run's own.
    templateFolder =
      template.kind === 'pglite'
        ? template.folder
        : await ensureFixtureTemplate(undefined, await corpusTemplateKey('fixtures'));
    folder = await mkdtemp(path.join(os.tmpdir(), 'sc-backup-'));
    await cp(templateFolder, path.join(folder, 'live', 'db'), { recursive: true });
    running = await buildApp({ config: configFor(path.join(folder, 'live')), logger: false });
    await running.ready();
  }, 600_000);
  afterAll(async () => {
    await restored?.close();
    await running?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it(
    'restores into an empty folder an app that serves the same chapter, journey and study items',
    { timeout: 120_000 },
    async () => {
      const reader = await readerWithData(running);
      const before = await whatTheReaderSees(running, reader);
      expect(before.study.items).toHaveLength(2);
      expect(before.sessions).toHaveLength(1);

      const file = path.join(folder, 'sacred-circle.backup');
      const live = { driver: 'pglite', folder: path.join(folder, 'live', 'db') } as const;
      // The app keeps answering while the backup is taken: a chapter read and a new note go on meanwhile.
      const [result, during] = await Promise.all([
        backupDatabase(live, file, () => running.serverSecret),
        reader.post('/api/study/items', {
          religion: 'christianity',
          book: 'John',
          chapter: 3,
          translation: 'web',
          verse: 21,
          kind: 'bookmark',
        }),
      ]);
      expect(result.via).toBe('running server');
      expect(result.bytes).toBeGreaterThan(1000);
      expect(during.statusCode).toBe(201);

      const copy = { driver: 'pglite', folder: path.join(folder, 'copy', 'db') } as const;
      await restoreDatabase(copy, file);
      await expect(restoreDatabase(copy, file)).rejects.toThrow(
        `${copy.folder} is not empty: restore only into an empty data folder (move the old one away first).`,
      );
      await expect(restoreDatabase(live, file)).rejects.toThrow('is not empty');

      restored = await buildApp({ config: configFor(path.join(folder, 'copy')), logger: false });
      const after = await whatTheReaderSees(restored, reader);
      // The note written during the backup is in the copy or not, whole either way; the rest is the same.
      const withoutLate = {
        ...after,
        study: { items: after.study.items.filter((item: { verse: number }) => item.verse !== 21) },
      };
      expect(withoutLate).toEqual(before);
      expect(after.me).toMatchObject({ email: 'backup.reader@example.org', firstName: 'Noor' });
    },
  );

  it(
    'backs up a data folder no server has open, and refuses a file that is not a backup',
    { timeout: 120_000 },
    async () => {
      const offline = await mkdtemp(path.join(os.tmpdir(), 'sc-backup-offline-'));
      try {
        const copy = { driver: 'pglite', folder: path.join(offline, 'db') } as const;
        // A copy of the library template, which no server has open.
        await cp(templateFolder, copy.folder, { recursive: true });
        const file = path.join(offline, 'again.backup');
        const result = await backupDatabase(copy, file, () => running.serverSecret);
        expect(result.via).toBe('data folder');
        await expect(
          restoreDatabase(
            { driver: 'pglite', folder: path.join(offline, 'other') },
            path.join(offline, 'db', 'PG_VERSION'),
          ),
        ).rejects.toThrow('is not a Sacred Circle backup');
      } finally {
        await rm(offline, { recursive: true, force: true });
      }
    },
  );

  it(
    'npm run restore refuses a folder that is not empty, and npm run backup asks for --out',
    { timeout: 120_000 },
    async () => {
      const env = { ...process.env, DATA_DIR: path.join(folder, 'copy'), DATABASE_URL: '' };
      const restore = await npmRun(['restore', '--', path.join(folder, 'sacred-circle.backup')], env);
      expect(restore).toMatchObject({ code: 1, stdout: '' });
      expect(restore.stderr).toContain(
        `${path.join(folder, 'copy', 'db')} is not empty: restore only into an empty data folder (move the old one away first).`,
      );
      const backup = await npmRun(['backup'], env);
      expect(backup).toMatchObject({ code: 1 });
      expect(backup.stderr).toContain('Usage: npm run backup -- --out FILE');
    },
  );
});

function npmRun(args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile('npm', ['run', '-s', ...args], { cwd: projectRoot, env }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr });
    });
  });
}

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('backup of PostgreSQL through pg_dump and pg_restore', () => {
  let source: DatabaseHandle;
  let running: FastifyInstance;
  let restored: FastifyInstance | undefined;
  let restoredDatabase: DatabaseHandle | undefined;
  let folder: string;
  const copyName = `sc_test_restore_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'sc-pg-backup-'));
    source = await openTestDatabase({ corpus: true });
    const url = source.pool!.options.connectionString!;
    running = await buildApp({
      config: configFor(folder, url),
      database: source,
      migrate: false,
      logger: false,
    });
    await withAdminClient(serverUrl!, (client) => client.query(`create database ${copyName}`));
  });
  afterAll(async () => {
    await restored?.close();
    await running?.close();
    await withAdminClient(serverUrl!, (client) =>
      client.query(`drop database if exists ${copyName} with (force)`),
    );
    await rm(folder, { recursive: true, force: true });
  });

  it(
    'restores into an empty database an app that serves the same chapter, journey and study items',
    {
      timeout: 120_000,
    },
    async () => {
      const reader = await readerWithData(running);
      const before = await whatTheReaderSees(running, reader);
      const file = path.join(folder, 'sacred-circle.dump');
      const url = source.pool!.options.connectionString!;
      const result = await backupDatabase({ driver: 'postgres', url }, file, () => running.serverSecret);
      expect(result.via).toBe('pg_dump');

      const copyUrl = databaseUrl(serverUrl!, copyName);
      await restoreDatabase({ driver: 'postgres', url: copyUrl }, file);
      await expect(restoreDatabase({ driver: 'postgres', url: copyUrl }, file)).rejects.toThrow(
        `The database ${copyName} is not empty: restore only into an empty database (createdb a new one).`,
      );
      await expect(
        restoreDatabase({ driver: 'pglite', folder: path.join(folder, 'db') }, file),
      ).rejects.toThrow('is a PostgreSQL backup: set DATABASE_URL');

      restoredDatabase = await openDatabase({ driver: 'postgres', url: copyUrl, poolSize: 3 });
      restored = await buildApp({
        config: configFor(folder, copyUrl),
        database: restoredDatabase,
        migrate: true,
        logger: false,
      });
      expect(await whatTheReaderSees(restored, reader)).toEqual(before);
    },
  );
});
