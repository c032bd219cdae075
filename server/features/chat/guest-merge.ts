import { eq, sql } from 'drizzle-orm';
import { aiUsage, chatMessages } from '../../db/schema/chat';
import type { GuestMerge } from '../../lib/guest-merge';

/**
 * Moves a guest's conversation to the account they sign in to. Their AI answers today still count: the quota
 * is the person's, not the cookie's.
 */
export async function mergeGuestChat({ tx, guestId, userId }: GuestMerge): Promise<void> {
  await tx.update(chatMessages).set({ userId }).where(eq(chatMessages.userId, guestId));
  await tx.execute(sql`
    insert into ai_usage (user_id, day, requests)
    select ${userId}, day, requests from ai_usage where user_id = ${guestId}
    on conflict (user_id, day) do update set requests = ai_usage.requests + excluded.requests`);
  await tx.delete(aiUsage).where(eq(aiUsage.userId, guestId));
}
