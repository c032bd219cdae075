import type { PlanDayView } from '../api/plans';
import { formatScriptureRef } from '../scripture/scripture-ref';
import type { PlanDefinition } from './plan-types';

/*
 * A plan day as readers see it, and whether the reading log shows it read: shared by the reader's own plans and
 * by circles, which mark a day read from the same log.
 */

export function toPlanDay(plan: PlanDefinition, day: number): PlanDayView {
  const definition = plan.days[day - 1]!;
  return {
    day,
    title: definition.title,
    theme: definition.theme ?? null,
    passages: definition.passages.map((ref) => ({ ...ref, reference: formatScriptureRef(ref) })),
  };
}

/** One chapter read in the reader, as the reading log keeps it. */
export type ChapterRead = { religion: string; book: string; chapter: number; timestamp: Date };

const chapterKey = (ref: { religion: string; book: string; chapter: number }) =>
  `${ref.religion}\u0000${ref.book}\u0000${ref.chapter}`;

/** When every chapter of a day was read at or after `since`: the latest of those first reads, else null. */
export function dayReadSince(
  plan: PlanDefinition,
  day: number,
  readings: readonly ChapterRead[],
  since: Date,
): Date | null {
  let latest: Date | null = null;
  for (const key of new Set(plan.days[day - 1]!.passages.map(chapterKey))) {
    const read = readings.find((reading) => chapterKey(reading) === key && reading.timestamp >= since);
    if (!read) return null;
    if (!latest || read.timestamp > latest) latest = read.timestamp;
  }
  return latest;
}
