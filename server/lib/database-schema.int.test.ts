import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../test/test-database';

// Every entity the product stores, field for field (camelCase in the contract, snake_case columns here), plus books.
const productTables: Record<string, string> = {
  users:
    'id email phone username password firstName lastName profileImageUrl verified socialProvider notificationPreferences banned banReason banExpiresAt moderationWarnings createdAt updatedAt',
  sessions: 'sid sess expire',
  otp_codes: 'id email phone code purpose expiresAt verified createdAt',
  refresh_tokens: 'id userId token expiresAt createdAt',
  scriptures: 'id religion book chapter verse text translation',
  chat_messages:
    'id sessionId type content context verseReference interruptionData voiceData isInterrupted responseLatency timestamp',
  user_readings: 'id userId religion book chapter timestamp',
  spiritual_journeys:
    'id userId startDate totalReadingSessions totalTimeMinutes currentStreak longestStreak lastActiveDate favoriteReligion readingGoal createdAt updatedAt',
  reading_sessions:
    'id userId journeyId religion book chapter startTime endTime durationMinutes versesRead chatMessages completedChapter mood notes createdAt',
  journey_milestones: 'id userId journeyId type title description achievedAt value badge isSpecial',
  weekly_progress:
    'id userId journeyId weekStart weekEnd totalMinutes sessionsCount chaptersCompleted goalAchieved religionsExplored streakMaintained createdAt',
  flagged_messages:
    'id messageId sessionId userId content flagReason moderationAction moderatorId reportedBy aiConfidence createdAt reviewedAt',
  moderation_logs: 'id userId action details moderatorId createdAt',
  // The catalog of books: religion, section, name, slug, order, chapter count, original-language name.
  books: 'id religion section name slug sortOrder chapterCount originalName',
};

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

type Row = Record<string, unknown>;

describe(`the migrated schema (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: DatabaseHandle;
  const query = async (statement: SQL): Promise<Row[]> => {
    const result = (await database.db.execute(statement)) as unknown as { rows: Row[] };
    return result.rows;
  };
  let columns: Map<string, Map<string, Row>>;

  beforeAll(async () => {
    database = await openTestDatabase();
    columns = new Map();
    const rows = await query(sql`
      select table_name, column_name, data_type, column_default, is_nullable
      from information_schema.columns
      where table_schema = current_schema()`);
    for (const row of rows) {
      const table = String(row.table_name);
      if (!columns.has(table)) columns.set(table, new Map());
      columns.get(table)?.set(String(row.column_name), row);
    }
  });
  afterAll(async () => {
    await database?.close();
  });

  it.each(Object.entries(productTables))('has table %s with every expected column', (table, fields) => {
    expect(columns.has(table), `table ${table} is missing`).toBe(true);
    const actual = [...(columns.get(table)?.keys() ?? [])];
    expect(actual).toEqual(expect.arrayContaining(fields.split(' ').map(snakeCase)));
  });

  it('stores numbers as integers and structured fields as JSON', () => {
    const typeOf = (table: string, column: string) => columns.get(table)?.get(column)?.data_type;
    for (const [table, column] of [
      ['scriptures', 'chapter'],
      ['scriptures', 'verse'],
      ['chat_messages', 'response_latency'],
      ['flagged_messages', 'ai_confidence'],
      ['users', 'moderation_warnings'],
      ['spiritual_journeys', 'reading_goal'],
    ] as const) {
      expect(typeOf(table, column), `${table}.${column}`).toBe('integer');
    }
    for (const [table, column] of [
      ['users', 'notification_preferences'],
      ['sessions', 'sess'],
      ['chat_messages', 'context'],
      ['chat_messages', 'verse_reference'],
      ['chat_messages', 'interruption_data'],
      ['chat_messages', 'voice_data'],
      ['weekly_progress', 'religions_explored'],
      ['moderation_logs', 'details'],
    ] as const) {
      expect(['json', 'jsonb'], `${table}.${column}`).toContain(typeOf(table, column));
    }
    expect(typeOf('users', 'id')).toBe('uuid');
  });

  it('applies the column defaults', async () => {
    const defaultOf = (table: string, column: string) =>
      String(columns.get(table)?.get(column)?.column_default);
    expect(defaultOf('scriptures', 'translation')).toMatch(/^'default'/);
    expect(defaultOf('otp_codes', 'verified')).toBe('0');
    expect(defaultOf('spiritual_journeys', 'reading_goal')).toBe('0');
    // Read back through a real insert, so the JSON default is checked as a value, not as SQL text.
    const [user] = await query(sql`
      insert into users (email, username) values ('ruth.moab@example.org', 'ruth')
      returning notification_preferences, verified, banned, moderation_warnings`);
    expect(user).toEqual({
      notification_preferences: { email: true, sms: false, push: true },
      verified: 0,
      banned: false,
      moderation_warnings: 0,
    });
  });

  it('keeps email, phone and username unique', async () => {
    const unique = await query(sql`
      select tc.table_name, string_agg(kcu.column_name, ',' order by kcu.ordinal_position) as columns
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu
        on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
      where tc.table_schema = current_schema() and tc.constraint_type = 'UNIQUE' and tc.table_name = 'users'
      group by tc.constraint_name, tc.table_name`);
    expect(unique.map((row) => row.columns)).toEqual(expect.arrayContaining(['email', 'phone', 'username']));

    await query(
      sql`insert into users (email, username, phone) values ('naomi@example.org', 'naomi', '+15550100')`,
    );
    await expect(query(sql`insert into users (email) values ('naomi@example.org')`)).rejects.toThrow();
    await expect(query(sql`insert into users (username) values ('naomi')`)).rejects.toThrow();
    await expect(query(sql`insert into users (phone) values ('+15550100')`)).rejects.toThrow();
  });

  it('ties every user-owned row to its user, and journey rows to their journey', async () => {
    const foreignKeys = await query(sql`
      select kcu.table_name, kcu.column_name, ccu.table_name as target_table, ccu.column_name as target_column
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu
        on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
      join information_schema.constraint_column_usage ccu
        on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
      where tc.table_schema = current_schema() and tc.constraint_type = 'FOREIGN KEY'`);
    const keys = foreignKeys.map(
      (row) => `${row.table_name}.${row.column_name} -> ${row.target_table}.${row.target_column}`,
    );
    const expected = [
      ...[
        'refresh_tokens',
        'chat_messages',
        'user_readings',
        'spiritual_journeys',
        'reading_sessions',
        'journey_milestones',
        'weekly_progress',
        'flagged_messages',
        'moderation_logs',
      ].map((table) => `${table}.user_id -> users.id`),
      ...['reading_sessions', 'journey_milestones', 'weekly_progress'].map(
        (table) => `${table}.journey_id -> spiritual_journeys.id`,
      ),
      'flagged_messages.message_id -> chat_messages.id',
    ];
    expect(keys).toEqual(expect.arrayContaining(expected));
  });
});
