import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import type { CorpusTemplate } from '../corpus/test-template';
import { openPgliteCopy, openPostgresDatabase } from './database-copies';

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
  return openPostgresDatabase(serverUrl, template?.kind === 'postgres' ? template.database : undefined);
}
