import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pushSubscriptions } from '../../db/schema/reminders';
import type { PushPayload, PushSender } from './push-sender';

/*
 * One push message to every browser a reader subscribed, whatever sends it (a plan reminder, a reply in a
 * circle). A browser whose push service forgot it is dropped for good.
 */

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export async function pushSubscriptionsOf(db: Database, userId: string): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

export async function deletePushSubscriptionById(db: Database, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/**
 * 'sent' when at least one browser took the message; 'no-browser' when the reader has none (left) or every one
 * was gone. Throws the first failure when no browser took it, so the caller can retry later.
 */
export async function pushToReader(
  db: Database,
  sender: PushSender,
  userId: string,
  payload: PushPayload,
): Promise<'sent' | 'no-browser'> {
  const subscriptions = await pushSubscriptionsOf(db, userId);
  let sent = 0;
  let failure: unknown = null;
  for (const subscription of subscriptions) {
    try {
      if ((await sender.send(subscription, payload)) === 'gone') {
        await deletePushSubscriptionById(db, subscription.id);
      } else {
        sent += 1;
      }
    } catch (error) {
      failure ??= error;
    }
  }
  // One browser reached is a message delivered; retrying would repeat it there.
  if (sent > 0) return 'sent';
  if (failure) throw failure;
  return 'no-browser';
}
