import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { projectRoot } from '../lib/project-root';
import { createRequestsInFlight, type RequestsInFlight } from './requests-in-flight';

/** Everything above the driver uses this one type: the same queries run on PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseHandle = {
  db: Database;
  /**
   * For work that may legitimately run for minutes (corpus imports, migrations): no statement time limit. On
   * PostgreSQL its own small pool, so a long import never holds a request's connection; on PGlite the same as db.
   */
  longRunning: Database;
  driver: 'pglite' | 'postgres';
  /** Where the data lives, for logs and /api/health (never the password). */
  location: string;
  /** `select 1`, resolving to the round trip in ms; on PostgreSQL given up (slot freed) after timeoutMs. */
  ping(timeoutMs: number): Promise<number>;
  migrate(): Promise<void>;
  /**
   * Waits until this process holds the named lock, across every process on the same database; release() frees it.
   * Closing the handle frees it too, and rejects a wait still under way. On PGlite (one process) it is held at once.
   */
  exclusive(name: string): Promise<HeldLock>;
  close(): Promise<void>;
  /** The app's open requests (counted by its onRequest hook): the PGlite importer lets them go first. */
  requestsInFlight: RequestsInFlight;
  /** Present only on PGlite: importers use its COPY support. */
  pglite?: PGlite;
  /** Present only on PostgreSQL: the pool behind db. */
  pool?: pg.Pool;
};

export type HeldLock = { release(): Promise<void> };

export type DatabaseOptions =
  | {
      driver: 'postgres';
      url: string;
      poolSize?: number;
      /** Opening a connection, and waiting for a free pool slot (node-postgres uses one limit for both). */
      connectTimeoutMs?: number;
      /** One statement, enforced by the server (statement_timeout) and by the client (query_timeout). */
      queryTimeoutMs?: number;
    }
  | { driver: 'pglite'; dataDir?: string };

const migrationsFolder = path.join(projectRoot, 'server', 'db', 'migrations');
const casing = 'snake_case' as const;

export const defaultConnectTimeoutMs = 10_000;
export const defaultQueryTimeoutMs = 15_000;
/**
 * The server cancels a statement at statement_timeout and answers with an error, keeping the connection. The
 * client's own limit comes a little later and only fires when the server does not answer at all (hung, or the
 * network gone), which a server-side limit cannot cover.
 */
const clientGraceMs = 1_000;
// A transaction left open (the app stalled mid-request) must not hold its locks and its server process forever.
const idleInTransactionTimeoutMs = 60_000;

/**
 * A node-postgres client that drops its connection when a query gets no answer in time. Without that, the timed
 * out query stays the connection's active one, and the next request handed that connection from the pool (a
 * transaction's rollback first) queues behind it until the server answers; dropped, the pool opens a fresh one.
 */
class BoundedClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super(config);
    // A connection that breaks while a request holds it (dropped here, or the server gone) fails that request's
    // queries; with no listener the 'error' event it also emits would crash the process.
    this.on('error', () => undefined);
  }

  private dropIfTimedOut(error: unknown) {
    if ((error as Error | undefined)?.message !== 'Query read timeout') return;
    (this as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
  }

  // query() has many overloads (callback or promise); this wraps whichever form was called.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (error: unknown, result: unknown) => {
        this.dropIfTimedOut(error);
        callback(error, result);
      };
      return (super.query as (...all: unknown[]) => unknown)(...args);
    }
    const result = (super.query as (...all: unknown[]) => unknown)(...args);
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      this.dropIfTimedOut(error);
      throw error;
    });
  }
}

/**
 * The request pool's client: JIT off before the pool hands the connection out. The planner over-estimates the
 * retrieval's joins (a JSON lookup per row, an aggregate per candidate) and compiles them with LLVM: 25-30 ms of
 * compiling for a query that runs in 30, on every request (ADR 0191). Set once the connection is open rather than in
 * the startup options, which a connection pooler in front of the server may refuse.
 */
class NoJitClient extends BoundedClient {
  // connect() has a callback form (the pool's) and a promise form; this serves whichever was called.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override connect(callback?: (...args: any[]) => void): any {
    const ready = super.connect().then(() => this.query('set jit = off').then(() => this));
    if (!callback) return ready;
    ready.then((client) => callback(null, client), callback);
    return undefined;
  }
}

