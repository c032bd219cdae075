import { describe, inject } from 'vitest';
import { fullLibraryTag } from '../../scripts/test-summary.mjs';
import { openDatabase, type DatabaseHandle } from '../db/client';
import type { CorpusTemplate } from '../corpus/test-template';
import { openPgliteCopy, openPostgresDatabase } from './database-copies';

export type TestDatabaseOptions = {
  /**
   * Start from an imported library: `true` for the fixture library committed with the code (every machine has
   * it), 'full' for every source (from CORPUS_MIRROR or downloaded at the pinned commits; guard such tests with `fullCorpusAvailable`).
   */
  corpus?: boolean | 'full';
};

/** The imported fixture library (the integration globalSetup's template). */
export function corpusTemplate(): CorpusTemplate {
  return inject('corpusTemplate') ?? { available: false, reason: 'the integration globalSetup did not run' };
}

/** The imported full library, or the one line saying how to get it. */
export function fullCorpusTemplate(): CorpusTemplate {
  return (
    inject('fullCorpusTemplate') ?? { available: false, reason: 'the integration globalSetup did not run' }
  );
}

export const fullCorpusAvailable = (): boolean => fullCorpusTemplate().available;

/**
 * A describe block that needs the full library (verse counts, hadith, the quality of answers over every verse):
 * skipped when the full sources cannot be found (no CORPUS_MIRROR, offline, nothing downloaded before), as the
 * integration globalSetup says once and the closing summary counts by the tag in its title. CI sets CORPUS_MIRROR
 * (the globalSetup fails without the full library there), so there it never skips.
 */
export function describeOnFullLibrary(title: string, body: () => void): void {
  describe.skipIf(!fullCorpusAvailable())(`${title} ${fullLibraryTag}`, body);
}

/**
 * A fresh, migrated database for one test file: real PostgreSQL when TEST_DATABASE_URL is set (a new
 * database created on that server and dropped on close), otherwise an in-memory PGlite. With `corpus` it is a
 * copy of that library's template, every source of it imported.
 */
export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  const template =
    options.corpus === 'full' ? fullCorpusTemplate() : options.corpus ? corpusTemplate() : undefined;
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
