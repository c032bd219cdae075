import path from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  corpusTemplateKey,
  ensureFixtureTemplate,
  ensurePgliteTemplate,
  ensurePostgresTemplate,
  pruneOldTemplates,
  type CorpusTemplate,
} from '../corpus/test-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The fixture library, imported: every machine has it. */
    corpusTemplate: CorpusTemplate;
    /** The full library from CORPUS_MIRROR, or why it is not there. */
    fullCorpusTemplate: CorpusTemplate;
  }
}

const inCi = process.env.CI === 'true' || process.env.CI === '1';

/** The one line a run without the mirror prints; the closing summary counts what it skipped. */
const fullLibraryHint =
  'Full-library tests will be skipped: set CORPUS_MIRROR to a copy of the scripture corpora mirror to run them';

async function timed<T>(label: string, build: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await build();
  const seconds = (performance.now() - started) / 1000;
  if (seconds > 5) console.log(`${label} built in ${seconds.toFixed(1)} s`);
  return result;
}

/**
 * Runs once per integration run. Imports the fixture library committed in server/corpus/fixtures into a template
 * that `openTestDatabase({ corpus: true })` copies per test file, and, when CORPUS_MIRROR is set, the full library
 * into another for `openTestDatabase({ corpus: 'full' })`. A template is a cached PGlite data folder, or a
 * PostgreSQL template database when TEST_DATABASE_URL is set, kept per key over everything that decides what an
 * import writes, so only the first run pays.
 */
export default async function setup(project: TestProject): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const fixtureKey = await corpusTemplateKey('fixtures');
  const fixtures = await timed(`Fixture library template ${fixtureKey}`, () =>
    ensureFixtureTemplate(serverUrl, fixtureKey),
  );
  project.provide(
    'corpusTemplate',
    serverUrl
      ? { available: true, kind: 'postgres', database: fixtures }
      : { available: true, kind: 'pglite', folder: fixtures },
  );
  await pruneOldTemplates(fixtureKey, 'fixtures');

  const mirror = process.env.CORPUS_MIRROR;
  if (!mirror) {
    // CI proves the full library on every run: there a missing mirror is an error, never a skip.
    if (inCi) throw new Error('CI must set CORPUS_MIRROR (a copy of the scripture corpora mirror).');
    console.log(fullLibraryHint);
    project.provide('fullCorpusTemplate', { available: false, reason: fullLibraryHint });
    return;
  }
  const mirrorDir = path.resolve(mirror);
  const key = await corpusTemplateKey('full');
  const template: CorpusTemplate = await timed(`Corpus test template ${key}`, async () =>
    serverUrl
      ? {
          available: true,
          kind: 'postgres',
          database: await ensurePostgresTemplate(serverUrl, mirrorDir, key),
        }
      : { available: true, kind: 'pglite', folder: await ensurePgliteTemplate(mirrorDir, key) },
  );
  await pruneOldTemplates(key, 'full');
  project.provide('fullCorpusTemplate', template);
}
