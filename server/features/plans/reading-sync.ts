import { startOfLocalDay } from '../../../common/journey/time-zone';
import { dayReadSince } from '../../../common/plans/day-reading';
import type { PlanDefinition } from '../../../common/plans/plan-types';
import type { PlanPosition } from './plan-view';
import type { CompletionRow, ReadingRow } from './store';

/*
 * Reading a day's chapters in the reader marks the day done: the reading log (one row per chapter read per day)
 * is checked against the plan. Days are matched in order, each with readings after the previous day's, so a
 * chapter shared by two days (a surah across two juz') has to be read on two occasions.
 */

/** The days the reading log shows read and that are not done yet, with when they were read. */
export function daysReadInLog(
  plan: PlanDefinition,
  position: PlanPosition,
  completions: CompletionRow[],
  readings: ReadingRow[],
  enrolledAt: Date,
  timeZone: string,
): { day: number; at: Date }[] {
  const done = new Set(position.doneDays);
  const found: { day: number; at: Date }[] = [];
  if (!position.enrolment) {
    const since = new Date(
      Math.max(enrolledAt.getTime(), startOfLocalDay(position.today, timeZone).getTime()),
    );
    for (const day of position.todayDays) {
      if (done.has(day)) continue;
      const at = dayReadSince(plan, day, readings, since);
      if (at) found.push({ day, at });
    }
    return found;
  }
  const readTimes = new Map(
    completions.filter((row) => row.how === 'read').map((row) => [row.day, row.completedAt]),
  );
  let since = enrolledAt;
  for (let day = 1; day <= position.todayDays[0]!; day += 1) {
    const readAt = readTimes.get(day);
    if (readAt) since = new Date(Math.max(since.getTime(), readAt.getTime() + 1));
    if (done.has(day)) continue;
    const at = dayReadSince(plan, day, readings, since);
    if (!at) continue;
    found.push({ day, at });
    since = new Date(at.getTime() + 1);
  }
  return found;
}
