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

/** Everything above the driver uses this one type: the same queries run on PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Where the data lives, for logs and /api/health (never the password). */
  location: string;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Present only on PGlite: importers use its COPY support. */
  pglite?: PGlite;
  /** Present only on PostgreSQL: importers use a dedicated client for COPY. */
  pool?: pg.Pool;
};

export type DatabaseOptions =
  { driver: 'postgres'; url: string; poolSize?: number } | { driver: 'pglite'; dataDir?: string };

const migrationsFolder = path.join(projectRoot, 'server', 'db', 'migrations');
const casing = 'snake_case' as const;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.driver === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // Without it a request waits forever for a connection to a server that does not answer; with it the
      // request fails and the error handler answers 503. Generous, so a busy pool under load still queues.
      connectionTimeoutMillis: 10_000,
      keepAlive: true,
    });
    // An idle client's error (server restart) must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    const db = drizzlePostgres({ client: pool, casing }) as unknown as Database;
    const url = new URL(options.url);
    return {
      db,
      driver: 'postgres',
      location: `${url.hostname}:${url.port || 5432}${url.pathname}`,
      pool,
      migrate: () => migratePostgres(drizzlePostgres({ client: pool, casing }), { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create(options.dataDir ?? 'memory://');
  const db = drizzlePglite({ client: pglite, casing }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    location: options.dataDir ?? 'memory',
    pglite,
    migrate: () => migratePglite(drizzlePglite({ client: pglite, casing }), { migrationsFolder }),
    close: () => pglite.close(),
  };
}

export async function pingDatabase(db: Database): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return Math.round((performance.now() - started) * 100) / 100;
}
