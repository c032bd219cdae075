import type { ScriptureRef } from '../scripture/scripture-ref';
import type { ReligionId } from '../scripture/religions';

/** What a plan follows: one tradition's text, a theme across all five, or a tradition's calendar. */
export const planKinds = ['tradition', 'cross-tradition', 'calendar'] as const;
export type PlanKind = (typeof planKinds)[number];

/** The calendar a calendar plan runs on: the reader picks one when a plan offers two. */
export const planCalendars = ['diaspora', 'israel', 'western', 'orthodox'] as const;
export type PlanCalendar = (typeof planCalendars)[number];

export type PlanDay = {
  title: string;
  passages: ScriptureRef[];
  /** A cross-tradition day's theme, the words Compare is opened on. */
  theme?: string;
};

export type PlanDefinition = {
  id: string;
  title: string;
  kind: PlanKind;
  traditions: ReligionId[];
  introduction: string;
  days: PlanDay[];
  /** The calendars a calendar plan can follow; the first is the default. */
  calendars?: PlanCalendar[];
};
