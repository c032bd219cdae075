import type { CircleDigest } from '../../../../common/api/circles';
import { weekStartOf, type LocalDay } from '../../../../common/journey/time-zone';
import { dueReminderDays } from '../../../../common/plans/reminder-time';

/*
 * When a member's digest goes out: at 07:00 on their morning, in the time zone their reading is counted in, every
 * day or on Mondays; and which posts it holds: those since the last digest, no older than one period and a day
 * (a reader who switches from weekly to daily, or back on after months, is not sent a backlog).
 */

export const DIGEST_HOUR = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
// A digest more than this late (servers down) is not sent: it would arrive on the wrong part of the day.
export const DIGEST_LATE_LIMIT_MS = 6 * 60 * 60 * 1000;

export const isDigestDay = (day: LocalDay, digest: Exclude<CircleDigest, 'off'>) =>
  digest === 'daily' || weekStartOf(day) === day;

/** The local days whose digest is due by `now` for one member (yesterday's too, when a server was down). */
export function dueDigestDays(
  now: Date,
  member: { digest: Exclude<CircleDigest, 'off'>; timeZone: string; joinedAt: Date },
): { day: LocalDay; dueAt: Date }[] {
  return dueReminderDays(now, DIGEST_HOUR, member.timeZone, member.joinedAt, DIGEST_LATE_LIMIT_MS).filter(
    ({ day }) => isDigestDay(day, member.digest),
  );
}

/** The start of what a digest due at `dueAt` holds (its end is `dueAt`). */
export function digestWindowStart(
  dueAt: Date,
  digest: Exclude<CircleDigest, 'off'>,
  lastSentAt: Date | null,
  joinedAt: Date,
): Date {
  const periodDays = digest === 'daily' ? 1 : 7;
  const floor = Math.max(dueAt.getTime() - (periodDays + 1) * DAY_MS, joinedAt.getTime());
  return new Date(Math.max(floor, lastSentAt?.getTime() ?? 0));
}
