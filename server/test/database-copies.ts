import { randomBytes } from 'node:crypto';
import { cp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { databaseUrl, withAdminClient } from '../corpus/test-template';

/*
 * Private, migrated databases for a test file or a fuzz run, each dropped on close. No vitest here: the fuzz
 * runner (`npm run fuzz`) uses these outside a test run.
 */

/** A private on-disk copy of a PGlite template folder, deleted on close. */
export async function openPgliteCopy(folder: string): Promise<DatabaseHandle> {
  const copy = path.join(os.tmpdir(), `sc-test-corpus-${process.pid}-${randomBytes(4).toString('hex')}`);
  await cp(folder, copy, { recursive: true });
  const handle = await openDatabase({ driver: 'pglite', dataDir: copy });
  await handle.migrate();
  return {
    ...handle,
    location: `${copy} (copy of the corpus template)`,
    close: async () => {
      await handle.close();
      await rm(copy, { recursive: true, force: true });
    },
  };
}

/**
 * A new database on the PostgreSQL server at serverUrl (empty, or a copy of `template`), dropped on close.
 */
export async function openPostgresDatabase(serverUrl: string, template?: string): Promise<DatabaseHandle> {
  const name = `sc_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const from = template ? ` template ${template}` : '';
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}${from}`));
  const handle = await openDatabase({ driver: 'postgres', url: databaseUrl(serverUrl, name), poolSize: 5 });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}
