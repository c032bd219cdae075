import { addDays, daysBetween, type LocalDay } from './time-zone';

export type Streaks = { current: number; longest: number };

/**
 * Streaks over the days on which a verse was read. The current streak is the run of consecutive days
 * ending today, or ending yesterday: a streak is only broken once a whole day has passed without reading.
 */
export function computeStreaks(readingDays: Iterable<LocalDay>, today: LocalDay): Streaks {
  const days = [...new Set(readingDays)].filter((day) => day <= today).sort();
  let longest = 0;
  let run = 0;
  let previous: LocalDay | undefined;
  for (const day of days) {
    run = previous !== undefined && addDays(previous, 1) === day ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  const last = days.at(-1);
  const current = last !== undefined && daysBetween(last, today) <= 1 ? run : 0;
  return { current, longest };
}
