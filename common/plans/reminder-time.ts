import { addDays, localDate, offsetMs, type LocalDay } from '../journey/time-zone';

/*
 * When a daily reminder is due: the reader's hour on a local day, in their IANA zone. A day-light saving change
 * moves the UTC instant, never the local hour. On the day the clocks go forward the hour may not exist (02:00 in
 * Los Angeles in March): the reminder comes when the clocks have jumped, as late as the gap is long (03:00). On
 * the day they go back the hour may occur twice (01:00 in November): the reminder comes at the first of them.
 */

const HOUR_MS = 60 * 60 * 1000;

function wallAsUtcMs(day: LocalDay, hour: number): number {
  const [year, month, date] = day.split('-').map(Number);
  return Date.UTC(year!, month! - 1, date!, hour);
}

/** The instant the reminder for `day` at `hour` (0-23) local time is due in `timeZone`. */
export function reminderDueAt(day: LocalDay, hour: number, timeZone: string): Date {
  const wall = wallAsUtcMs(day, hour);
  // The zone's offsets a day either side of the wall time cover both sides of any change on that day.
  const before = offsetMs(new Date(wall - 24 * HOUR_MS), timeZone);
  const after = offsetMs(new Date(wall + 24 * HOUR_MS), timeZone);
  const matches = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((instant) => wall - offsetMs(new Date(instant), timeZone) === instant)
    .sort((a, b) => a - b);
  // The hour exists (once or twice): its first occurrence. It does not: the offset in force before the jump
  // reads the skipped wall time as the instant the clocks moved past it.
  return new Date(matches[0] ?? wall - before);
}

/**
 * The local days whose reminder is due by `now` and not yet too late to send: today's if its hour has come, and
 * yesterday's (a server down over midnight sends it late rather than never), each no older than `lateLimitMs`
 * and not from before the reminder was switched on (`since`).
 */
export function dueReminderDays(
  now: Date,
  hour: number,
  timeZone: string,
  since: Date,
  lateLimitMs: number,
): { day: LocalDay; dueAt: Date }[] {
  const today = localDate(now, timeZone);
  const due: { day: LocalDay; dueAt: Date }[] = [];
  for (const day of [addDays(today, -1), today]) {
    const dueAt = reminderDueAt(day, hour, timeZone);
    const age = now.getTime() - dueAt.getTime();
    if (age >= 0 && age <= lateLimitMs && dueAt.getTime() >= since.getTime()) due.push({ day, dueAt });
  }
  return due;
}
