import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema/users';

export type GuestMerge = {
  /** The open transaction: every move of one merge commits or rolls back together. */
  tx: Database;
  guestId: string;
  userId: string;
};
export type GuestMergeHandler = (merge: GuestMerge) => Promise<void>;

const handlers = new Map<string, GuestMergeHandler>();

/**
 * Lets a feature move its own guest records when a guest signs up or in; buildApp registers every feature's
 * handler, so the list is in one place and in a known order. Handlers run in the order they were first
 * registered, inside the merge transaction, before the guest row is deleted (which cascades to anything left
 * behind). Registering the same name again replaces the handler in its place: every app built in a test
 * process registers the same handlers.
 */
export function registerGuestMergeHandler(name: string, handler: GuestMergeHandler) {
  handlers.set(name, handler);
}

/** Moves everything a guest owns to the account, then deletes the guest. */
export async function mergeGuestInto(db: Database, guestId: string, userId: string): Promise<void> {
  if (guestId === userId) return;
  await db.transaction(async (tx) => {
    const merge = { tx: tx as unknown as Database, guestId, userId };
    for (const handler of handlers.values()) await handler(merge);
    await tx.delete(users).where(eq(users.id, guestId));
  });
}
