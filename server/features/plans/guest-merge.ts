import { sql } from 'drizzle-orm';
import { planDayCompletions, planEnrolments } from '../../db/schema/plans';
import { pushSubscriptions } from '../../db/schema/reminders';
import type { GuestMerge } from '../../lib/guest-merge';

/*
 * A guest's plans move to the account. Where both follow the same plan, the account's enrolment stays and gains
 * the guest's read days (the earlier time kept where both read a day); the guest's enrolment is then removed.
 */
export async function mergeGuestPlans({ tx, guestId, userId }: GuestMerge): Promise<void> {
  await tx.execute(sql`
    insert into ${planDayCompletions} (enrolment_id, day, how, completed_at)
    select a.id, c.day, c.how, c.completed_at
    from ${planDayCompletions} as c
    join ${planEnrolments} as g on g.id = c.enrolment_id and g.user_id = ${guestId}
    join ${planEnrolments} as a on a.user_id = ${userId} and a.plan_id = g.plan_id
    on conflict (enrolment_id, day) do update
      set completed_at = least(plan_day_completions.completed_at, excluded.completed_at)`);
  await tx.execute(sql`
    delete from ${planEnrolments} as g
    where g.user_id = ${guestId}
      and exists (select 1 from ${planEnrolments} as a where a.user_id = ${userId} and a.plan_id = g.plan_id)`);
  await tx.execute(sql`update ${planEnrolments} set user_id = ${userId} where user_id = ${guestId}`);
  // The browsers that took the guest's push reminders take the account's (a reminder moves with its enrolment).
  await tx.execute(sql`update ${pushSubscriptions} set user_id = ${userId} where user_id = ${guestId}`);
}
