import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl, withAdminClient } from '../corpus/test-template';
import { openDatabase, type DatabaseHandle } from './client';

/*
 * Several app servers started together on one empty PostgreSQL: each migrates at start. Without a lock two of them
 * ran the same CREATE TABLE at once and one died on a duplicate catalog row; with it every one starts.
 */

const inCi = process.env.CI === 'true' || process.env.CI === '1';
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl && !inCi) {
  console.warn(
    '[db] SKIPPED the concurrent-migration test: TEST_DATABASE_URL is not set (CI always runs it)',
  );
}

const journal = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'migrations', 'meta', '_journal.json'), 'utf8'),
) as { entries: unknown[] };

describe.skipIf(!serverUrl && !inCi)('migrations on PostgreSQL', () => {
  const name = `sc_test_migrate_${randomBytes(4).toString('hex')}`;
  const handles: DatabaseHandle[] = [];

  beforeAll(async () => {
    await withAdminClient(serverUrl!, (client) => client.query(`create database ${name}`));
  });

  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await withAdminClient(serverUrl!, (client) =>
      client.query(`drop database if exists ${name} with (force)`),
    );
  });

  it('three instances migrating one empty database at once all succeed, and each migration is applied once', async () => {
    for (let instance = 0; instance < 3; instance += 1) {
      handles.push(
        await openDatabase({ driver: 'postgres', url: databaseUrl(serverUrl!, name), poolSize: 2 }),
      );
    }

    await Promise.all(handles.map((handle) => handle.migrate()));

    const applied = await handles[0]!.pool!.query(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(applied.rows[0].n).toBe(journal.entries.length);
    const tables = await handles[1]!.pool!.query(
      "select count(*)::int as n from information_schema.tables where table_name = 'chat_messages'",
    );
    expect(tables.rows[0].n).toBe(1);
  });
});
