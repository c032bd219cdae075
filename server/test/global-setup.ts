import type { TestProject } from 'vitest/node';
import {
  corpusTemplateKey,
  ensureFixtureTemplate,
  ensureLibraryTemplate,
  pruneOldTemplates,
  type CorpusTemplate,
  type TemplateLibrary,
} from '../corpus/test-template';
import { findFullLibrary } from '../corpus/full-library-origin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The fixture library, imported: every machine has it. */
    corpusTemplate: CorpusTemplate;
    /** The full library (from CORPUS_MIRROR or downloaded at the pinned commits), or why it is not there. */
    fullCorpusTemplate: CorpusTemplate;
  }
}

const inCi = process.env.CI === 'true' || process.env.CI === '1';

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

  const origin = await findFullLibrary(process.env);
  if (!origin.available) {
    // CI proves the full library on every run: there a library it cannot find is an error, never a skip.
    if (inCi) throw new Error(`CI must have the full library. ${origin.reason}`);
    console.log(origin.reason);
    project.provide('fullCorpusTemplate', { available: false, reason: origin.reason });
    return;
  }
  const library: TemplateLibrary =
    'mirrorDir' in origin
      ? { library: 'full', mirrorDir: origin.mirrorDir }
      : { library: 'full', download: origin.download };
  const key = await corpusTemplateKey('full');
  const template = await timed(`Corpus test template ${key}`, () =>
    ensureLibraryTemplate(serverUrl, key, library),
  );
  await pruneOldTemplates(key, 'full');
  project.provide('fullCorpusTemplate', template);
}
