import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { planEnrolments } from '../../../db/schema/plans';
import { planReminders, pushSubscriptions } from '../../../db/schema/reminders';
import { users } from '../../../db/schema/users';

/* SQL for a reader's reminders and the browsers that receive their Web Push. */

export type ReminderRow = typeof planReminders.$inferSelect;
export type ReminderSettings = Pick<ReminderRow, 'hour' | 'timeZone' | 'email' | 'push' | 'enabled'>;

export async function remindersOf(db: Database, userId: string) {
  return db
    .select({ reminder: planReminders, planId: planEnrolments.planId })
    .from(planReminders)
    .innerJoin(planEnrolments, eq(planEnrolments.id, planReminders.enrolmentId))
    .where(eq(planEnrolments.userId, userId))
    .orderBy(asc(planEnrolments.createdAt), asc(planEnrolments.id));
}

/** Creates or replaces the reminder of one followed plan; a changed setting starts counting from `at`. */
export async function saveReminder(
  db: Database,
  enrolmentId: number,
  settings: ReminderSettings,
  at: Date,
): Promise<ReminderRow> {
  const [row] = await db
    .insert(planReminders)
    .values({ enrolmentId, ...settings, activeSince: at, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: planReminders.enrolmentId,
      set: { ...settings, activeSince: at, updatedAt: at },
    })
    .returning();
  if (!row) throw new Error('saving a reminder returned no row');
  return row;
}

export async function deleteReminder(db: Database, enrolmentId: number): Promise<boolean> {
  const removed = await db
    .delete(planReminders)
    .where(eq(planReminders.enrolmentId, enrolmentId))
    .returning({ id: planReminders.id });
  return removed.length > 0;
}

/** The plan a reminder belongs to, or undefined when it no longer exists. */
export async function reminderPlan(db: Database, reminderId: number) {
  const [row] = await db
    .select({ planId: planEnrolments.planId, email: planReminders.email })
    .from(planReminders)
    .innerJoin(planEnrolments, eq(planEnrolments.id, planReminders.enrolmentId))
    .where(eq(planReminders.id, reminderId));
  return row;
}

export async function stopEmail(db: Database, reminderId: number, at: Date): Promise<void> {
  await db.update(planReminders).set({ email: false, updatedAt: at }).where(eq(planReminders.id, reminderId));
}

/** The account's verified address; null for a guest or an account without one. */
export async function emailOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email, isGuest: users.isGuest })
    .from(users)
    .where(eq(users.id, userId));
  return row && !row.isGuest ? row.email : null;
}

/** A browser's subscription, moved to this reader if another held the same endpoint (a shared device). */
export async function savePushSubscription(
  db: Database,
  userId: string,
  subscription: { endpoint: string; p256dh: string; auth: string },
  at: Date,
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ userId, ...subscription, createdAt: at })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: subscription.p256dh, auth: subscription.auth, createdAt: at },
    });
}

export async function deletePushSubscription(db: Database, userId: string, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function countPushSubscriptions(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return row?.total ?? 0;
}
