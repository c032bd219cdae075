import type { FastifyBaseLogger } from 'fastify';
import { dueReminderDays } from '../../../../common/plans/reminder-time';
import { findPlan } from '../../../../common/plans/library';
import type { Database } from '../../../db/client';
import { reminderJobs } from '../../../db/schema/reminders';
import { drainQueue, type JobOutcome, type QueueRunResult } from '../../../lib/job-queue';
import type { Mailer } from '../../../lib/mail';
import type { PushSender } from '../../../lib/web-push/push-sender';
import { pushToReader } from '../../../lib/web-push/push-to-reader';
import { currentView } from '../service';
import { retryDelayMs } from './backoff';
import { activeReminders, enqueueJobs, jobTarget, loadJobs, type JobRow, type NewJob } from './job-store';
import { reminderMail, reminderPush } from './messages';
import { emailOf } from './store';
import { unsubscribeToken } from './unsubscribe-token';

/*
 * Sending reminders: find the sends that are due (the clock is given, never read here), queue them once, then
 * claim and send them. A send that fails is retried later with backoff; one whose day is already read, or whose
 * plan is paused, left or finished, is skipped.
 */

export type ReminderDeps = {
  db: Database;
  mailer: Mailer;
  push: PushSender;
  /** Signs the unsubscribe links. */
  secret: Buffer;
  /** Where the app is reached from outside, for the links in a reminder. */
  baseUrl: string;
  log: FastifyBaseLogger;
};

export type ReminderRunResult = QueueRunResult & { queued: number };

// A server that dies mid-send holds its claim this long; then another server sends the reminder.
const LEASE_MS = 5 * 60 * 1000;
// A reminder more than this late (servers down) is not sent: it would arrive on the wrong part of the day.
const LATE_LIMIT_MS = 6 * 60 * 60 * 1000;
const BATCH = 50;

export async function queueDueReminders(db: Database, now: Date): Promise<number> {
  const jobs: NewJob[] = [];
  for (const reminder of await activeReminders(db)) {
    const channels = [
      ...(reminder.email ? ['email' as const] : []),
      ...(reminder.push ? ['push' as const] : []),
    ];
    for (const { day, dueAt } of dueReminderDays(
      now,
      reminder.hour,
      reminder.timeZone,
      reminder.activeSince,
      LATE_LIMIT_MS,
    )) {
      for (const channel of channels) jobs.push({ reminderId: reminder.id, localDay: day, channel, dueAt });
    }
  }
  return enqueueJobs(db, jobs);
}

const skipped = (reason: string): JobOutcome => ({ status: 'skipped', reason });

async function sendJob(deps: ReminderDeps, job: JobRow): Promise<JobOutcome> {
  const { db } = deps;
  const target = await jobTarget(db, job.reminderId);
  if (!target) return skipped('the reminder was removed');
  const { reminder, enrolment } = target;
  if (!reminder.enabled || !reminder[job.channel]) return skipped('the reminder was switched off');
  const plan = findPlan(enrolment.planId);
  if (!plan) return skipped('the plan left the library');
  // The plan as it stood at the due time: that local day's reading, and whether it is read already.
  const view = await currentView(db, plan, enrolment, job.dueAt);
  if (view.status !== 'active') return skipped(`the plan is ${view.status}`);
  if (view.today.length === 0) return skipped('no reading that day');
  if (view.today.every((day) => view.completedDays.includes(day.day))) return skipped('the day is read');

  const planUrl = `${deps.baseUrl}/plans/${plan.id}`;
  if (job.channel === 'email') {
    const to = await emailOf(db, enrolment.userId);
    if (!to) return skipped('no e-mail address');
    const unsubscribe = `${deps.baseUrl}/api/reminders/unsubscribe?token=${unsubscribeToken(deps.secret, reminder.id)}`;
    await deps.mailer.send(reminderMail(view, to, { plan: planUrl, unsubscribe }));
    return { status: 'sent' };
  }

  const pushed = await pushToReader(db, deps.push, enrolment.userId, reminderPush(view, `/plans/${plan.id}`));
  return pushed === 'sent' ? { status: 'sent' } : skipped('no browser subscribed');
}

/** Claims and sends the due reminders, batch by batch, until none is left for now. */
export async function sendDueReminders(deps: ReminderDeps, now: Date): Promise<QueueRunResult> {
  return drainQueue({
    db: deps.db,
    table: reminderJobs,
    load: (ids) => loadJobs(deps.db, ids),
    send: (job) => sendJob(deps, job),
    retryDelayMs,
    onFailure: (job, error) =>
      deps.log.warn(
        { err: error, job: job.id, attempts: job.attempts },
        'sending a reading-plan reminder failed',
      ),
    now,
    leaseMs: LEASE_MS,
    batch: BATCH,
  });
}

export async function runReminders(deps: ReminderDeps, now: Date): Promise<ReminderRunResult> {
  const queued = await queueDueReminders(deps.db, now);
  return { queued, ...(await sendDueReminders(deps, now)) };
}
