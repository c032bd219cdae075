import type { FastifyBaseLogger } from 'fastify';
import { isValidTimeZone } from '../../../../common/journey/time-zone';
import type { Database } from '../../../db/client';
import { circleNotificationJobs } from '../../../db/schema/circle-notifications';
import { drainQueue, type JobOutcome, type QueueRunResult } from '../../../lib/job-queue';
import type { Mailer } from '../../../lib/mail';
import type { PushSender } from '../../../lib/web-push/push-sender';
import { pushToReader } from '../../../lib/web-push/push-to-reader';
import { digestMail, replyPush } from './messages';
import { digestWindowStart, dueDigestDays, isDigestDay } from './schedule';
import {
  digestSubscribers,
  enqueueNotifications,
  loadNotificationJobs,
  markDigestSent,
  memberNow,
  postsForDigest,
  replyForPush,
  repliesToNotify,
  type NewNotificationJob,
  type NotificationJob,
} from './store';
import { digestUnsubscribeToken } from './unsubscribe-token';

/*
 * Sending a circle's notifications through the shared queue: find the digests whose morning has come and the
 * replies not yet pushed (the clock is given, never read here), queue them once across app servers, then claim
 * and send them. At send time the member is looked at again: one who left, was removed, or switched the
 * notification off gets nothing.
 */

export type CircleNotificationDeps = {
  db: Database;
  mailer: Mailer;
  push: PushSender;
  /** Signs the unsubscribe links. */
  secret: Buffer;
  /** Where the app is reached from outside, for the links in a digest. */
  baseUrl: string;
  log: FastifyBaseLogger;
};

export type CircleNotificationRun = QueueRunResult & { queued: number };

const LEASE_MS = 5 * 60 * 1000;
const BATCH = 50;
// Replies this recent are pushed; an older one (servers down for hours) is old news.
const REPLY_LATE_LIMIT_MS = 2 * 60 * 60 * 1000;
const MAX_ATTEMPTS = 5;

/** Four more attempts, 1, 4, 16 and 64 minutes apart, as for reading-plan reminders. */
export const retryDelayMs = (attempts: number): number | null =>
  attempts >= MAX_ATTEMPTS ? null : 60 * 1000 * 4 ** (Math.max(attempts, 1) - 1);

export async function queueDueNotifications(db: Database, now: Date): Promise<number> {
  const jobs: NewNotificationJob[] = [];
  for (const member of await digestSubscribers(db)) {
    if (member.digest === 'off') continue;
    const timeZone = member.timeZone && isValidTimeZone(member.timeZone) ? member.timeZone : 'UTC';
    for (const { day, dueAt } of dueDigestDays(now, { ...member, digest: member.digest, timeZone })) {
      jobs.push({
        kind: 'digest',
        circleId: member.circleId,
        userId: member.userId,
        localDay: day,
        postId: null,
        dueAt,
      });
    }
  }
  for (const reply of await repliesToNotify(db, new Date(now.getTime() - REPLY_LATE_LIMIT_MS), now)) {
    const { postId, circleId, userId, createdAt } = reply;
    jobs.push({ kind: 'reply-push', circleId, userId, localDay: null, postId, dueAt: createdAt });
  }
  return enqueueNotifications(db, jobs);
}

const skipped = (reason: string): JobOutcome => ({ status: 'skipped', reason });

async function sendJob(deps: CircleNotificationDeps, job: NotificationJob): Promise<JobOutcome> {
  const { db } = deps;
  const member = await memberNow(db, job.circleId, job.userId);
  if (!member) return skipped('no longer a member');
  if (member.closedAt) return skipped('the circle is closed');
  const circleUrl = `${deps.baseUrl}/circles/${job.circleId}`;

  if (job.kind === 'reply-push') {
    if (!member.pushReplies) return skipped('pushes for replies were switched off');
    const reply = job.postId ? await replyForPush(db, job.postId) : undefined;
    if (!reply || reply.hiddenAt || reply.removedAt) return skipped('the reply is no longer shown');
    const payload = replyPush(reply, member.circleName, `/circles/${job.circleId}`);
    const pushed = await pushToReader(db, deps.push, job.userId, payload);
    return pushed === 'sent' ? { status: 'sent' } : skipped('no browser subscribed');
  }

  const digest = member.digest;
  if (digest === 'off') return skipped('the digest was switched off');
  if (!job.localDay || !isDigestDay(job.localDay, digest)) return skipped(`the digest is ${digest}`);
  if (member.isGuest || !member.email) return skipped('no e-mail address');
  const from = digestWindowStart(job.dueAt, digest, member.digestSentAt, member.joinedAt);
  const posts = await postsForDigest(db, job.circleId, job.userId, from, job.dueAt);
  if (posts.length > 0) {
    const token = digestUnsubscribeToken(deps.secret, job.circleId, job.userId);
    const unsubscribe = `${deps.baseUrl}/api/circles/digest/unsubscribe?token=${token}`;
    await deps.mailer.send(
      digestMail(
        { to: member.email, circleName: member.circleName, digest, posts },
        { circle: circleUrl, unsubscribe },
      ),
    );
  }
  // Nothing new is a digest too: the next one starts from here.
  await markDigestSent(db, job.circleId, job.userId, job.dueAt);
  return posts.length > 0 ? { status: 'sent' } : skipped('nothing new');
}

/** Claims and sends the due notifications, batch by batch, until none is left for now. */
export async function sendDueNotifications(deps: CircleNotificationDeps, now: Date): Promise<QueueRunResult> {
  return drainQueue({
    db: deps.db,
    table: circleNotificationJobs,
    load: (ids) => loadNotificationJobs(deps.db, ids),
    send: (job) => sendJob(deps, job),
    retryDelayMs,
    onFailure: (job, error) =>
      deps.log.warn(
        { err: error, job: job.id, attempts: job.attempts },
        `sending a circle ${job.kind} failed`,
      ),
    now,
    leaseMs: LEASE_MS,
    batch: BATCH,
  });
}

export async function runCircleNotifications(
  deps: CircleNotificationDeps,
  now: Date,
): Promise<CircleNotificationRun> {
  const queued = await queueDueNotifications(deps.db, now);
  return { queued, ...(await sendDueNotifications(deps, now)) };
}
