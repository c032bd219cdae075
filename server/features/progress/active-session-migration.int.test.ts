import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { databaseUrl, withAdminClient } from '../../corpus/test-template';
import { projectRoot } from '../../lib/project-root';

/*
 * The migration that makes one open reading session per reader a unique index must apply to a live database
 * that already holds several open sessions of one reader (left by starts that raced): it keeps the newest open
 * and ends the others. PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
 */

const TAG = 'one-active-reading-session';
const migrationsFolder = path.join(projectRoot, 'server', 'db', 'migrations');
const serverUrl = process.env.TEST_DATABASE_URL;

type Journal = { entries: { tag: string }[] };

/** A copy of the migrations folder that stops just before the one under test. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = path.join(os.tmpdir(), `sc-migrations-${process.pid}-${randomBytes(4).toString('hex')}`);
  await mkdir(path.join(folder, 'meta'), { recursive: true });
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const index = journal.entries.findIndex((entry) => entry.tag.endsWith(tag));
  if (index < 0) throw new Error(`no migration tagged ${tag}`);
  const kept = journal.entries.slice(0, index);
  await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  const files = new Set(kept.map((entry) => `${entry.tag}.sql`));
  for (const file of await readdir(migrationsFolder)) {
    if (files.has(file)) await copyFile(path.join(migrationsFolder, file), path.join(folder, file));
  }
  return folder;
}

describe(`the one-active-reading-session migration (${serverUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: DatabaseHandle;
  let earlier: string;
  let dropDatabase = async () => {};

  beforeAll(async () => {
    earlier = await migrationsBefore(TAG);
    if (serverUrl) {
      const name = `sc_test_mig_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
      await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
      database = await openDatabase({ driver: 'postgres', url: databaseUrl(serverUrl, name), poolSize: 2 });
      await migratePostgres(drizzlePostgres({ client: database.pool!, casing: 'snake_case' }), {
        migrationsFolder: earlier,
      });
      dropDatabase = async () => {
        await withAdminClient(serverUrl, (client) =>
          client.query(`drop database if exists ${name} with (force)`),
        );
      };
    } else {
      database = await openDatabase({ driver: 'pglite' });
      await migratePglite(drizzlePglite({ client: database.pglite!, casing: 'snake_case' }), {
        migrationsFolder: earlier,
      });
    }
  });
  afterAll(async () => {
    await database?.close();
    await dropDatabase();
    await rm(earlier, { recursive: true, force: true });
  });

  const rows = async <T>(statement: ReturnType<typeof sql>) =>
    ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows;

  it('ends every open session but the newest of each reader, then holds one open session per reader', async () => {
    const [reader] = await rows<{ id: string }>(sql`
      insert into users (username, is_guest) values ('raced', false) returning id`);
    const [other] = await rows<{ id: string }>(sql`
      insert into users (username, is_guest) values ('calm', false) returning id`);
    const journeys = await rows<{ id: number; user_id: string }>(sql`
      insert into spiritual_journeys (user_id) values (${reader!.id}), (${other!.id}) returning id, user_id`);
    const journeyOf = (userId: string) => journeys.find((journey) => journey.user_id === userId)!.id;
    const open = (userId: string, chapter: number, start: string, lastActivity: string) => sql`
      insert into reading_sessions (user_id, journey_id, religion, book, chapter, start_time, last_activity_at)
      values (${userId}, ${journeyOf(userId)}, 'christianity', 'John', ${chapter},
              ${start}::timestamptz, ${lastActivity}::timestamptz)`;
    // Three open sessions of one reader: an hour-old one active for 50 minutes, one 10 minutes old, the newest.
    await database.db.execute(open(reader!.id, 1, '2026-05-01T10:00:00Z', '2026-05-01T10:50:00Z'));
    await database.db.execute(open(reader!.id, 2, '2026-05-01T10:50:00Z', '2026-05-01T10:57:00Z'));
    await database.db.execute(open(reader!.id, 3, '2026-05-01T11:00:00Z', '2026-05-01T11:00:00Z'));
    await database.db.execute(open(other!.id, 7, '2026-05-01T10:00:00Z', '2026-05-01T10:05:00Z'));

    await database.migrate();

    const sessions = await rows<{
      chapter: number;
      end_time: Date | string | null;
      duration_minutes: number;
    }>(
      sql`select chapter, end_time, duration_minutes from reading_sessions order by user_id = ${reader!.id} desc, chapter`,
    );
    const ended = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
    expect(sessions.map((row) => [row.chapter, ended(row.end_time), row.duration_minutes])).toEqual([
      [1, '2026-05-01T10:30:00.000Z', 30],
      [2, '2026-05-01T10:57:00.000Z', 7],
      [3, null, 0],
      [7, null, 0],
    ]);

    const second = database.db.execute(open(reader!.id, 4, '2026-05-01T11:05:00Z', '2026-05-01T11:05:00Z'));
    await expect(second).rejects.toThrow();
    const [{ count }] = (await rows<{ count: number }>(sql`
      select count(*)::int as count from reading_sessions where user_id = ${reader!.id} and end_time is null`)) as [
      { count: number },
    ];
    expect(count).toBe(1);
  });
});
