import type { PlanPassage } from '@common/api/plans';
import type { PlanKind } from '@common/plans/plan-types';
import { religions, type ReligionId } from '@common/scripture/religions';

/** The reader at a passage: the dashboard's deep link, at the passage's first verse when it names one. */
export function passageHref(passage: PlanPassage): string {
  const params = new URLSearchParams({
    religion: passage.religion,
    book: passage.book,
    chapter: String(passage.chapter),
  });
  if (passage.verse) params.set('verse', String(passage.verse));
  return `/dashboard?${params.toString()}`;
}

/** Compare, opened on a theme. */
export const compareHref = (theme: string) =>
  `/dashboard?${new URLSearchParams({ compare: theme }).toString()}`;

export const religionName = (id: ReligionId) => religions.find((religion) => religion.id === id)?.name ?? id;

export const kindLabels: Record<PlanKind, string> = {
  tradition: 'One tradition',
  'cross-tradition': 'Across traditions',
  calendar: 'By the calendar',
};

export const calendarLabels = {
  diaspora: 'Diaspora',
  israel: 'Israel',
  western: 'Western',
  orthodox: 'Orthodox',
} as const;

/** 'Sunday 8 February' in the reader's language, for a local day. */
export function formatLocalDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(undefined, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year!, month! - 1, date!)));
}
