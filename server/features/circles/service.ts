import type {
  CircleDetail,
  CircleEvent,
  CircleSummary,
  CreateCircleRequest,
  UpdateCircleRequest,
  UpdateMemberRoleRequest,
  UpdateMembershipRequest,
} from '../../../common/api/circles';
import { addDays, localDate, startOfLocalDay } from '../../../common/journey/time-zone';
import { dayReadSince } from '../../../common/plans/day-reading';
import { findPlan } from '../../../common/plans/library';
import type { PlanDefinition } from '../../../common/plans/plan-types';
import type { Database } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { screenCircleText } from './circle-guard';
import { planDayOn, todayOf, toCircleDetail, toCircleSummary, toCirclePerson } from './circle-view';
import {
  closeCircleRow,
  deleteMember,
  findMember,
  findPerson,
  insertCircle,
  listCirclesOf,
  listMembers,
  promoteSuccessor,
  setMemberRole,
  updateCircleRow,
  updateMemberSettings,
  type CircleRow,
  type MemberRow,
} from './store';
import { chaptersReadSince, daysReadBy, insertDayRead, readersOfDay } from './reading-store';
import { revokeLiveInvites } from './invite-store';

/** What the circle routes need beyond the database: how a change reaches the members with the page open. */
export type CircleDeps = { db: Database; publish: (circleId: string, event: CircleEvent) => void };

/** The same answer for a circle that does not exist and one the caller is not in: its existence stays private. */
export const circleNotFound = () => notFound('That circle does not exist, or you are not a member of it.');
const closedCircle = () => conflict('This circle is closed: nothing in it can change any more.');
const managers = new Set(['host', 'cohost']);

export type Membership = { circle: CircleRow; member: MemberRow };

/** The caller’s membership, or the 404 anyone else gets (a circle that does not exist answers the same). */
export async function requireMembership(
  db: Database,
  circleId: string,
  userId: string | null,
): Promise<Membership> {
  if (!userId) throw circleNotFound();
  const found = await findMember(db, circleId, userId);
  if (!found) throw circleNotFound();
  return found;
}

function requireOpen(membership: Membership): void {
  if (membership.circle.closedAt) throw closedCircle();
}

function requireManager(membership: Membership, what: string): void {
  if (!managers.has(membership.member.role))
    throw forbidden(`Only the circle's host or a co-host can ${what}.`);
}

function requireHost(membership: Membership, what: string): void {
  if (membership.member.role !== 'host') throw forbidden(`Only the circle's host can ${what}.`);
}

/** A plan a circle can follow day by day: calendar plans follow the calendar, so each reader follows them alone. */
function circlePlan(planId: string): PlanDefinition {
  const plan = findPlan(planId);
  if (!plan) throw badRequest(`There is no reading plan "${planId}".`);
  if (plan.kind === 'calendar') {
    throw badRequest(
      `"${plan.title}" follows the calendar, not a start date: a circle can follow a plan read day by day.`,
    );
  }
  return plan;
}

export async function createCircle(
  deps: CircleDeps,
  userId: string,
  body: CreateCircleRequest,
  at: Date,
): Promise<CircleDetail> {
  if (body.startsOn && !body.planId)
    throw badRequest('startsOn needs a planId: it is the day the plan starts.');
  const plan = body.planId ? circlePlan(body.planId) : null;
  const timeZone = body.timeZone ?? 'UTC';
  const today = localDate(at, timeZone);
  const startsOn = plan ? (body.startsOn ?? today) : null;
  if (startsOn && (startsOn < addDays(today, -366) || startsOn > addDays(today, 366))) {
    throw badRequest('startsOn must be within a year of today.');
  }
  await screenCircleText(deps.db, userId, 'circle:new', [body.name, body.description]);
  const circle = await insertCircle(deps.db, {
    name: body.name,
    description: body.description ?? '',
    planId: plan?.id ?? null,
    startsOn,
    createdBy: userId,
  });
  return getCircle(deps, userId, circle.id, timeZone, at);
}

export async function listCircles(deps: CircleDeps, userId: string | null): Promise<CircleSummary[]> {
  if (!userId) return [];
  const rows = await listCirclesOf(deps.db, userId);
  return rows.map((row) =>
    toCircleSummary(row, row.circle.planId ? (findPlan(row.circle.planId)?.title ?? null) : null),
  );
}

/**
 * One circle as the viewer sees it. Reading today's chapters in the reader counts as reading the day in the circle,
 * as it does for the plan: the viewer's reading log since the start of their today is checked here.
 */
export async function getCircle(
  deps: CircleDeps,
  userId: string | null,
  circleId: string,
  timeZone: string,
  at: Date,
): Promise<CircleDetail> {
  const { circle, member } = await requireMembership(deps.db, circleId, userId);
  let members = await listMembers(deps.db, circleId);
  if (!members.some((row) => row.role === 'host')) {
    await promoteSuccessor(deps.db, circleId);
    members = await listMembers(deps.db, circleId);
  }
  const me = members.find((row) => row.userId === member.userId) ?? member;
  const plan = circle.planId ? (findPlan(circle.planId) ?? null) : null;
  let readersToday = new Set<string>();
  if (plan && circle.startsOn) {
    const today = todayOf(plan, circle.startsOn, at, timeZone);
    if (today.day) {
      readersToday = await readersOfDay(deps.db, circleId, today.day);
      if (!readersToday.has(member.userId) && !circle.closedAt) {
        const since = new Date(
          Math.max(member.joinedAt.getTime(), startOfLocalDay(today.date, timeZone).getTime()),
        );
        const readAt = dayReadSince(
          plan,
          today.day,
          await chaptersReadSince(deps.db, member.userId, since),
          since,
        );
        if (readAt) {
          await insertDayRead(deps.db, circleId, member.userId, today.day, readAt);
          readersToday.add(member.userId);
          deps.publish(circleId, { type: 'day.read', userId: member.userId, day: today.day });
        }
      }
    }
  }
  return toCircleDetail({
    circle,
    me,
    members,
    plan,
    at,
    timeZone,
    readersToday,
    daysReadByMe: await daysReadBy(deps.db, circleId, member.userId),
  });
}

