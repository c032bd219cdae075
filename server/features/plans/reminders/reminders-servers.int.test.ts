import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../db/client';
import { planEnrolments } from '../../../db/schema/plans';
import { planReminders } from '../../../db/schema/reminders';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';
import { createTestApp } from '../../../test/test-app';
import { openTestDatabase } from '../../../test/test-database';
import { runReminders } from './delivery';
import { claimJobs, enqueueJobs } from './job-store';
import { putReminder, readerFollowing } from './reminder-test-kit';
import { reminderDeps } from './routes';

/*
 * Two app servers on one database (PostgreSQL when TEST_DATABASE_URL is set, each server with its own pool; on
 * PGlite one database shared in process), both sending reminders on the same injected clock.
 */

type App = Awaited<ReturnType<typeof createTestApp>>;
let first: App;
let second: App;
let secondDatabase: DatabaseHandle;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  const overrides = {
    AUTH_RATE_LIMIT_MAX: '1000',
    SMTP_URL: sink.url,
    PUBLIC_URL: 'https://circle.example',
    REMINDER_POLL_SECONDS: '0',
  };
  const database = await openTestDatabase();
  first = await createTestApp(overrides, { database });
  const url = database.pool?.options.connectionString;
  secondDatabase = url
    ? await openDatabase({ driver: 'postgres', url, poolSize: 5 })
    : { ...database, close: async () => undefined };
  second = await createTestApp(overrides, { database: secondDatabase });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await sink?.close();
});

const HALF_HOUR = 30 * 60 * 1000;
const reminderMails = () => sink.received.filter((mail) => mail.parsed.subject?.startsWith('Today in '));

/** Both servers at once, at every half hour from `from` to `to`: which mail arrived at which instant. */
async function runBothServers(from: string, to: string) {
  const arrivals: string[] = [];
  for (let at = Date.parse(from); at <= Date.parse(to); at += HALF_HOUR) {
    const before = reminderMails().length;
    const now = new Date(at);
    await Promise.all([first, second].map((app) => runReminders(reminderDeps(app), now)));
    for (const mail of reminderMails().slice(before)) {
      arrivals.push(`${now.toISOString()} ${mail.envelope.to.join()} ${mail.parsed.subject}`);
    }
  }
  return arrivals;
}

describe('reminders with two app servers', () => {
  // Six days of half-hour ticks on two servers: on PGlite, which runs one query at a time, about half a minute.
  it(
    'sends Los Angeles and Kolkata readers their 08:00 reminder once a day across both DST changes',
    { timeout: 120_000 },
    async () => {
      const angeleno = await readerFollowing(first, {
        username: 'angeleno_reader',
        planId: 'psalms-30',
        timeZone: 'America/Los_Angeles',
        startedOn: '2027-03-12',
      });
      const kolkatan = await readerFollowing(second, {
        username: 'kolkata_reader',
        planId: 'psalms-30',
        timeZone: 'Asia/Kolkata',
        startedOn: '2027-03-12',
      });
      for (const [reader, timeZone] of [
        [angeleno, 'America/Los_Angeles'],
        [kolkatan, 'Asia/Kolkata'],
      ] as const) {
        const saved = await putReminder(reader.browser, {
          planId: 'psalms-30',
          hour: 8,
          timeZone,
          channels: ['email'],
        });
        expect(saved.statusCode, saved.body).toBe(200);
      }

      // Los Angeles moves from -08:00 to -07:00 on 2027-03-14; Kolkata stays at +05:30.
      expect(await runBothServers('2027-03-13T00:00:00Z', '2027-03-15T23:30:00Z')).toEqual([
        '2027-03-13T02:30:00.000Z kolkata.reader@example.org Today in The Psalms in 30 days: day 2',
        '2027-03-13T16:00:00.000Z angeleno.reader@example.org Today in The Psalms in 30 days: day 2',
        '2027-03-14T02:30:00.000Z kolkata.reader@example.org Today in The Psalms in 30 days: day 3',
        '2027-03-14T15:00:00.000Z angeleno.reader@example.org Today in The Psalms in 30 days: day 3',
        '2027-03-15T02:30:00.000Z kolkata.reader@example.org Today in The Psalms in 30 days: day 4',
        '2027-03-15T15:00:00.000Z angeleno.reader@example.org Today in The Psalms in 30 days: day 4',
      ]);

      // And back from -07:00 to -08:00 on 2027-11-07.
      await first.database.db
        .update(planEnrolments)
        .set({ startedOn: '2027-11-05' })
        .where(eq(planEnrolments.planId, 'psalms-30'));
      expect(await runBothServers('2027-11-06T00:00:00Z', '2027-11-08T23:30:00Z')).toEqual([
        '2027-11-06T02:30:00.000Z kolkata.reader@example.org Today in The Psalms in 30 days: day 2',
        '2027-11-06T15:00:00.000Z angeleno.reader@example.org Today in The Psalms in 30 days: day 2',
        '2027-11-07T02:30:00.000Z kolkata.reader@example.org Today in The Psalms in 30 days: day 3',
        '2027-11-07T16:00:00.000Z angeleno.reader@example.org Today in The Psalms in 30 days: day 3',
        '2027-11-08T02:30:00.000Z kolkata.reader@example.org Today in The Psalms in 30 days: day 4',
        '2027-11-08T16:00:00.000Z angeleno.reader@example.org Today in The Psalms in 30 days: day 4',
      ]);
    },
  );

  it('lets another server send a reminder whose server stopped mid-send, once its claim has run out', async () => {
    const reader = await readerFollowing(first, {
      username: 'interrupted_reader',
      planId: 'proverbs-31',
      timeZone: 'Europe/Lisbon',
      startedOn: '2027-08-01',
    });
    await putReminder(reader.browser, {
      planId: 'proverbs-31',
      hour: 9,
      timeZone: 'Europe/Lisbon',
      channels: ['email'],
    });
    const [reminder] = await first.database.db
      .select({ id: planReminders.id })
      .from(planReminders)
      .innerJoin(planEnrolments, eq(planEnrolments.id, planReminders.enrolmentId))
      .where(eq(planEnrolments.userId, reader.userId));
    const reminderId = reminder!.id;
    const due = new Date('2027-08-02T08:00:00Z'); // 09:00 in Lisbon
    await enqueueJobs(first.database.db, [
      { reminderId, localDay: '2027-08-02', channel: 'email', dueAt: due },
    ]);
    // The first server claims the send and stops before sending it (a crash, a deploy).
    expect(await claimJobs(first.database.db, due, 5 * 60 * 1000, 10)).toHaveLength(1);

    const mine = () => reminderMails().filter((mail) => mail.envelope.to.includes(reader.email));
    await runReminders(reminderDeps(second), new Date(due.getTime() + 4 * 60 * 1000));
    expect(mine()).toHaveLength(0);
    await runReminders(reminderDeps(second), new Date(due.getTime() + 5 * 60 * 1000));
    await runReminders(reminderDeps(first), new Date(due.getTime() + 6 * 60 * 1000));
    expect(mine().map((mail) => mail.parsed.subject)).toEqual(['Today in Proverbs in 31 days: day 2']);
  });
});
