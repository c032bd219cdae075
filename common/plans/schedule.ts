import { addDays, daysBetween, type LocalDay } from '../journey/time-zone';

/*
 * Where a reader stands in a plan that runs from the day they started: day 1 on the start day, one day per
 * calendar day in the reader's time zone. Pausing stops the count; catching up shifts it back to the first
 * unread day; reading ahead (two days in one) is simply marking more than one day done.
 */

export type Enrolment = {
  startedOn: LocalDay;
  /** Days the schedule was moved back (a pause, or a catch-up by shifting). */
  shiftDays: number;
  pausedOn: LocalDay | null;
  completedDays: readonly number[];
  totalDays: number;
};

/** The day the schedule reaches on `today` (1 to totalDays); frozen while paused. */
export function scheduledDay(enrolment: Enrolment, today: LocalDay): number {
  const reference = enrolment.pausedOn ?? today;
  const day = daysBetween(enrolment.startedOn, reference) + 1 - enrolment.shiftDays;
  return Math.min(Math.max(day, 1), enrolment.totalDays);
}

/** The first day not yet read, or null when every day is. */
export function firstUnreadDay(enrolment: Enrolment): number | null {
  const done = new Set(enrolment.completedDays);
  for (let day = 1; day <= enrolment.totalDays; day += 1) if (!done.has(day)) return day;
  return null;
}

/** Days before today's that are not read yet. */
export function daysBehind(enrolment: Enrolment, today: LocalDay): number {
  const done = new Set(enrolment.completedDays);
  let behind = 0;
  for (let day = 1; day < scheduledDay(enrolment, today); day += 1) if (!done.has(day)) behind += 1;
  return behind;
}

export function percentDone(completed: number, total: number): number {
  return total === 0 ? 0 : Math.floor((completed / total) * 100);
}

/** The calendar date a day is scheduled on, as things stand (while paused, as if resumed today). */
export function dateOfDay(enrolment: Enrolment, day: number, today: LocalDay): LocalDay {
  const pause = enrolment.pausedOn ? daysBetween(enrolment.pausedOn, today) : 0;
  return addDays(enrolment.startedOn, enrolment.shiftDays + pause + day - 1);
}

/** Catching up by shifting: the schedule moves back so that today's day is the first unread one. */
export function shiftToFirstUnread(enrolment: Enrolment, today: LocalDay): number {
  const unread = firstUnreadDay(enrolment);
  if (unread === null) return enrolment.shiftDays;
  return enrolment.shiftDays + Math.max(0, scheduledDay(enrolment, today) - unread);
}

/** Resuming after a pause: the paused days are added to the shift, so the reader goes on where they stopped. */
export function shiftAfterResume(enrolment: Enrolment, today: LocalDay): number {
  return enrolment.pausedOn
    ? enrolment.shiftDays + Math.max(0, daysBetween(enrolment.pausedOn, today))
    : enrolment.shiftDays;
}

export type StripDay = { day: number; date: LocalDay | null; done: boolean; today: boolean };

/** A week-long strip around today's day: three days before, three after, clipped to the plan. */
export function calendarStrip(
  totalDays: number,
  todayDays: readonly number[],
  completedDays: readonly number[],
  dateOf: ((day: number) => LocalDay) | null,
  width = 7,
): StripDay[] {
  const done = new Set(completedDays);
  const centre = todayDays[0] ?? 1;
  const first = Math.max(1, Math.min(centre - Math.floor(width / 2), totalDays - width + 1));
  const last = Math.min(totalDays, first + width - 1);
  const strip: StripDay[] = [];
  for (let day = first; day <= last; day += 1) {
    strip.push({
      day,
      date: dateOf ? dateOf(day) : null,
      done: done.has(day),
      today: todayDays.includes(day),
    });
  }
  return strip;
}
