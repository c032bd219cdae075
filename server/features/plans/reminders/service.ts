import type {
  PlanReminder,
  PushSubscriptionRequest,
  PutReminderRequest,
  RemindersResponse,
} from '../../../../common/api/reminders';
import type { ReminderChannel } from '../../../../common/api/reminder-fields';
import { findPlan } from '../../../../common/plans/library';
import type { Database } from '../../../db/client';
import { badRequest, notFound } from '../../../lib/http-error';
import { NO_EMAIL_FOR_REMINDERS } from '../service';
import { findEnrolment } from '../store';
import { checkPushEndpoint, type PushEndpointPolicy } from '../../../lib/web-push/push-endpoint-policy';
import {
  countPushSubscriptions,
  deletePushSubscription,
  deleteReminder,
  emailOf,
  reminderPlan,
  remindersOf,
  saveReminder,
  savePushSubscription,
  stopEmail,
  type ReminderRow,
} from './store';
import { verifyUnsubscribeToken } from './unsubscribe-token';

/* A reader's reminders (one per followed plan), their browsers for Web Push, and unsubscribing by link. */

const notFollowing = () => notFound('You are not following this reading plan.');

function toPlanReminder(planId: string, row: ReminderRow): PlanReminder {
  const channels: ReminderChannel[] = [];
  if (row.email) channels.push('email');
  if (row.push) channels.push('push');
  return {
    id: row.id,
    planId,
    planTitle: findPlan(planId)?.title ?? planId,
    hour: row.hour,
    timeZone: row.timeZone,
    channels,
    enabled: row.enabled,
  };
}

export async function listReminders(db: Database, userId: string | null): Promise<RemindersResponse> {
  if (!userId) return { reminders: [], email: null, pushSubscriptions: 0 };
  const rows = await remindersOf(db, userId);
  return {
    reminders: rows.map(({ planId, reminder }) => toPlanReminder(planId, reminder)),
    email: await emailOf(db, userId),
    pushSubscriptions: await countPushSubscriptions(db, userId),
  };
}

export async function putReminder(
  db: Database,
  userId: string | null,
  request: PutReminderRequest,
  at: Date,
): Promise<PlanReminder> {
  const enrolment = userId ? await findEnrolment(db, userId, request.planId) : undefined;
  if (!userId || !enrolment) throw notFollowing();
  const email = request.channels.includes('email');
  if (email && !(await emailOf(db, userId))) {
    throw badRequest(NO_EMAIL_FOR_REMINDERS);
  }
  const row = await saveReminder(
    db,
    enrolment.id,
    {
      hour: request.hour,
      timeZone: request.timeZone,
      email,
      push: request.channels.includes('push'),
      enabled: request.enabled,
    },
    at,
  );
  return toPlanReminder(request.planId, row);
}

export async function removeReminder(db: Database, userId: string | null, planId: string): Promise<void> {
  const enrolment = userId ? await findEnrolment(db, userId, planId) : undefined;
  if (!enrolment) throw notFollowing();
  if (!(await deleteReminder(db, enrolment.id))) throw notFound('This reading plan has no reminder.');
}

export async function subscribePush(
  db: Database,
  userId: string,
  subscription: PushSubscriptionRequest,
  policy: PushEndpointPolicy,
  at: Date,
): Promise<void> {
  const check = await checkPushEndpoint(subscription.endpoint, policy);
  if (!check.ok) throw badRequest(check.reason);
  await savePushSubscription(
    db,
    userId,
    { endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
    at,
  );
}

export async function unsubscribePush(db: Database, userId: string | null, endpoint: string): Promise<void> {
  if (userId) await deletePushSubscription(db, userId, endpoint);
}

const badLink = () => badRequest('This unsubscribe link is not valid.');

/** The plan an unsubscribe link is about, checked before anything changes (the GET confirmation page). */
export async function unsubscribeTarget(db: Database, secret: Buffer, token: string) {
  const reminderId = verifyUnsubscribeToken(secret, token);
  if (reminderId === null) throw badLink();
  const target = await reminderPlan(db, reminderId);
  if (!target) throw notFound('This reminder no longer exists, so it sends no e-mail.');
  return { reminderId, planTitle: findPlan(target.planId)?.title ?? target.planId };
}

/** Stops a reminder's e-mail (the same whether it was on or already off). */
export async function unsubscribeEmail(db: Database, secret: Buffer, token: string, at: Date) {
  const target = await unsubscribeTarget(db, secret, token);
  await stopEmail(db, target.reminderId, at);
  return target;
}
