import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { BrowserSession } from '../browser-session';
import { IdentityPool } from './identity-pool';
import { judge } from './oracle';
import { learnedIdPattern, requestArbitrary, type FuzzRequest, type IdentityName } from './request-arbitrary';
import { targetLabel, type FuzzTarget } from './route-catalog';

export type FuzzFailure = {
  target: string;
  problem: string;
  /** The smallest failing request fast-check found, long strings shortened. */
  request: string;
  status?: number;
  response?: string;
  /** Replays this failure: `npm run fuzz -- --seed <seed> --route '<target>'`. */
  seed: number;
};

export type FuzzReport = {
  seed: number;
  requests: number;
  /** Per target, per status: how many answers. */
  counts: Map<string, Map<number, number>>;
  failures: FuzzFailure[];
  identitiesMade: Record<string, number>;
};

/** Ids each identity got back from creates (`{ id }` in a 2xx answer), for path parameters. */
type LearnedIds = Map<IdentityName, number[]>;

function learnIds(learned: LearnedIds, request: FuzzRequest, response: LightMyRequestResponse) {
  if (response.statusCode >= 300 || request.method === 'GET' || request.method === 'HEAD') return;
  if (!String(response.headers['content-type'] ?? '').includes('json')) return;
  const id = (JSON.parse(response.body) as { id?: unknown } | null)?.id;
  if (typeof id !== 'number') return;
  const ids = learned.get(request.identity) ?? [];
  if (!ids.includes(id)) ids.push(id);
  learned.set(request.identity, ids);
}

/** Sends one fuzz request as its identity, keeping that session's cookies like a browser would. */
async function send(
  app: FastifyInstance,
  session: BrowserSession,
  fuzzRequest: FuzzRequest,
  learned: LearnedIds,
): Promise<LightMyRequestResponse> {
  const ids = learned.get(fuzzRequest.identity) ?? [];
  const url = fuzzRequest.url.replace(learnedIdPattern, (_marker, index: string) =>
    String(ids.length ? ids[Number(index) % ids.length] : Number(index) + 1),
  );
  const request = { ...fuzzRequest, url };
  const headers: Record<string, string> = {};
  if (session.cookies.size > 0) {
    headers.cookie = [...session.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  if (session.accessToken) headers.authorization = `Bearer ${session.accessToken}`;
  if (request.forged?.authorization) headers.authorization = request.forged.authorization;
  if (request.forged?.cookie) headers.cookie = request.forged.cookie;
  if (request.method !== 'GET' && request.method !== 'HEAD') headers.origin = 'http://localhost:80';
  const options: InjectOptions = {
    method: request.method as InjectOptions['method'],
    url: request.url,
    headers,
  };
  const { body } = request;
  if (body.mode === 'raw') {
    if (body.contentType) headers['content-type'] = body.contentType;
    options.payload = body.payload;
  } else if (body.mode !== 'none') {
    headers['content-type'] = 'application/json';
    options.payload = JSON.stringify(body.json) ?? '';
  }
  const response = await app.inject(options);
  for (const cookie of response.cookies as Array<{ name: string; value: string; maxAge?: number }>) {
    if (cookie.value === '' || cookie.maxAge === 0) session.cookies.delete(cookie.name);
    else session.cookies.set(cookie.name, cookie.value);
  }
  try {
    learnIds(learned, request, response);
  } catch {
    // A body that claims JSON and is not: the oracle reports it.
  }
  return response;
}

/** JSON of a request with every long string cut to its start and length, so a failure stays readable. */
export function describeRequest(request: FuzzRequest): string {
  return JSON.stringify(request, (_key, value: unknown) =>
    typeof value === 'string' && value.length > 200 ? `${value.slice(0, 60)}…(${value.length} chars)` : value,
  );
}

/**
 * Fuzzes each target with its own fast-check property (the same seed for all): `runsPerTarget` requests,
 * and on the first broken rule fast-check shrinks the request to the smallest one that still breaks it.
 */
export async function fuzzTargets(
  app: FastifyInstance,
  targets: FuzzTarget[],
  options: {
    seed: number;
    runsPerTarget: number;
    onTargetDone?: (label: string, counts: Map<number, number>) => void;
  },
): Promise<FuzzReport> {
  const pool = new IdentityPool(app);
  const report: FuzzReport = {
    seed: options.seed,
    requests: 0,
    counts: new Map(),
    failures: [],
    identitiesMade: pool.made,
  };
  const bodyLimit = app.config.BODY_LIMIT_BYTES;
  const learned: LearnedIds = new Map();

  for (const target of targets) {
    const label = targetLabel(target);
    const counts = new Map<number, number>();
    report.counts.set(label, counts);
    const run = async (request: FuzzRequest) => {
      const response = await send(app, await pool.session(request.identity), request, learned);
      report.requests += 1;
      counts.set(response.statusCode, (counts.get(response.statusCode) ?? 0) + 1);
      pool.observe(request, response.statusCode);
      return response;
    };
    const details = await fc.check(
      fc.asyncProperty(requestArbitrary(target, { bodyLimit }), async (request) => {
        const response = await run(request);
        return judge(request.method, response) === undefined;
      }),
      { seed: options.seed, numRuns: options.runsPerTarget },
    );
    if (details.failed) {
      const request = details.counterexample?.[0];
      const failure: FuzzFailure = {
        target: label,
        seed: options.seed,
        problem: details.errorInstance ? String(details.errorInstance) : 'broken rule',
        request: request ? describeRequest(request) : '(none)',
      };
      if (request) {
        const response = await run(request);
        failure.problem = judge(request.method, response) ?? failure.problem;
        failure.status = response.statusCode;
        failure.response = response.body.slice(0, 500);
      }
      report.failures.push(failure);
    }
    options.onTargetDone?.(label, counts);
  }
  return report;
}

/** A plain-text table: one row per target, one column per status seen. */
export function countsTable(report: FuzzReport): string {
  const statuses = [...new Set([...report.counts.values()].flatMap((counts) => [...counts.keys()]))].sort(
    (a, b) => a - b,
  );
  const header = ['Route', 'Requests', ...statuses.map(String)];
  const rows = [...report.counts].map(([label, counts]) => [
    label,
    String([...counts.values()].reduce((sum, count) => sum + count, 0)),
    ...statuses.map((status) => String(counts.get(status) ?? '')),
  ]);
  const totals = [
    'Total',
    String(report.requests),
    ...statuses.map((status) =>
      String([...report.counts.values()].reduce((sum, counts) => sum + (counts.get(status) ?? 0), 0)),
    ),
  ];
  const lines = [header, header.map(() => '---'), ...rows, totals];
  return lines.map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}