function openPostgres(options: Extract<DatabaseOptions, { driver: 'postgres' }>): DatabaseHandle {
  const connectionTimeoutMillis = options.connectTimeoutMs ?? defaultConnectTimeoutMs;
  const queryTimeoutMs = options.queryTimeoutMs ?? defaultQueryTimeoutMs;
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    Client: NoJitClient,
    // Without it a request waits forever for a connection to a server that does not answer, or for a slot in a
    // pool whose connections all wait on one; with it the request fails and the error handler answers 503.
    connectionTimeoutMillis,
    statement_timeout: queryTimeoutMs,
    query_timeout: queryTimeoutMs + clientGraceMs,
    idle_in_transaction_session_timeout: Math.max(idleInTransactionTimeoutMs, queryTimeoutMs * 2),
    keepAlive: true,
  });
  // Imports and migrations: no statement limit (a large source's inserts or an index build on a busy machine
  // can take minutes), but the same connection timeout, so a dead server still fails them.
  const longPool = new pg.Pool({
    connectionString: options.url,
    max: 2,
    Client: BoundedClient,
    connectionTimeoutMillis,
    keepAlive: true,
  });
  // An idle client's error (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  longPool.on('error', () => undefined);
  // Connections that hold (or wait for) a lock of exclusive(): ended on close, which frees the lock.
  const lockHolders: LockHolders = { clients: new Set(), closed: false };
  const db = drizzlePostgres({ client: pool, casing }) as unknown as Database;
  const longRunning = drizzlePostgres({ client: longPool, casing }) as unknown as Database;
  const url = new URL(options.url);
  return {
    db,
    longRunning,
    driver: 'postgres',
    requestsInFlight: createRequestsInFlight(),
    location: `${url.hostname}:${url.port || 5432}${url.pathname}`,
    pool,
    async ping(timeoutMs) {
      const started = performance.now();
      // The query's own limit frees the pool slot when the server does not answer.
      // (node-postgres reads query_timeout from the query config too; its types only list it on the client's.)
      await pool.query({ text: 'select 1', query_timeout: timeoutMs } as pg.QueryConfig);
      return Math.round((performance.now() - started) * 100) / 100;
    },
    migrate: () => migratePostgresOnce(longPool),
    exclusive: (name) => lockOnOwnConnection(options.url, connectionTimeoutMillis, name, lockHolders),
    close: async () => {
      lockHolders.closed = true;
      const holders = [...lockHolders.clients];
      lockHolders.clients.clear();
      await Promise.all([
        pool.end(),
        longPool.end(),
        ...holders.map((client) => client.end().catch(() => undefined)),
      ]);
    },
  };
}

/**
 * Any number of app servers may start together on one empty PostgreSQL: unlocked, two of them run the same
 * CREATE TABLE at once and one dies on a duplicate catalog row. The first to take this session lock migrates; the
 * others wait for it and then find every migration recorded, so they apply nothing.
 */
const migrationLockKey = 7_140_514_002_911; // any constant bigint, the same in every instance

async function migratePostgresOnce(longPool: pg.Pool): Promise<void> {
  const client = await longPool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    try {
      await migratePostgres(drizzlePostgres({ client, casing }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [migrationLockKey]);
    }
  } finally {
    client.release();
  }
}

type LockHolders = { clients: Set<pg.Client>; closed: boolean };

/**
 * A session-level advisory lock on a connection of its own, so a wait of minutes holds no pool slot and ending
 * the connection (release, shutdown, a crashed process) always frees the lock.
 */
async function lockOnOwnConnection(
  url: string,
  connectionTimeoutMillis: number,
  name: string,
  holders: LockHolders,
): Promise<HeldLock> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis, keepAlive: true });
  client.on('error', () => undefined);
  const release = async () => {
    if (!holders.clients.delete(client)) return;
    await client.end().catch(() => undefined);
  };
  // Ending a client while it connects leaves its connect() unsettled: the client joins the holders (whom close()
  // ends) only once connected, and a handle closed meanwhile ends it here.
  await client.connect();
  holders.clients.add(client);
  if (holders.closed) {
    await release();
    throw new Error('The database was closed while waiting for a lock');
  }
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
  } catch (error) {
    await release();
    throw error;
  }
  return { release };
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.driver === 'postgres') return openPostgres(options);
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create(options.dataDir ?? 'memory://');
  const db = drizzlePglite({ client: pglite, casing }) as unknown as Database;
  return {
    db,
    longRunning: db,
    driver: 'pglite',
    requestsInFlight: createRequestsInFlight(),
    location: options.dataDir ?? 'memory',
    pglite,
    ping: async () => pingDatabase(db),
    migrate: () => migratePglite(drizzlePglite({ client: pglite, casing }), { migrationsFolder }),
    exclusive: async () => ({ release: async () => undefined }),
    close: () => pglite.close(),
  };
}

export async function pingDatabase(db: Database): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return Math.round((performance.now() - started) * 100) / 100;
}
