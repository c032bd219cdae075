import type {
  MyPlan,
  PlanAction,
  PlanDetail,
  PlanSummary,
  StartPlanRequest,
} from '../../../common/api/plans';
import { planFinishedMilestone } from '../../../common/journey/milestones';
import { localDate } from '../../../common/journey/time-zone';
import { findPlan, planLibrary } from '../../../common/plans/library';
import type { PlanDefinition } from '../../../common/plans/plan-types';
import { shiftAfterResume, shiftToFirstUnread } from '../../../common/plans/schedule';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { isPlanComplete, planPosition, toMyPlan, toPlanDay, toPlanSummary } from './plan-view';
import { daysReadInLog } from './reading-sync';
import { emailOf, saveReminder } from './reminders/store';
import {
  awardPlanMilestone,
  completionsOf,
  deleteCompletions,
  deleteEnrolment,
  ensureJourneyRow,
  enrolmentsOf,
  findEnrolment,
  insertEnrolment,
  readingsSince,
  saveCompletion,
  updateEnrolment,
  type EnrolmentRow,
} from './store';

/* Following reading plans: start, today's reading, days done by reading or by hand, pause, catch up, restart, leave. */

export const NO_EMAIL_FOR_REMINDERS = 'Add an e-mail address to your account to get reminders by e-mail.';
const noSuchPlan = () => notFound('Reading plan not found.');
const notFollowing = () => notFound('You are not following this reading plan.');

function planOf(id: string): PlanDefinition {
  const plan = findPlan(id);
  if (!plan) throw noSuchPlan();
  return plan;
}

export function listPlans(): PlanSummary[] {
  return planLibrary.map(toPlanSummary);
}

/**
 * The enrolment as it stands at `at`: days read in the reader since the last look are marked done, and a plan
 * read to its end is finished and earns its milestone.
 */
export async function currentView(
  db: Database,
  plan: PlanDefinition,
  row: EnrolmentRow,
  at: Date,
): Promise<MyPlan> {
  let completions = await completionsOf(db, [row.id]);
  let position = planPosition(plan, row, completions, at);
  const readings = await readingsSince(db, row.userId, row.createdAt);
  const read = daysReadInLog(plan, position, completions, readings, row.createdAt, row.timeZone);
  for (const { day, at: readAt } of read) {
    await saveCompletion(db, { enrolmentId: row.id, day, how: 'read', at: readAt });
  }
  if (read.length > 0) {
    completions = await completionsOf(db, [row.id]);
    position = planPosition(plan, row, completions, at);
  }
  let current = row;
  if (!row.finishedAt && isPlanComplete(plan, position)) {
    await awardPlanMilestone(db, row.userId, planFinishedMilestone(plan), at);
    // A calendar plan comes round again next season: it earns its milestone but stays open.
    if (position.enrolment)
      current = await updateEnrolment(db, row.id, { finishedAt: at, pausedOn: null }, at);
  }
  return toMyPlan(plan, current, position);
}

export async function getPlan(
  db: Database,
  userId: string | null,
  id: string,
  at: Date,
): Promise<PlanDetail> {
  const plan = planOf(id);
  const row = userId ? await findEnrolment(db, userId, id) : undefined;
  return {
    ...toPlanSummary(plan),
    dayList: plan.days.map((_, index) => toPlanDay(plan, index + 1)),
    mine: row ? await currentView(db, plan, row, at) : null,
  };
}

export async function myPlans(db: Database, userId: string | null, at: Date): Promise<MyPlan[]> {
  if (!userId) return [];
  const views: MyPlan[] = [];
  for (const row of await enrolmentsOf(db, userId)) {
    const plan = findPlan(row.planId);
    // A plan withdrawn from the library is no longer shown; its rows stay for the record.
    if (plan) views.push(await currentView(db, plan, row, at));
  }
  return views;
}

export async function startPlan(
  db: Database,
  userId: string,
  id: string,
  request: StartPlanRequest,
  at: Date,
): Promise<MyPlan> {
  const plan = planOf(id);
  if (request.calendar && !plan.calendars?.includes(request.calendar)) {
    throw badRequest(
      plan.calendars
        ? `calendar must be one of ${plan.calendars.join(', ')} for this plan`
        : 'This plan does not follow a calendar.',
    );
  }
  const { reminder } = request;
  // Checked before anything is written, so a refused reminder leaves the plan unstarted and the form as it was.
  if (reminder?.channels.includes('email') && !(await emailOf(db, userId))) {
    throw badRequest(NO_EMAIL_FOR_REMINDERS);
  }
  const row = await insertEnrolment(
    db,
    {
      userId,
      planId: id,
      startedOn: localDate(at, request.timeZone),
      timeZone: request.timeZone,
      calendar: request.calendar ?? plan.calendars?.[0] ?? null,
    },
    at,
  );
  if (!row) throw conflict('You are already following this reading plan.');
  if (reminder) {
    await saveReminder(
      db,
      row.id,
      {
        hour: reminder.hour,
        timeZone: request.timeZone,
        email: reminder.channels.includes('email'),
        push: reminder.channels.includes('push'),
        enabled: true,
      },
      at,
    );
  }
  return currentView(db, plan, row, at);
}

async function ownEnrolment(db: Database, userId: string | null, id: string) {
  const plan = planOf(id);
  const row = userId ? await findEnrolment(db, userId, id) : undefined;
  if (!row) throw notFollowing();
  return { plan, row };
}

export async function completeDay(
  db: Database,
  userId: string | null,
  id: string,
  day: number,
  at: Date,
): Promise<MyPlan> {
  const { plan, row } = await ownEnrolment(db, userId, id);
  if (day > plan.days.length) throw badRequest(`day must be at most ${plan.days.length} for this plan`);
  await ensureJourneyRow(db, row.userId, row.timeZone);
  await saveCompletion(db, { enrolmentId: row.id, day, how: 'marked', at });
  return currentView(db, plan, row, at);
}

export async function changeMyPlan(
  db: Database,
  userId: string | null,
  id: string,
  action: PlanAction,
  at: Date,
): Promise<MyPlan> {
  const { plan, row } = await ownEnrolment(db, userId, id);
  const position = planPosition(plan, row, await completionsOf(db, [row.id]), at);
  const { enrolment, today } = position;
  if (action === 'restart') {
    await deleteCompletions(db, row.id);
    const restarted = await updateEnrolment(
      db,
      row.id,
      { startedOn: today, shiftDays: 0, pausedOn: null, finishedAt: null },
      at,
    );
    return currentView(db, plan, restarted, at);
  }
  if (!enrolment) throw badRequest('A plan that follows the calendar cannot be paused or shifted.');
  if (row.finishedAt) throw conflict('This reading plan is finished; restart it to read it again.');
  let change;
  if (action === 'pause') {
    if (row.pausedOn) throw conflict('This reading plan is already paused.');
    change = { pausedOn: today };
  } else if (action === 'resume') {
    if (!row.pausedOn) throw conflict('This reading plan is not paused.');
    change = { pausedOn: null, shiftDays: shiftAfterResume(enrolment, today) };
  } else {
    if (row.pausedOn) throw conflict('Resume this reading plan before catching up.');
    change = { shiftDays: shiftToFirstUnread(enrolment, today) };
  }
  return currentView(db, plan, await updateEnrolment(db, row.id, change, at), at);
}

export async function leavePlan(db: Database, userId: string | null, id: string): Promise<void> {
  const { row } = await ownEnrolment(db, userId, id);
  await deleteEnrolment(db, row.id);
}
