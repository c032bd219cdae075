import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  journeyMilestones,
  readingSessions,
  spiritualJourneys,
  userReadings,
  weeklyProgress,
} from '../../db/schema/journey';
import type { GuestMerge } from '../../lib/guest-merge';

/** Moves a guest's reading log and journey (sessions, weeks, milestones) to the account they sign in to. */
export async function mergeGuestProgress(merge: GuestMerge): Promise<void> {
  await merge.tx
    .update(userReadings)
    .set({ userId: merge.userId })
    .where(eq(userReadings.userId, merge.guestId));
  await mergeJourney(merge);
}

/**
 * One journey per user: if the account has none, the guest's becomes it; otherwise the two are added
 * up (sessions, minutes), the longer streaks and earlier dates kept, and their children re-parented.
 */
async function mergeJourney({ tx, guestId, userId }: GuestMerge) {
  const [guestJourney] = await tx
    .select()
    .from(spiritualJourneys)
    .where(eq(spiritualJourneys.userId, guestId));
  if (!guestJourney) return;
  const [accountJourney] = await tx
    .select()
    .from(spiritualJourneys)
    .where(eq(spiritualJourneys.userId, userId));

  if (!accountJourney) {
    await tx.update(spiritualJourneys).set({ userId }).where(eq(spiritualJourneys.id, guestJourney.id));
    for (const table of [readingSessions, journeyMilestones, weeklyProgress]) {
      await tx
        .update(table)
        .set({ userId } as never)
        .where(eq(table.userId, guestId));
    }
    return;
  }

  const guestIsLater =
    (guestJourney.lastActiveDate?.getTime() ?? 0) > (accountJourney.lastActiveDate?.getTime() ?? 0);
  const currentStreak = guestIsLater ? guestJourney.currentStreak : accountJourney.currentStreak;
  await tx
    .update(spiritualJourneys)
    .set({
      startDate: earliest(guestJourney.startDate, accountJourney.startDate),
      totalReadingSessions: accountJourney.totalReadingSessions + guestJourney.totalReadingSessions,
      totalTimeMinutes: accountJourney.totalTimeMinutes + guestJourney.totalTimeMinutes,
      currentStreak,
      longestStreak: Math.max(accountJourney.longestStreak, guestJourney.longestStreak, currentStreak),
      lastActiveDate: guestIsLater ? guestJourney.lastActiveDate : accountJourney.lastActiveDate,
      favoriteReligion: accountJourney.favoriteReligion ?? guestJourney.favoriteReligion,
      readingGoal: accountJourney.readingGoal > 0 ? accountJourney.readingGoal : guestJourney.readingGoal,
      updatedAt: new Date(),
    })
    .where(eq(spiritualJourneys.id, accountJourney.id));

  const journeyId = accountJourney.id;
  await endAllButNewestOpenSession(tx, [guestId, userId]);
  await tx.update(readingSessions).set({ userId, journeyId }).where(eq(readingSessions.userId, guestId));

  // A milestone is awarded once per user: keep the account's, dated from whichever came first.
  await tx.execute(sql`
    update ${journeyMilestones} as a set achieved_at = least(a.achieved_at, g.achieved_at)
    from ${journeyMilestones} as g
    where a.user_id = ${userId} and g.user_id = ${guestId} and a.type = g.type`);
  await tx.execute(sql`
    delete from ${journeyMilestones} as g
    where g.user_id = ${guestId}
      and exists (select 1 from ${journeyMilestones} as a where a.user_id = ${userId} and a.type = g.type)`);
  await tx.update(journeyMilestones).set({ userId, journeyId }).where(eq(journeyMilestones.userId, guestId));

  // One row per week: add the guest's week to the account's.
  await tx.execute(sql`
    update ${weeklyProgress} as a set
      total_minutes = a.total_minutes + g.total_minutes,
      sessions_count = a.sessions_count + g.sessions_count,
      chapters_completed = a.chapters_completed + g.chapters_completed,
      goal_achieved = a.goal_achieved or g.goal_achieved,
      streak_maintained = a.streak_maintained or g.streak_maintained,
      religions_explored = (
        select coalesce(jsonb_agg(distinct religion order by religion), '[]'::jsonb)
        from jsonb_array_elements_text(a.religions_explored || g.religions_explored) as religion
      )
    from ${weeklyProgress} as g
    where a.user_id = ${userId} and g.user_id = ${guestId} and a.week_start = g.week_start`);
  await tx.execute(sql`
    delete from ${weeklyProgress} as g
    where g.user_id = ${guestId}
      and exists (select 1 from ${weeklyProgress} as a where a.user_id = ${userId} and a.week_start = g.week_start)`);
  await tx.update(weeklyProgress).set({ userId, journeyId }).where(eq(weeklyProgress.userId, guestId));

  await tx.delete(spiritualJourneys).where(eq(spiritualJourneys.id, guestJourney.id));
}

/**
 * A reader has one open reading session (a unique index): when the guest and the account each have one, the
 * newest stays open and the other ends at its last counted activity (at most 30 minutes after its start), as
 * the server ends a session the client never ended.
 */
async function endAllButNewestOpenSession(tx: Database, userIds: [string, string]) {
  const ids = sql.param(userIds);
  await tx.execute(sql`
    update ${readingSessions} as o set
      end_time = least(greatest(o.last_activity_at, o.start_time), o.start_time + interval '30 minutes'),
      duration_minutes = round(extract(epoch from (
        least(greatest(o.last_activity_at, o.start_time), o.start_time + interval '30 minutes') - o.start_time
      )) / 60)::integer
    where o.user_id = any(${ids}::uuid[]) and o.end_time is null
      and exists (
        select 1 from ${readingSessions} as n
        where n.user_id = any(${ids}::uuid[]) and n.end_time is null
          and (n.start_time, n.id) > (o.start_time, o.id)
      )`);
}

const earliest = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);
