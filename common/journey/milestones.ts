import { getReligion, religionIds, type ReligionId } from '../scripture/religions';

/*
 * Every milestone a journey can reach. Each is awarded once per reader (the unique index on
 * journey_milestones(user_id, type) enforces it); `value` is the number it celebrates.
 */

export type MilestoneDefinition = {
  type: string;
  badge: string;
  title: string;
  description: string;
  value: number | null;
  isSpecial: boolean;
};

export const STREAK_MILESTONE_DAYS = [3, 7, 14, 30] as const;
export const SESSION_MILESTONE_COUNTS = [10, 50, 100] as const;

export const firstSessionMilestone: MilestoneDefinition = {
  type: 'first_session',
  badge: '🌱',
  title: 'First Steps',
  description: 'Completed your first reading session.',
  value: 1,
  isSpecial: false,
};

export const firstChapterCompletedMilestone: MilestoneDefinition = {
  type: 'first_chapter_completed',
  badge: '📖',
  title: 'Chapter Complete',
  description: 'Finished a chapter and moved on to the next.',
  value: 1,
  isSpecial: false,
};

const streakBadges: Record<(typeof STREAK_MILESTONE_DAYS)[number], { badge: string; title: string }> = {
  3: { badge: '✨', title: 'Kindled Devotion' },
  7: { badge: '🔥', title: 'Week of Wisdom' },
  14: { badge: '🌟', title: 'Steadfast Seeker' },
  30: { badge: '👑', title: 'Month of Devotion' },
};

export function streakMilestone(days: (typeof STREAK_MILESTONE_DAYS)[number]): MilestoneDefinition {
  return {
    type: `streak_${days}`,
    ...streakBadges[days],
    description: `Read scripture ${days} days in a row.`,
    value: days,
    isSpecial: days >= 30,
  };
}

const sessionBadges: Record<(typeof SESSION_MILESTONE_COUNTS)[number], { badge: string; title: string }> = {
  10: { badge: '📚', title: 'Devoted Reader' },
  50: { badge: '🏛️', title: 'Dedicated Scholar' },
  100: { badge: '🕊️', title: 'Sage of the Circle' },
};

export function sessionCountMilestone(count: (typeof SESSION_MILESTONE_COUNTS)[number]): MilestoneDefinition {
  return {
    type: `sessions_${count}`,
    ...sessionBadges[count],
    description: `Completed ${count} reading sessions.`,
    value: count,
    isSpecial: count >= 100,
  };
}

const religionBadges: Record<ReligionId, string> = {
  christianity: '✝️',
  islam: '☪️',
  judaism: '✡️',
  hinduism: '🕉️',
  buddhism: '☸️',
};

export function firstChapterInReligionMilestone(religion: ReligionId): MilestoneDefinition {
  const { name, scriptureName } = getReligion(religion);
  return {
    type: `first_chapter_${religion}`,
    badge: religionBadges[religion],
    title: `${name} Explored`,
    description: `Read your first chapter of ${scriptureName.replace(/^The /, 'the ')}.`,
    value: 1,
    isSpecial: false,
  };
}

export const allTraditionsMilestone: MilestoneDefinition = {
  type: 'all_traditions',
  badge: '🌍',
  title: 'Interfaith Explorer',
  description: `Read in all ${religionIds.length} traditions.`,
  value: religionIds.length,
  isSpecial: true,
};

export function weeklyGoalMilestone(goalMinutes: number): MilestoneDefinition {
  return {
    type: 'weekly_goal_achieved',
    badge: '🎯',
    title: 'Weekly Goal Reached',
    description: `Read ${goalMinutes} minutes within seven days.`,
    value: goalMinutes,
    isSpecial: false,
  };
}

/** A reading plan read to its last day: one milestone per plan. */
export function planFinishedMilestone(plan: { id: string; title: string }): MilestoneDefinition {
  return {
    type: `plan_${plan.id}`,
    badge: '🗺️',
    title: 'Plan Complete',
    description: `Finished the reading plan “${plan.title}”.`,
    value: null,
    isSpecial: false,
  };
}
