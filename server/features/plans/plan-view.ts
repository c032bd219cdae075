import type { MyPlan, PlanSummary } from '../../../common/api/plans';
import { addDays, localDate, type LocalDay } from '../../../common/journey/time-zone';
import { calendarFirstDay, calendarToday } from '../../../common/plans/calendar-plans';
import { toPlanDay } from '../../../common/plans/day-reading';
import type { PlanCalendar, PlanDefinition } from '../../../common/plans/plan-types';
import {
  calendarStrip,
  daysBehind,
  dateOfDay,
  percentDone,
  scheduledDay,
  type Enrolment,
} from '../../../common/plans/schedule';
import type { CompletionRow, EnrolmentRow } from './store';

/* From the plan library and a reader's rows to the API's shapes. */

export { toPlanDay };

/** A calendar plan's day read more than this long ago belongs to an earlier season (its cycle is about a year). */
const SEASON_DAYS = 300;

export function toPlanSummary(plan: PlanDefinition): PlanSummary {
  return {
    id: plan.id,
    title: plan.title,
    kind: plan.kind,
    traditions: plan.traditions,
    days: plan.days.length,
    introduction: plan.introduction,
    calendars: plan.calendars ?? [],
  };
}

/** Where a followed plan stands today: which days are today's, which count as done, and the schedule. */
export type PlanPosition = {
  today: LocalDay;
  todayDays: number[];
  nextStart: LocalDay | null;
  /** Days counted as done (a calendar plan's only in the current season). */
  doneDays: number[];
  /** The days the reader can be asked to read: all of them, or a calendar's season. */
  firstDay: number;
  enrolment: Enrolment | null;
};

export function planPosition(
  plan: PlanDefinition,
  row: EnrolmentRow,
  completions: CompletionRow[],
  at: Date,
): PlanPosition {
  const today = localDate(at, row.timeZone);
  const calendar = row.calendar as PlanCalendar | null;
  const calendarDay = calendarToday(plan, today, calendar);
  if (calendarDay) {
    const seasonStart = addDays(today, -SEASON_DAYS);
    const doneDays = completions
      .filter((completion) => localDate(completion.completedAt, row.timeZone) >= seasonStart)
      .map((completion) => completion.day);
    return {
      today,
      todayDays: calendarDay.days,
      nextStart: calendarDay.nextStart,
      doneDays,
      firstDay: calendarFirstDay(plan, calendar),
      enrolment: null,
    };
  }
  const enrolment: Enrolment = {
    startedOn: row.startedOn,
    shiftDays: row.shiftDays,
    pausedOn: row.pausedOn,
    completedDays: completions.map((completion) => completion.day),
    totalDays: plan.days.length,
  };
  return {
    today,
    todayDays: [scheduledDay(enrolment, today)],
    nextStart: null,
    doneDays: [...enrolment.completedDays],
    firstDay: 1,
    enrolment,
  };
}

/** Whether every day the plan asks for is done (a calendar plan: in this season). */
export function isPlanComplete(plan: PlanDefinition, position: PlanPosition): boolean {
  const done = new Set(position.doneDays);
  for (let day = position.firstDay; day <= plan.days.length; day += 1) if (!done.has(day)) return false;
  return true;
}

export function toMyPlan(plan: PlanDefinition, row: EnrolmentRow, position: PlanPosition): MyPlan {
  const { enrolment, today } = position;
  const total = plan.days.length - position.firstDay + 1;
  const doneInRange = position.doneDays.filter((day) => day >= position.firstDay);
  const status = row.finishedAt ? 'finished' : row.pausedOn ? 'paused' : 'active';
  return {
    planId: plan.id,
    title: plan.title,
    kind: plan.kind,
    traditions: plan.traditions,
    status,
    startedOn: row.startedOn,
    timeZone: row.timeZone,
    calendar: row.calendar as PlanCalendar | null,
    totalDays: plan.days.length,
    today: position.todayDays.map((day) => toPlanDay(plan, day)),
    nextStart: position.nextStart,
    completedDays: [...position.doneDays].sort((a, b) => a - b),
    percent: percentDone(doneInRange.length, total),
    behind: enrolment && !row.finishedAt ? daysBehind(enrolment, today) : 0,
    strip: calendarStrip(
      plan.days.length,
      position.todayDays,
      position.doneDays,
      enrolment ? (day) => dateOfDay(enrolment, day, today) : null,
    ),
  };
}
