import { eq, sql } from 'drizzle-orm';
import { studyItems } from '../../db/schema/study';
import type { GuestMerge } from '../../lib/guest-merge';

/*
 * A guest's items move to the account once. Where both have the same kind on the same verse, the one
 * changed last wins (a colour or note the guest just chose beats an older one), and no duplicate is left.
 */
export async function mergeGuestStudy({ tx, guestId, userId }: GuestMerge): Promise<void> {
  await tx.execute(sql`
    update ${studyItems} as a set
      color = case when g.updated_at > a.updated_at then g.color else a.color end,
      note = case when g.updated_at > a.updated_at then g.note else a.note end,
      updated_at = greatest(a.updated_at, g.updated_at),
      created_at = least(a.created_at, g.created_at)
    from ${studyItems} as g
    where a.user_id = ${userId} and g.user_id = ${guestId}
      and a.kind = g.kind and a.religion = g.religion and a.book = g.book
      and a.chapter = g.chapter and a.verse = g.verse and a.translation = g.translation`);
  await tx.execute(sql`
    delete from ${studyItems} as g
    where g.user_id = ${guestId} and exists (
      select 1 from ${studyItems} as a
      where a.user_id = ${userId} and a.kind = g.kind and a.religion = g.religion and a.book = g.book
        and a.chapter = g.chapter and a.verse = g.verse and a.translation = g.translation)`);
  await tx.update(studyItems).set({ userId }).where(eq(studyItems.userId, guestId));
}