export async function updateCircle(
  deps: CircleDeps,
  userId: string | null,
  circleId: string,
  body: UpdateCircleRequest,
  timeZone: string,
  at: Date,
): Promise<CircleDetail> {
  const membership = await requireMembership(deps.db, circleId, userId);
  requireOpen(membership);
  requireManager(membership, 'rename the circle or change its description');
  await screenCircleText(deps.db, membership.member.userId, `circle:${circleId}`, [
    body.name,
    body.description,
  ]);
  const row = await updateCircleRow(deps.db, circleId, { name: body.name, description: body.description });
  deps.publish(circleId, { type: 'circle.updated', name: row.name, description: row.description });
  return getCircle(deps, membership.member.userId, circleId, timeZone, at);
}

export async function closeCircle(deps: CircleDeps, userId: string | null, circleId: string, at: Date) {
  const membership = await requireMembership(deps.db, circleId, userId);
  requireHost(membership, 'close the circle');
  if (membership.circle.closedAt) return;
  await closeCircleRow(deps.db, circleId, at);
  deps.publish(circleId, { type: 'circle.closed' });
}

export async function updateMembership(
  deps: CircleDeps,
  userId: string | null,
  circleId: string,
  body: UpdateMembershipRequest,
) {
  const membership = await requireMembership(deps.db, circleId, userId);
  const row = await updateMemberSettings(deps.db, circleId, membership.member.userId, body);
  return { role: row.role, showProgress: row.showProgress, digest: row.digest, pushReplies: row.pushReplies };
}

export async function changeMemberRole(
  deps: CircleDeps,
  userId: string | null,
  circleId: string,
  targetId: string,
  body: UpdateMemberRoleRequest,
): Promise<void> {
  const membership = await requireMembership(deps.db, circleId, userId);
  requireOpen(membership);
  requireHost(membership, "change a member's role");
  const target = await findMember(deps.db, circleId, targetId);
  if (!target) throw notFound('That person is not a member of this circle.');
  if (targetId === membership.member.userId) {
    throw badRequest('To step down as host, make another member host: you then become a co-host.');
  }
  if (target.member.role === body.role) return;
  await setMemberRole(deps.db, circleId, targetId, body.role, membership.member.userId);
  deps.publish(circleId, { type: 'member.role', userId: targetId, role: body.role });
  if (body.role === 'host') {
    deps.publish(circleId, { type: 'member.role', userId: membership.member.userId, role: 'cohost' });
  }
}

/**
 * A member leaves with their own id; the host removes anyone, a co-host removes plain members. What they posted
 * stays in the circle under their name (ADR 0156).
 */
export async function removeMember(
  deps: CircleDeps,
  userId: string | null,
  circleId: string,
  targetId: string,
): Promise<void> {
  const membership = await requireMembership(deps.db, circleId, userId);
  const leaving = targetId === membership.member.userId;
  if (!leaving) {
    requireManager(membership, 'remove a member');
    const target = await findMember(deps.db, circleId, targetId);
    if (!target) throw notFound('That person is not a member of this circle.');
    if (membership.member.role === 'cohost' && target.member.role !== 'member') {
      throw forbidden("Only the circle's host can remove the host or a co-host.");
    }
  }
  // A removal withdraws the links the removed reader may hold; the host makes a new one for those still to come,
  // and for the removed reader too if they are welcome back.
  if (!leaving) await revokeLiveInvites(deps.db, circleId, new Date());
  const { deleted } = await deleteMember(deps.db, circleId, targetId);
  if (!deleted) deps.publish(circleId, { type: 'member.left', userId: targetId });
}

/** Marks a day of the circle's plan read by hand (any day up to the viewer's today: catching up is fine). */
export async function markDayRead(
  deps: CircleDeps,
  userId: string | null,
  circleId: string,
  day: number,
  timeZone: string,
  at: Date,
) {
  const membership = await requireMembership(deps.db, circleId, userId);
  requireOpen(membership);
  const { circle } = membership;
  const plan = circle.planId ? findPlan(circle.planId) : undefined;
  if (!plan || !circle.startsOn) throw conflict('This circle does not follow a reading plan.');
  if (day > plan.days.length) throw badRequest(`This plan has ${plan.days.length} days.`);
  if (day > planDayOn(circle.startsOn, localDate(at, timeZone))) {
    throw badRequest(`Day ${day} has not come yet: it can be marked read from its own day.`);
  }
  const readAt = await insertDayRead(deps.db, circleId, membership.member.userId, day, at);
  deps.publish(circleId, { type: 'day.read', userId: membership.member.userId, day });
  return { day, readAt: readAt.toISOString() };
}

/** Announces a new member to the circle. */
export async function announceJoined(deps: CircleDeps, circleId: string, userId: string): Promise<void> {
  const person = await findPerson(deps.db, userId);
  if (person) deps.publish(circleId, { type: 'member.joined', member: toCirclePerson(person) });
}
