import type { Database } from '../../db/client';
import {
  allTraditionsMilestone,
  firstChapterCompletedMilestone,
  firstChapterInReligionMilestone,
  firstSessionMilestone,
  SESSION_MILESTONE_COUNTS,
  sessionCountMilestone,
  STREAK_MILESTONE_DAYS,
  streakMilestone,
  weeklyGoalMilestone,
  type MilestoneDefinition,
} from '../../../common/journey/milestones';
import { isWeeklyGoalMet } from '../../../common/journey/weekly-goal';
import { religionIds } from '../../../common/scripture/religions';
import type { Milestone } from '../../../common/api/progress';
import { awardMilestone, milestonesOf, type MilestoneRow } from './journey-store';
import type { JourneyStats } from './journey-stats';

/**
 * Every milestone the journey has reached by now, whether or not it was already awarded. The session milestones
 * count only sessions in which something was read: opening a chapter and leaving earns no 'First Steps'.
 */
export function reachedMilestones(stats: JourneyStats, minutesLastSevenDays: number): MilestoneDefinition[] {
  const reached: MilestoneDefinition[] = [];
  if (stats.readingSessions >= 1) reached.push(firstSessionMilestone);
  if (stats.chaptersCompleted >= 1) reached.push(firstChapterCompletedMilestone);
  for (const religion of stats.religionsExplored) reached.push(firstChapterInReligionMilestone(religion));
  if (stats.religionsExplored.length === religionIds.length) reached.push(allTraditionsMilestone);
  for (const days of STREAK_MILESTONE_DAYS) {
    if (stats.longestStreak >= days) reached.push(streakMilestone(days));
  }
  for (const count of SESSION_MILESTONE_COUNTS) {
    if (stats.readingSessions >= count) reached.push(sessionCountMilestone(count));
  }
  const goal = stats.journey.readingGoal;
  if (isWeeklyGoalMet(minutesLastSevenDays, goal)) reached.push(weeklyGoalMilestone(goal));
  return reached;
}

/** Awards what was reached and not yet awarded (once each); returns the new ones. */
export async function awardReachedMilestones(
  db: Database,
  stats: JourneyStats,
  minutesLastSevenDays: number,
  at: Date,
): Promise<MilestoneRow[]> {
  const reached = reachedMilestones(stats, minutesLastSevenDays);
  if (reached.length === 0) return [];
  const owned = new Set((await milestonesOf(db, stats.journey.userId)).map((row) => row.type));
  const awarded: MilestoneRow[] = [];
  for (const milestone of reached) {
    if (owned.has(milestone.type)) continue;
    const row = await awardMilestone(
      db,
      { userId: stats.journey.userId, journeyId: stats.journey.id },
      milestone,
      at,
    );
    if (row) awarded.push(row);
  }
  return awarded;
}

/**
 * What a read shows of milestones reached but not yet written (a stale session seen as closed reaches them; the
 * next write or the maintenance job awards them at `at`). They have no row yet, so their ids are negative and
 * never collide with a stored one.
 */
export function unawardedMilestones(
  reached: MilestoneDefinition[],
  owned: MilestoneRow[],
  at: Date,
): Milestone[] {
  const ownedTypes = new Set(owned.map((row) => row.type));
  return reached
    .filter((milestone) => !ownedTypes.has(milestone.type))
    .map((milestone, index) => ({ ...milestone, id: -(index + 1), achievedAt: at.toISOString() }));
}
