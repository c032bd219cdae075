import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompareResult } from '../../common/api/chat';
import type { CorpusSourceStatus, ImportProgress } from '../../common/api/health';
import { religionIds } from '../../common/scripture/religions';
import { startServerProcess, type ServerProcess } from '../test/faults/server-process';
import { Visitor } from '../test/faults/visitor';

/*
 * A first start on a fresh data folder: the server imports the library in the background while a visitor asks
 * Compare. Whatever was ranked from the half-imported library must not outlive the import, and the answer
 * given meanwhile must name the traditions still importing.
 */

// One small source per tradition, so the import takes seconds: the npm packages' Bible, Qur'an, Tanakh and Gita,
// and the Dhammapada from the fixture library committed with the code (its chapter on anger included).
const SOURCES = [
  'christianity:web',
  'islam:quran',
  'judaism:tanakh-fallback',
  'hinduism:gita-fallback',
  'buddhism:dhp',
];
/** Only a bound that fails the test; the import normally ends well within it. */
const IMPORT_LIMIT_MS = 240_000;
/** The line the server logs when the background import has gone through every source. */
const IMPORT_FINISHED = /Corpus: \d+ imported/;

describe('a compare asked during the first import', () => {
  let dataDir: string;
  let server: ServerProcess;
  let printed: () => void = () => undefined;

  /** Resolves when the server has printed a line matching `pattern`: woken by its output, not by a timer. */
  async function untilPrinted(pattern: RegExp, limitMs: number) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const limit = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`The server did not print ${pattern} in time:\n${server.output()}`)),
        limitMs,
      );
    });
    try {
      while (!pattern.test(server.output()))
        await Promise.race([new Promise<void>((resolve) => (printed = resolve)), limit]);
    } finally {
      clearTimeout(timer);
    }
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'sc-first-import-'));
    server = await startServerProcess({
      dataDir,
      onOutput: () => printed(),
      env: {
        // The summary of the finished import is logged at info.
        LOG_LEVEL: 'info',
        CORPUS_AUTO_IMPORT: 'true',
        CORPUS_FIXTURES: 'true',
        CORPUS_SOURCES: SOURCES.join(','),
        LLM_BASE_URL: '',
      },
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('says which traditions are importing, and quotes all five once the import is done', async () => {
    const visitor = new Visitor(server.url);
    const progress = async () => (await visitor.get('/api/library/import')).body as ImportProgress;
    const compare = async () => {
      const reply = await visitor.post(
        '/api/chat/compare',
        { theme: 'anger', sessionId: 'first-run' },
        { timeoutMs: 120_000 },
      );
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return reply.body as CompareResult;
    };
    const quoted = (result: CompareResult) =>
      religionIds.filter((religion) => (result.verses[religion] ?? []).length > 0);

    const before = await progress();
    const during = await compare();

    // The import logs its summary once every source is done.
    await untilPrinted(IMPORT_FINISHED, IMPORT_LIMIT_MS);
    const health = await visitor.get('/api/health', { timeoutMs: 10_000 });
    const sources = (health.body?.corpus?.sources ?? []) as CorpusSourceStatus[];
    for (const id of SOURCES)
      expect(sources.find((source) => source.source === id)?.status, id).toBe('complete');

    const after = await compare();
    expect(quoted(after)).toEqual([...religionIds]);
    expect(after.importing).toEqual([]);

    // The first answer came while sources were still importing, and it said which.
    expect(during.importing.length).toBeGreaterThan(0);
    for (const religion of religionIds) {
      if (!quoted(during).includes(religion)) expect(during.importing).toContain(religion);
    }
    // The progress, from memory, named what was left; it is empty once the import is done.
    expect(before.running).toBe(true);
    expect(before.sources.map((source) => source.source)).toContain('buddhism:dhp');
    const last = await progress();
    expect(last).toMatchObject({ running: false, importing: [], sources: [] });
    expect(last.generation).toBeGreaterThan(before.generation);
  }, 400_000);
});
