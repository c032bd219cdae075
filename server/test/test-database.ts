import { randomBytes } from 'node:crypto';
import { cp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { databaseUrl, withAdminClient, type CorpusTemplate } from '../corpus/test-template';

export type TestDatabaseOptions = {
  /** Start from the fully imported scripture corpus (the integration globalSetup's template). */
  corpus?: boolean;
};

/** Whether corpus databases can be opened in this run, and if not why (CORPUS_MIRROR unset locally). */
export function corpusTemplate(): CorpusTemplate {
  return inject('corpusTemplate') ?? { available: false, reason: 'the integration globalSetup did not run' };
}

/**
 * A fresh, migrated database for one test file: real PostgreSQL when TEST_DATABASE_URL is set (a new
 * database created on that server and dropped on close), otherwise an in-memory PGlite. With `corpus: true`
 * it is a copy of the corpus template, every source imported.
 */
export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  const template = options.corpus ? corpusTemplate() : undefined;
  if (template && !template.available) throw new Error(template.reason);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    if (template?.kind === 'pglite') return openPgliteCopy(template.folder);
    const handle = await openDatabase({ driver: 'pglite' });
    await handle.migrate();
    return handle;
  }
  const name = `sc_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const from = template?.kind === 'postgres' ? ` template ${template.database}` : '';
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

/** A private on-disk copy of the template folder, deleted on close. */
async function openPgliteCopy(folder: string): Promise<DatabaseHandle> {
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
