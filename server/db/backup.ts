import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createGzip } from 'node:zlib';
import { Readable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { backupKey, backupSocketPath, dumpPglite } from '../lib/database-backup';

/*
 * `npm run backup` and `npm run restore`: the embedded database (PGlite) through the running server's backup
 * socket, or directly when no server has the folder open; PostgreSQL through pg_dump and pg_restore.
 */

export type BackupTarget = { driver: 'pglite'; folder: string } | { driver: 'postgres'; url: string };

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export type BackupResult = { bytes: number; via: 'running server' | 'data folder' | 'pg_dump' };

/** Writes the backup to `out` (through a temporary file beside it, so a failed run never leaves half a file). */
export async function backupDatabase(
  target: BackupTarget,
  out: string,
  serverSecret: () => Buffer,
): Promise<BackupResult> {
  const partial = `${out}.partial`;
  try {
    let via: BackupResult['via'];
    if (target.driver === 'postgres') {
      await run('pg_dump', ['--format=custom', '--file', partial, '--dbname', target.url]);
      via = 'pg_dump';
    } else {
      via = await backupPglite(target.folder, partial, serverSecret);
    }
    await rename(partial, out);
    return { bytes: (await stat(out)).size, via };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

async function backupPglite(
  folder: string,
  file: string,
  serverSecret: () => Buffer,
): Promise<BackupResult['via']> {
  const socketPath = backupSocketPath(folder);
  if (existsSync(socketPath)) {
    const answered = await fetchFromServer(socketPath, backupKey(serverSecret()), file);
    if (answered) return 'running server';
    // The socket is left from a server that is gone: nobody has the folder open.
  }
  if (!existsSync(folder) || (await readdir(folder)).length === 0) {
    throw new BackupError(`There is no database in ${folder} to back up (check DATA_DIR).`);
  }
  const pglite = await PGlite.create(folder);
  try {
    const tar = await dumpPglite(pglite);
    await pipeline(
      Readable.fromWeb(tar.stream() as WebReadableStream<Uint8Array>),
      createGzip(),
      createWriteStream(file),
    );
  } finally {
    await pglite.close();
  }
  return 'data folder';
}

/** Streams the server's backup into `file`; false when no server listens on the socket. */
function fetchFromServer(socketPath: string, key: string, file: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { socketPath, path: '/backup', headers: { authorization: `Bearer ${key}` } },
      (response) => {
        if (response.statusCode !== 200) {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => {
            const message = (() => {
              try {
                return (JSON.parse(body) as { message?: string }).message;
              } catch {
                return undefined;
              }
            })();
            reject(
              new BackupError(`The running server refused the backup: ${message ?? response.statusCode}`),
            );
          });
          return;
        }
        pipeline(response, createWriteStream(file)).then(() => resolve(true), reject);
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(false);
      else reject(error);
    });
  });
}

const PG_DUMP_MAGIC = Buffer.from('PGDMP');
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

/** What a backup file holds, from its first bytes. */
export async function backupKind(file: string): Promise<'pglite' | 'postgres'> {
  const handle = await open(file, 'r').catch(() => {
    throw new BackupError(`There is no backup file at ${file}.`);
  });
  try {
    const head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0);
    if (head.subarray(0, 5).equals(PG_DUMP_MAGIC)) return 'postgres';
    if (head.subarray(0, 2).equals(GZIP_MAGIC)) return 'pglite';
  } finally {
    await handle.close();
  }
  throw new BackupError(
    `${file} is not a Sacred Circle backup (neither a pg_dump custom-format file nor an embedded database backup).`,
  );
}

/** Restores `file` into an empty data folder or an empty PostgreSQL database; anything else is refused. */
export async function restoreDatabase(target: BackupTarget, file: string): Promise<void> {
  const kind = await backupKind(file);
  if (kind !== target.driver) {
    throw new BackupError(
      kind === 'postgres'
        ? `${file} is a PostgreSQL backup: set DATABASE_URL to the empty database to restore it into.`
        : `${file} is an embedded-database (PGlite) backup: unset DATABASE_URL and set DATA_DIR to restore it.`,
    );
  }
  if (target.driver === 'postgres') {
    await assertEmptyPostgres(target.url);
    await run('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--dbname',
      target.url,
      file,
    ]);
    return;
  }
  if (existsSync(target.folder) && (await readdir(target.folder)).length > 0) {
    throw new BackupError(
      `${target.folder} is not empty: restore only into an empty data folder (move the old one away first).`,
    );
  }
  await mkdir(target.folder, { recursive: true });
  const pglite = await PGlite.create({
    dataDir: target.folder,
    loadDataDir: new Blob([await readFile(file)]),
  });
  try {
    await pglite.query('select 1');
  } finally {
    await pglite.close();
  }
}

async function assertEmptyPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
         and n.nspname not like 'pg_temp%'`,
    );
    if ((rows[0]?.n ?? 0) > 0) {
      const name = new URL(url).pathname.slice(1);
      throw new BackupError(
        `The database ${name} is not empty: restore only into an empty database (createdb a new one).`,
      );
    }
  } finally {
    await client.end();
  }
}

/** Runs a PostgreSQL client tool; its error output is the message when it fails. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => (errors += chunk));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${command} was not found: install the PostgreSQL client tools of the server's major version (see README, Backups).`,
            )
          : error,
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${command} failed (exit ${code}): ${errors.trim()}`));
    });
  });
}
