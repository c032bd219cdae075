import type { FastifyBaseLogger } from 'fastify';
import { dueReminderDays } from '../../../../common/plans/reminder-time';
import { findPlan } from '../../../../common/plans/library';
import type { Database } from '../../../db/client';
import type { Mailer } from '../../../lib/mail';
import { currentView } from '../service';
import { retryDelayMs } from './backoff';
import {
  activeReminders,
  claimJobs,
  enqueueJobs,
  finishJob,
  jobTarget,
  retryJobLater,
  type JobRow,
  type NewJob,
} from './job-store';
import { reminderMail, reminderPush } from './messages';
import type { PushSender } from './push-sender';
import { deletePushSubscriptionById, emailOf, pushSubscriptionsOf } from './store';
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

export type ReminderRunResult = {
  queued: number;
  sent: number;
  skipped: number;
  retried: number;
  failed: number;
};

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

type SendOutcome = { status: 'sent' } | { status: 'skipped'; reason: string };
const skipped = (reason: string): SendOutcome => ({ status: 'skipped', reason });

async function sendJob(deps: ReminderDeps, job: JobRow): Promise<SendOutcome> {
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

  const subscriptions = await pushSubscriptionsOf(db, enrolment.userId);
  if (subscriptions.length === 0) return skipped('no browser subscribed');
  const payload = reminderPush(view, `/plans/${plan.id}`);
  let sent = 0;
  let failure: unknown = null;
  for (const subscription of subscriptions) {
    try {
      if ((await deps.push.send(subscription, payload)) === 'gone') {
        await deletePushSubscriptionById(db, subscription.id);
      } else {
        sent += 1;
      }
    } catch (error) {
      failure ??= error;
    }
  }
  // One browser reached is a reminder delivered; retrying would repeat it there.
  if (sent > 0) return { status: 'sent' };
  if (failure) throw failure;
  return skipped('every browser unsubscribed');
}

/** Claims and sends the due reminders, batch by batch, until none is left for now. */
export async function sendDueReminders(
  deps: ReminderDeps,
  now: Date,
): Promise<Omit<ReminderRunResult, 'queued'>> {
  const result = { sent: 0, skipped: 0, retried: 0, failed: 0 };
  for (;;) {
    const jobs = await claimJobs(deps.db, now, LEASE_MS, BATCH);
    if (jobs.length === 0) return result;
    for (const job of jobs) {
      try {
        const outcome = await sendJob(deps, job);
        await finishJob(
          deps.db,
          job.id,
          outcome.status,
          now,
          outcome.status === 'skipped' ? outcome.reason : null,
        );
        result[outcome.status] += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const delay = retryDelayMs(job.attempts);
        deps.log.warn(
          { err: error, job: job.id, attempts: job.attempts },
          'sending a reading-plan reminder failed',
        );
        if (delay === null) {
          await finishJob(deps.db, job.id, 'failed', now, message);
          result.failed += 1;
        } else {
          await retryJobLater(deps.db, job.id, new Date(now.getTime() + delay), message);
          result.retried += 1;
        }
      }
    }
  }
}

export async function runReminders(deps: ReminderDeps, now: Date): Promise<ReminderRunResult> {
  const queued = await queueDueReminders(deps.db, now);
  return { queued, ...(await sendDueReminders(deps, now)) };
}
