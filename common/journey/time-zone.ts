/*
 * Calendar days in a reader's own IANA time zone. A day is a 'YYYY-MM-DD' string: comparing and
 * stepping those is plain calendar arithmetic, so daylight-saving changes only matter when turning an
 * instant into a day (localDate) or a day back into its first instant (startOfLocalDay).
 */

export type LocalDay = string;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    // Zone names are case-insensitive, so the spellings are unbounded: keep the cache small.
    if (formatters.size >= 200) formatters.clear();
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * Whether the runtime knows the IANA zone. The name is kept as the reader's browser spells it: ICU would
 * rename some zones to older aliases (Asia/Kolkata to Asia/Calcutta).
 */
export function isValidTimeZone(timeZone: string): boolean {
  if (timeZone.length === 0 || timeZone.length > 64) return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function wallClock(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** How far the zone's wall clock is ahead of UTC at this instant, in milliseconds. */
export function offsetMs(instant: Date, timeZone: string): number {
  const clock = wallClock(instant, timeZone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The calendar day an instant falls on in the zone. */
export function localDate(instant: Date, timeZone: string): LocalDay {
  const clock = wallClock(instant, timeZone);
  return `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}`;
}

function dayToUtcMs(day: LocalDay): number {
  const [year, month, date] = day.split('-').map(Number);
  return Date.UTC(year!, month! - 1, date!);
}

function utcMsToDay(ms: number): LocalDay {
  const date = new Date(ms);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function addDays(day: LocalDay, days: number): LocalDay {
  return utcMsToDay(dayToUtcMs(day) + days * DAY_MS);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: LocalDay, to: LocalDay): number {
  return Math.round((dayToUtcMs(to) - dayToUtcMs(from)) / DAY_MS);
}

/** Weeks run Monday to Sunday (ISO 8601). */
export function weekStartOf(day: LocalDay): LocalDay {
  const weekday = new Date(dayToUtcMs(day)).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

export const weekEndOf = (day: LocalDay): LocalDay => addDays(weekStartOf(day), 6);

/**
 * The first instant of a calendar day in the zone. Usually local midnight; where a daylight-saving
 * change skips midnight (e.g. America/Santiago), the first wall-clock time that exists that day.
 */
export function startOfLocalDay(day: LocalDay, timeZone: string): Date {
  const midnightAsUtc = dayToUtcMs(day);
  let guess = midnightAsUtc - offsetMs(new Date(midnightAsUtc), timeZone);
  guess = midnightAsUtc - offsetMs(new Date(guess), timeZone);
  // The guess may land in the previous day (midnight skipped) or later than the day's start (midnight
  // repeated): step to the exact boundary, which is always within a few hours of the guess.
  if (localDate(new Date(guess), timeZone) < day) {
    while (localDate(new Date(guess), timeZone) < day) guess += 15 * 60 * 1000;
    while (localDate(new Date(guess - 60 * 1000), timeZone) === day) guess -= 60 * 1000;
  } else {
    while (localDate(new Date(guess - 15 * 60 * 1000), timeZone) === day) guess -= 15 * 60 * 1000;
    while (localDate(new Date(guess - 60 * 1000), timeZone) === day) guess -= 60 * 1000;
  }
  return new Date(guess);
}
