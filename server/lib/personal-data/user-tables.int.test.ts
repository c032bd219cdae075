import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { planEnrolments, planDayCompletions } from '../../db/schema/plans';
import { planReminders, reminderJobs } from '../../db/schema/reminders';
import { sessions, users } from '../../db/schema/users';
import { flaggedMessages } from '../../db/schema/chat';
import { openTestDatabase } from '../../test/test-database';
import {
  countUserRows,
  describeReference,
  findUserReferences,
  ownedTables,
  type UserReference,
} from './user-tables';

// Columns whose names suggest a person but that hold no user id, each with the reason.
const notAUserId: Record<string, string> = {
  // A sign-in's family of refresh tokens: a random id shared by its rotations.
  'refresh_tokens.family_id': 'family',
  // Who reported a flagged message: 'auto-moderation' (the guard), never a user id.
  'flagged_messages.reported_by': 'reporter',
  // The random stand-in written over a deleted account's id in the rows kept for abuse handling.
  'flagged_messages.user_pseudonym': 'pseudonym',
  'moderation_logs.user_pseudonym': 'pseudonym',
  // The browser's User-Agent header of a contact form message.
  'contact_messages.user_agent': 'browser',
  // The circle a notification is about (the recipient is its user_id).
  'circle_notification_jobs.circle_id': 'circle',
  // Circles, their posts, invites and reports have random ids; the rows tie to a person through their own
  // user columns (member, author, reporter...), never through these.
  'circles.id': 'circle',
  'circle_day_reads.circle_id': 'circle',
  'circle_invites.id': 'invite',
  'circle_invites.circle_id': 'circle',
  'circle_members.circle_id': 'circle',
  'circle_posts.id': 'post',
  'circle_posts.circle_id': 'circle',
  'circle_posts.parent_id': 'post',
  'circle_post_reports.id': 'report',
};

