import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planReminders, reminderJobs } from '../../../db/schema/reminders';
import { createTestApp } from '../../../test/test-app';
import { runReminders } from './delivery';
import { FINISHED_JOB_KEEP_DAYS, purgeOldReminderJobs } from './maintenance';
import { putReminder, readerFollowing } from './reminder-test-kit';
import { reminderDeps } from './routes';

let app: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  app = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', PUBLIC_URL: 'https://circle.example' });
});
afterAll(async () => {
  await app?.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;

describe('purging the reminder queue', () => {
  it('deletes finished sends older than the keeping time and keeps recent and pending ones', async () => {
    const { browser } = await readerFollowing(app, {
      username: 'purged_reader',
      planId: 'proverbs-31',
      timeZone: 'Europe/Paris',
      startedOn: '2027-03-01',
    });
    const saved = await putReminder(browser, {
      planId: 'proverbs-31',
      hour: 7,
      timeZone: 'Europe/Paris',
      channels: ['push'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [reminder] = await app.database.db.select().from(planReminders);
    const reminderId = reminder!.id;

    const now = new Date('2027-05-10T12:00:00Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const row = (localDay: string, status: 'pending' | 'sent' | 'skipped' | 'failed', dueAt: Date) => ({
      reminderId,
      localDay,
      channel: 'push' as const,
      dueAt,
      runAfter: dueAt,
      status,
      finishedAt: status === 'pending' ? null : dueAt,
    });
    const old = FINISHED_JOB_KEEP_DAYS + 1;
    await app.database.db
      .insert(reminderJobs)
      .values([
        row('2027-03-01', 'sent', daysAgo(old + 9)),
        row('2027-03-02', 'skipped', daysAgo(old + 8)),
        row('2027-03-03', 'failed', daysAgo(old)),
        row('2027-03-04', 'pending', daysAgo(old)),
        row('2027-05-01', 'sent', daysAgo(FINISHED_JOB_KEEP_DAYS - 1)),
        row('2027-05-09', 'failed', daysAgo(1)),
      ]);

    expect(await purgeOldReminderJobs(app, now)).toBe(3);
    const left = await app.database.db
      .select({ day: reminderJobs.localDay, status: reminderJobs.status })
      .from(reminderJobs)
      .where(eq(reminderJobs.reminderId, reminderId))
      .orderBy(reminderJobs.localDay);
    expect(left).toEqual([
      { day: '2027-03-04', status: 'pending' },
      { day: '2027-05-01', status: 'sent' },
      { day: '2027-05-09', status: 'failed' },
    ]);
    // A purged day is long past the hours a late reminder may still be queued: a run does not queue it again.
    const before = left.length;
    await runReminders(reminderDeps(app), now);
    const days = (
      await app.database.db
        .select({ day: reminderJobs.localDay })
        .from(reminderJobs)
        .where(eq(reminderJobs.reminderId, reminderId))
    ).map((job) => job.day);
    expect(days.filter((day) => day < '2027-05-01')).toEqual(['2027-03-04']);
    expect(days.length).toBeGreaterThanOrEqual(before);
  });
});
