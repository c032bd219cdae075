import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-app';
import { corpusTemplate, openTestDatabase } from '../test-database';
import { fuzzOverrides } from './fuzz-config';
import { countsTable, fuzzTargets } from './fuzzer';
import { RouteCatalog, targetLabel, unknownApiTarget, type FuzzTarget } from './route-catalog';

/*
 * A small, fixed-seed fuzz run over every /api route (the big one is `npm run fuzz`). Routes are
 * read from the app itself, so a new route is fuzzed without touching this file.
 */
const SEED = 20261122;
const RUNS_PER_TARGET = 6;
// ~550 requests: 30-60 s on a quiet machine, more on a shared one.
const FUZZ_TIMEOUT_MS = 300_000;

const catalog = new RouteCatalog();
let app: Awaited<ReturnType<typeof createTestApp>>;
let targets: FuzzTarget[];

beforeAll(async () => {
  const corpus = corpusTemplate().available;
  app = await createTestApp(fuzzOverrides, {
    database: await openTestDatabase({ corpus }),
    onRoute: catalog.onRoute,
  });
  await app.ready();
  targets = [...catalog.targets(), unknownApiTarget];
});
afterAll(async () => {
  await app?.close();
});

describe('schema-driven fuzzing of the API', () => {
  it('finds every /api route with the zod schema of each part it validates', () => {
    const labels = targets.map(targetLabel);
    expect(labels.length).toBeGreaterThan(40);
    for (const expected of [
      'POST /api/auth/signup',
      'GET /api/scriptures',
      'PATCH /api/progress/session/:sessionId/end',
      'POST /api/study/items',
      'GET /api/docs/static/*',
    ]) {
      expect(labels).toContain(expected);
    }
    // Every route whose handler reads a body, query or path parameters declares a schema for it.
    for (const target of targets) {
      if (target.paramNames.some((name) => name !== '*') && target.url !== unknownApiTarget.url) {
        expect(
          target.params,
          `${targetLabel(target)} has path parameters but no params schema`,
        ).toBeDefined();
      }
    }
    const signup = targets.find((target) => targetLabel(target) === 'POST /api/auth/signup');
    expect(signup?.body?.properties?.username).toMatchObject({ type: 'string', minLength: 3, maxLength: 20 });
  });

  it(
    'answers every fuzzed request below 500, and every 4xx as JSON with a message',
    async () => {
      const report = await fuzzTargets(app, targets, { seed: SEED, runsPerTarget: RUNS_PER_TARGET });
      // Every target was fuzzed, including routes added after this test was written.
      for (const target of targets) {
        const counts = report.counts.get(targetLabel(target));
        const sent = [...(counts?.values() ?? [])].reduce((sum, count) => sum + count, 0);
        expect(sent, `${targetLabel(target)} was not fuzzed`).toBeGreaterThanOrEqual(RUNS_PER_TARGET);
      }
      expect(report.requests).toBeGreaterThanOrEqual(targets.length * RUNS_PER_TARGET);
      // The fuzzer reached handlers as signed-in callers, not only the validation layer.
      expect(report.identitiesMade.user).toBeGreaterThanOrEqual(1);
      expect(
        report.failures,
        `${report.failures.map((failure) => JSON.stringify(failure, null, 2)).join('\n')}\n${countsTable(report)}`,
      ).toEqual([]);
    },
    FUZZ_TIMEOUT_MS,
  );
});
