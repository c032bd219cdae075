import path from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  corpusTemplateKey,
  ensurePgliteTemplate,
  ensurePostgresTemplate,
  pruneOldTemplates,
  type CorpusTemplate,
} from '../corpus/test-template';

declare module 'vitest' {
  export interface ProvidedContext {
    corpusTemplate: CorpusTemplate;
  }
}

const inCi = process.env.CI === 'true' || process.env.CI === '1';

/**
 * Runs once per integration run: imports the full corpus from CORPUS_MIRROR into a template (a cached PGlite
 * data folder, or a PostgreSQL template database when TEST_DATABASE_URL is set) that `openTestDatabase({ corpus: true })`
 * copies per test file. Cached by a key over manifests, importer code and the scripture schema, so only the first run pays.
 */
export default async function setup(project: TestProject): Promise<void> {
  const mirror = process.env.CORPUS_MIRROR;
  if (!mirror) {
    const reason =
      'CORPUS_MIRROR is not set, so the scripture corpus tests cannot run ' +
      '(locally: CORPUS_MIRROR=/work/shared/corpora npm run test:integration)';
    if (inCi) throw new Error(`${reason}. CI must set CORPUS_MIRROR (for example ../shared/corpora).`);
    project.provide('corpusTemplate', { available: false, reason });
    return;
  }
  const mirrorDir = path.resolve(mirror);
  const key = await corpusTemplateKey();
  const started = performance.now();
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template: CorpusTemplate = serverUrl
    ? { available: true, kind: 'postgres', database: await ensurePostgresTemplate(serverUrl, mirrorDir, key) }
    : { available: true, kind: 'pglite', folder: await ensurePgliteTemplate(mirrorDir, key) };
  const seconds = (performance.now() - started) / 1000;
  if (seconds > 5) console.log(`Corpus test template ${key} built in ${seconds.toFixed(1)} s`);
  await pruneOldTemplates(key);
  project.provide('corpusTemplate', template);
}
