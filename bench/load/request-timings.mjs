/**
 * Where a slow request's time went, from inside the built server: preloaded into it by the open-loop run
 * (bench/README.md, Open loop), it writes one JSON line per write (and per request over 150 ms) to
 * $REQUEST_TIMINGS_DIR/<tag>-<pid>.jsonl: arrival to handler start, each pool checkout, each SQL statement's
 * start and time, event-loop stalls over 25 ms, GC pauses over 5 ms, the requests in flight beside it and the
 * run's database's wait events (pg_stat_activity, sampled every 50 ms on a connection of its own).
 *
 *   REQUEST_TIMINGS_DIR=/tmp/timings NODE_OPTIONS="--import ./bench/load/request-timings.mjs" \
 *     npm run bench:load -- --open --instances 1 --rates 1 --step-seconds 60
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import diagnostics from 'node:diagnostics_channel';
import { appendFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { PerformanceObserver, performance } from 'node:perf_hooks';

// Only the server: the load generator inherits NODE_OPTIONS too.
const active =
  Boolean(process.env.REQUEST_TIMINGS_DIR) &&
  process.env.NODE_ENV === 'production' &&
  process.argv.some((a) => a.endsWith('main.mjs'));
if (active) {
  const out = `${process.env.REQUEST_TIMINGS_DIR}/${process.env.REQUEST_TIMINGS_TAG ?? 'run'}-${process.pid}.jsonl`;
  const write = (o) => appendFileSync(out, JSON.stringify(o) + '\n');
  const als = new AsyncLocalStorage();
  const now = () => performance.now();
  const stalls = []; // [start, end]
  const gcs = [];
  let last = now();
  setInterval(() => {
    const t = now();
    if (t - last > 25) {
      stalls.push([last, t]);
      if (stalls.length > 5000) stalls.shift();
    }
    last = t;
  }, 5).unref();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.duration > 5) gcs.push([e.startTime, e.startTime + e.duration, e.detail?.kind]);
  }).observe({ entryTypes: ['gc'] });
  const inflight = new Set();
  const origEmit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (event, req, res) {
    if (event !== 'request') return origEmit.apply(this, arguments);
    const ctx = { method: req.method, url: req.url, t0: now(), queries: [], pool: [], handler: undefined };
    inflight.add(ctx);
    res.once('finish', () => {
      ctx.t1 = now();
      inflight.delete(ctx);
      const total = ctx.t1 - ctx.t0;
      const isWrite = /\/api\/progress\/session/.test(ctx.url) || ctx.method !== 'GET';
      const rec = {
        at: new Date().toISOString(),
        m: ctx.method,
        u: ctx.url.slice(0, 60),
        s: res.statusCode,
        total: +total.toFixed(1),
        toHandler: ctx.handler === undefined ? null : +(ctx.handler - ctx.t0).toFixed(1),
        pool: ctx.pool.map(([a, b]) => +(b - a).toFixed(1)),
        q: ctx.queries.map(([a, b, text]) => [+(a - ctx.t0).toFixed(1), +(b - a).toFixed(1), text]),
        stalls: stalls
          .filter(([a, b]) => b > ctx.t0 && a < ctx.t1)
          .map(([a, b]) => [+(a - ctx.t0).toFixed(0), +(b - a).toFixed(0)]),
        gc: gcs
          .filter(([a, b]) => b > ctx.t0 && a < ctx.t1)
          .map(([a, b, k]) => [+(a - ctx.t0).toFixed(0), +(b - a).toFixed(0), k]),
      };
      if (total > 150) {
        rec.others = [...(ctx.overlap ?? [])];
        rec.waits = (globalThis.__wWaits ?? [])
          .filter(([t]) => t > ctx.t0 && t < ctx.t1)
          .map(([t, w]) => [+(t - ctx.t0).toFixed(0), w]);
      }
      if (isWrite || total > 150) write(rec);
    });
    for (const other of inflight)
      if (other !== ctx) {
        (other.overlap ??= new Set()).add(`${ctx.method} ${ctx.url.slice(0, 40)}`);
        (ctx.overlap ??= new Set()).add(`${other.method} ${other.url.slice(0, 40)}`);
      }
    return als.run(ctx, () => origEmit.apply(this, arguments));
  };
  diagnostics.subscribe('tracing:fastify.request.handler:start', () => {
    const ctx = als.getStore();
    if (ctx && ctx.handler === undefined) ctx.handler = now();
  });
  const require = createRequire(process.cwd() + '/package.json');
  const pg = require('pg');
  const Pool = Object.getPrototypeOf(new pg.Pool({ max: 1 })).constructor;
  const origConnect = Pool.prototype.connect;
  Pool.prototype.connect = function (cb) {
    const ctx = als.getStore();
    const a = now();
    if (typeof cb === 'function')
      return origConnect.call(this, function () {
        ctx?.pool.push([a, now()]);
        return cb.apply(this, arguments);
      });
    return origConnect.call(this).then((c) => {
      ctx?.pool.push([a, now()]);
      return c;
    });
  };
  const origQuery = pg.Client.prototype.query;
  pg.Client.prototype.query = function (config, values, cb) {
    const ctx = als.getStore();
    const a = now();
    const text = String(typeof config === 'string' ? config : (config?.text ?? ''))
      .replace(/\s+/g, ' ')
      .slice(0, 90);
    const done = () => ctx?.queries.push([a, now(), text]);
    if (typeof values === 'function') {
      const f = values;
      values = function () {
        done();
        return f.apply(this, arguments);
      };
    } else if (typeof cb === 'function') {
      const f = cb;
      cb = function () {
        done();
        return f.apply(this, arguments);
      };
    }
    const r = origQuery.call(this, config, values, cb);
    if (r && typeof r.then === 'function' && typeof cb !== 'function' && typeof values !== 'function')
      r.then(done, done);
    return r;
  };
  // Wait events, sampled on a connection of its own through the unpatched query (no request's context).
  globalThis.__wWaits = [];
  if (process.env.DATABASE_URL) {
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    c.connect().then(
      () => {
        const tick = () =>
          origQuery
            .call(
              c,
              `select pid, wait_event_type, wait_event, state, left(query, 70) q, extract(epoch from now()-query_start)*1000 ms from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state = 'active' and wait_event is not null`,
            )
            .then(
              (r) => {
                if (r.rows.length) {
                  globalThis.__wWaits.push([
                    now(),
                    r.rows.map((x) => `${x.wait_event_type}:${x.wait_event} ${Math.round(x.ms)}ms ${x.q}`),
                  ]);
                  if (globalThis.__wWaits.length > 5000) globalThis.__wWaits.shift();
                }
              },
              () => {},
            )
            .finally(() => setTimeout(tick, 50).unref());
        tick();
      },
      () => {},
    );
  }
}