describe(`the tables that hold a user's rows (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: DatabaseHandle;
  let references: UserReference[];

  beforeAll(async () => {
    database = await openTestDatabase();
    references = await findUserReferences(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('finds every foreign key to users.id, the rows owned through a parent, and the session JSON', () => {
    expect(references.map(describeReference)).toEqual([
      'ai_usage.user_id → users.id',
      'chat_messages.user_id → users.id',
      'circle_day_reads.user_id → users.id',
      'circle_invites.created_by → users.id',
      'circle_members.user_id → users.id',
      'circle_notification_jobs.post_id → circle_posts.asked_by → users.id',
      'circle_notification_jobs.post_id → circle_posts.author_id → users.id',
      'circle_notification_jobs.user_id → users.id',
      'circle_post_reactions.post_id → circle_posts.asked_by → users.id',
      'circle_post_reactions.post_id → circle_posts.author_id → users.id',
      'circle_post_reactions.user_id → users.id',
      'circle_post_reports.post_id → circle_posts.asked_by → users.id',
      'circle_post_reports.post_id → circle_posts.author_id → users.id',
      'circle_post_reports.reporter_id → users.id',
      'circle_posts.asked_by → users.id',
      'circle_posts.author_id → users.id',
      'circle_posts.hidden_by → users.id',
      'circle_posts.removed_by → users.id',
      'circles.created_by → users.id',
      'flagged_messages.moderator_id → users.id',
      'flagged_messages.user_id → users.id',
      'journey_milestones.journey_id → spiritual_journeys.user_id → users.id',
      'journey_milestones.user_id → users.id',
      'moderation_logs.moderator_id → users.id',
      'moderation_logs.user_id → users.id',
      'otp_codes.user_id → users.id',
      'plan_day_completions.enrolment_id → plan_enrolments.user_id → users.id',
      'plan_enrolments.user_id → users.id',
      'plan_reminders.enrolment_id → plan_enrolments.user_id → users.id',
      'push_subscriptions.user_id → users.id',
      'reading_places.user_id → users.id',
      'reading_sessions.journey_id → spiritual_journeys.user_id → users.id',
      'reading_sessions.user_id → users.id',
      'refresh_tokens.user_id → users.id',
      'reminder_jobs.reminder_id → plan_reminders.enrolment_id → plan_enrolments.user_id → users.id',
      "sessions.sess->>'userId'",
      'spiritual_journeys.user_id → users.id',
      'study_items.user_id → users.id',
      'user_readings.user_id → users.id',
      'users.id',
      'weekly_progress.journey_id → spiritual_journeys.user_id → users.id',
      'weekly_progress.user_id → users.id',
    ]);
    // Rows that hang off a journey are reached through their own user column as well as through the journey.
    expect(ownedTables(references)).not.toContain('scriptures');
    expect(
      references.find((ref) => ref.table === 'flagged_messages' && ref.hops[0]?.column === 'moderator_id')
        ?.onDelete,
    ).toBe('set null');
  });

  it('has no column that could hold a user id outside the list (a uuid, or a name about a person)', async () => {
    const result = (await database.db.execute(sql`
      select table_name, column_name, data_type from information_schema.columns
      where table_schema = current_schema()
        and (data_type = 'uuid' or column_name ~ '(user|owner|member|author|moderator|reported|account)')`)) as unknown as {
      rows: { table_name: string; column_name: string }[];
    };
    const referenced = new Set(
      references.flatMap((ref) =>
        ref.kind === 'self' ? ['users.id'] : ref.hops.slice(0, 1).map((hop) => `${ref.table}.${hop.column}`),
      ),
    );
    const unexplained = result.rows
      .map((row) => `${row.table_name}.${row.column_name}`)
      .filter((name) => !referenced.has(name) && !(name in notAUserId))
      .filter((name) => !name.startsWith('users.'));
    expect(unexplained).toEqual([]);
  });

  it("counts a user's rows through every path, and none of another user's", async () => {
    const { db } = database;
    const [alice, bob] = await db
      .insert(users)
      .values([{ email: 'alice@example.org' }, { email: 'bob@example.org' }])
      .returning({ id: users.id });
    if (!alice || !bob) throw new Error('users not created');
    for (const [owner, plans] of [
      [alice.id, ['bible-in-a-year', 'psalms-30']],
      [bob.id, ['gospels-40']],
    ] as const) {
      for (const planId of plans) {
        const [enrolment] = await db
          .insert(planEnrolments)
          .values({ userId: owner, planId, startedOn: '2026-01-01', timeZone: 'UTC' })
          .returning({ id: planEnrolments.id });
        if (!enrolment) throw new Error('enrolment not created');
        await db.insert(planDayCompletions).values({ enrolmentId: enrolment.id, day: 1, how: 'marked' });
        const [reminder] = await db
          .insert(planReminders)
          .values({ enrolmentId: enrolment.id, hour: 7, timeZone: 'UTC', email: true })
          .returning({ id: planReminders.id });
        if (!reminder) throw new Error('reminder not created');
        const due = new Date('2026-01-02T07:00:00Z');
        await db.insert(reminderJobs).values([
          { reminderId: reminder.id, localDay: '2026-01-02', channel: 'email', dueAt: due, runAfter: due },
          { reminderId: reminder.id, localDay: '2026-01-03', channel: 'email', dueAt: due, runAfter: due },
        ]);
      }
    }
    const expire = new Date('2030-01-01T00:00:00Z');
    await db.insert(sessions).values([
      { sid: 'a1', sess: { userId: alice.id }, expire },
      { sid: 'b1', sess: { userId: bob.id }, expire },
      { sid: 'anon', sess: {}, expire },
    ]);
    // Alice reviewed a message of Bob's: it names her as moderator but is about him.
    await db
      .insert(flaggedMessages)
      .values({ userId: bob.id, moderatorId: alice.id, content: 'x', flagReason: 'test' });

    const counts = await countUserRows(db, alice.id, references);
    const nonZero = Object.fromEntries([...counts].filter(([, n]) => n > 0));
    expect(nonZero).toEqual({
      'users.id': 1,
      'plan_enrolments.user_id → users.id': 2,
      'plan_day_completions.enrolment_id → plan_enrolments.user_id → users.id': 2,
      'plan_reminders.enrolment_id → plan_enrolments.user_id → users.id': 2,
      'reminder_jobs.reminder_id → plan_reminders.enrolment_id → plan_enrolments.user_id → users.id': 4,
      "sessions.sess->>'userId'": 1,
      'flagged_messages.moderator_id → users.id': 1,
    });
    const bobs = await countUserRows(db, bob.id, references);
    expect(
      bobs.get(
        'reminder_jobs.reminder_id → plan_reminders.enrolment_id → plan_enrolments.user_id → users.id',
      ),
    ).toBe(2);
    expect(bobs.get('flagged_messages.user_id → users.id')).toBe(1);
  });
});
