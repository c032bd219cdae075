/**
 * The full library for the retrieval eval: the integration tests' cached template (built once per corpus key under
 * ~/.cache/sacred-circle/test-cache, or a PostgreSQL template database when TEST_DATABASE_URL is set), opened as a private copy so a
 * run never changes it and a second run does not import again.
 */
import path from 'node:path';
import { openPgliteCopy, openPostgresDatabase } from '../../server/test/database-copies';
import {
  corpusTemplateKey,
  ensurePgliteTemplate,
  ensurePostgresTemplate,
} from '../../server/corpus/test-template';
import type { DatabaseHandle } from '../../server/db/client';

export async function openFullLibrary(): Promise<DatabaseHandle> {
  const mirror = process.env.CORPUS_MIRROR;
  if (!mirror) {
    throw new Error(
      'The retrieval eval needs the full library: set CORPUS_MIRROR to the scripture corpora mirror.',
    );
  }
  const mirrorDir = path.resolve(mirror);
  const key = await corpusTemplateKey('full');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    return openPostgresDatabase(serverUrl, await ensurePostgresTemplate(serverUrl, mirrorDir, key));
  }
  return openPgliteCopy(await ensurePgliteTemplate(mirrorDir, key));
}
