import type { CircleDetail, CirclePerson, CircleSummary } from '../../../common/api/circles';
import { CIRCLE_MEMBER_LIMIT } from '../../../common/api/circles';
import { daysBetween, localDate, type LocalDay } from '../../../common/journey/time-zone';
import { toPlanDay } from '../../../common/plans/day-reading';
import type { PlanDefinition } from '../../../common/plans/plan-types';
import { percentDone } from '../../../common/plans/schedule';
import type { CircleListRow, CircleRow, MemberRow, MemberWithPerson, PersonRow } from './store';

/* From circle rows to the API's shapes. */

export function displayName(person: PersonRow): string {
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
  return name || person.username || 'Member';
}

export const toCirclePerson = (person: PersonRow): CirclePerson => ({
  userId: person.id,
  displayName: displayName(person),
});

/** The plan day of a local date, counted from the circle's day 1: below 1 before the start. */
export function planDayOn(startsOn: LocalDay, date: LocalDay): number {
  return daysBetween(startsOn, date) + 1;
}

/** Today for the viewer: their local date and, while the plan runs, its day. */
export function todayOf(plan: PlanDefinition, startsOn: LocalDay, at: Date, timeZone: string) {
  const date = localDate(at, timeZone);
  const day = planDayOn(startsOn, date);
  return { date, day: day >= 1 && day <= plan.days.length ? day : null, elapsed: day };
}

export type CircleView = {
  circle: CircleRow;
  me: MemberRow;
  members: MemberWithPerson[];
  plan: PlanDefinition | null;
  at: Date;
  timeZone: string;
  /** Who read the viewer's today's day. */
  readersToday: Set<string>;
  daysReadByMe: number[];
};

export function toCircleDetail(view: CircleView): CircleDetail {
  const { circle, me, members, plan } = view;
  const mine = members.find((member) => member.userId === me.userId);
  const host = members.find((member) => member.role === 'host');
  const today = plan && circle.startsOn ? todayOf(plan, circle.startsOn, view.at, view.timeZone) : null;
  const readToday = (member: MemberWithPerson) => {
    if (!today?.day) return member.showProgress || member.userId === me.userId ? false : null;
    if (!member.showProgress && member.userId !== me.userId) return null;
    return view.readersToday.has(member.userId);
  };
  return {
    id: circle.id,
    name: circle.name,
    description: circle.description,
    createdAt: circle.createdAt.toISOString(),
    closedAt: circle.closedAt?.toISOString() ?? null,
    host: host ? toCirclePerson(host.person) : null,
    memberLimit: CIRCLE_MEMBER_LIMIT,
    members: members.map((member) => ({
      ...toCirclePerson(member.person),
      role: member.role,
      joinedAt: member.joinedAt.toISOString(),
      readToday: readToday(member),
    })),
    me: {
      userId: me.userId,
      displayName: mine ? displayName(mine.person) : 'Member',
      role: me.role,
      showProgress: me.showProgress,
      digest: me.digest,
      pushReplies: me.pushReplies,
    },
    plan:
      plan && circle.startsOn
        ? {
            id: plan.id,
            title: plan.title,
            kind: plan.kind,
            traditions: plan.traditions,
            totalDays: plan.days.length,
            startsOn: circle.startsOn,
          }
        : null,
    today:
      plan && today
        ? {
            date: today.date,
            day: today.day,
            reading: today.day ? toPlanDay(plan, today.day) : null,
            readByMe: today.day ? view.readersToday.has(me.userId) : false,
          }
        : null,
    progress:
      plan && today
        ? {
            daysElapsed: Math.min(plan.days.length, Math.max(0, today.elapsed)),
            totalDays: plan.days.length,
            percent: percentDone(Math.min(plan.days.length, Math.max(0, today.elapsed)), plan.days.length),
            daysReadByMe: view.daysReadByMe,
          }
        : null,
  };
}

export function toCircleSummary(row: CircleListRow, planTitle: string | null): CircleSummary {
  return {
    id: row.circle.id,
    name: row.circle.name,
    description: row.circle.description,
    role: row.role,
    host: row.host ? toCirclePerson(row.host) : null,
    memberCount: row.memberCount,
    planTitle,
    closedAt: row.circle.closedAt?.toISOString() ?? null,
    unreadCount: row.unreadCount,
    lastPostAt: row.lastPostAt?.toISOString() ?? null,
  };
}
