import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { circleNotificationJobs } from '../../db/schema/circle-notifications';
import { aiUsage, chatMessages, flaggedMessages, moderationLogs } from '../../db/schema/chat';
import {
  journeyMilestones,
  readingSessions,
  spiritualJourneys,
  userReadings,
  weeklyProgress,
} from '../../db/schema/journey';
import { planDayCompletions, planEnrolments } from '../../db/schema/plans';
import { readingPlaces } from '../../db/schema/reading-places';
import { planReminders, pushSubscriptions, reminderJobs } from '../../db/schema/reminders';
import { studyItems } from '../../db/schema/study';
import { readCircleRows } from './circle-store';
import { otpCodes, refreshTokens, sessions, users } from '../../db/schema/users';

/*
 * The rows of one person, table by table, in one read-only transaction so the archive is one consistent moment.
 * Columns are chosen here, never `select *`: password and code hashes, token hashes, push keys and session ids
 * are not read at all.
 */

export async function readPersonRows(db: Database, userId: string) {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({
        id: users.id,
        isGuest: users.isGuest,
        email: users.email,
        phone: users.phone,
        pendingEmail: users.pendingEmail,
        pendingPhone: users.pendingPhone,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        profileImageUrl: users.profileImageUrl,
        verified: users.verified,
        hasPassword: sql<boolean>`${users.password} is not null`,
        socialProvider: users.socialProvider,
        googleSubject: users.googleSubject,
        notificationPreferences: users.notificationPreferences,
        role: users.role,
        plan: users.plan,
        banned: users.banned,
        banReason: users.banReason,
        banExpiresAt: users.banExpiresAt,
        moderationWarnings: users.moderationWarnings,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
        lastActiveAt: users.lastActiveAt,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!account) return null;

    const [journey] = await tx.select().from(spiritualJourneys).where(eq(spiritualJourneys.userId, userId));
    const readings = await tx
      .select()
      .from(userReadings)
      .where(eq(userReadings.userId, userId))
      .orderBy(asc(userReadings.timestamp), asc(userReadings.id));
    const sessionsRead = await tx
      .select()
      .from(readingSessions)
      .where(eq(readingSessions.userId, userId))
      .orderBy(asc(readingSessions.startTime), asc(readingSessions.id));
    const milestones = await tx
      .select()
      .from(journeyMilestones)
      .where(eq(journeyMilestones.userId, userId))
      .orderBy(asc(journeyMilestones.achievedAt), asc(journeyMilestones.id));
    const weeks = await tx
      .select()
      .from(weeklyProgress)
      .where(eq(weeklyProgress.userId, userId))
      .orderBy(asc(weeklyProgress.weekStart));
    const places = await tx
      .select()
      .from(readingPlaces)
      .where(eq(readingPlaces.userId, userId))
      .orderBy(asc(readingPlaces.religion));
    const messages = await tx
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.userId, userId))
      .orderBy(asc(chatMessages.timestamp), asc(chatMessages.id));
    const usage = await tx
      .select({ day: aiUsage.day, requests: aiUsage.requests })
      .from(aiUsage)
      .where(eq(aiUsage.userId, userId))
      .orderBy(asc(aiUsage.day));
    const study = await tx
      .select()
      .from(studyItems)
      .where(eq(studyItems.userId, userId))
      .orderBy(asc(studyItems.createdAt), asc(studyItems.id));

    const enrolments = await tx
      .select()
      .from(planEnrolments)
      .where(eq(planEnrolments.userId, userId))
      .orderBy(asc(planEnrolments.createdAt), asc(planEnrolments.id));
    const enrolmentIds = enrolments.map((row) => row.id);
    const completions = enrolmentIds.length
      ? await tx
          .select()
          .from(planDayCompletions)
          .where(inArray(planDayCompletions.enrolmentId, enrolmentIds))
          .orderBy(asc(planDayCompletions.enrolmentId), asc(planDayCompletions.day))
      : [];
    const reminders = enrolmentIds.length
      ? await tx.select().from(planReminders).where(inArray(planReminders.enrolmentId, enrolmentIds))
      : [];
    const reminderIds = reminders.map((row) => row.id);
    const sends = reminderIds.length
      ? await tx
          .select({
            id: reminderJobs.id,
            reminderId: reminderJobs.reminderId,
            localDay: reminderJobs.localDay,
            channel: reminderJobs.channel,
            dueAt: reminderJobs.dueAt,
            status: reminderJobs.status,
            attempts: reminderJobs.attempts,
            lastError: reminderJobs.lastError,
            finishedAt: reminderJobs.finishedAt,
          })
          .from(reminderJobs)
          .where(inArray(reminderJobs.reminderId, reminderIds))
          .orderBy(asc(reminderJobs.dueAt), asc(reminderJobs.id))
      : [];
    const push = await tx
      .select({
        id: pushSubscriptions.id,
        endpoint: pushSubscriptions.endpoint,
        createdAt: pushSubscriptions.createdAt,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.id));
    const circleNotifications = await tx
      .select({
        id: circleNotificationJobs.id,
        kind: circleNotificationJobs.kind,
        circleId: circleNotificationJobs.circleId,
        localDay: circleNotificationJobs.localDay,
        postId: circleNotificationJobs.postId,
        dueAt: circleNotificationJobs.dueAt,
        status: circleNotificationJobs.status,
        attempts: circleNotificationJobs.attempts,
        lastError: circleNotificationJobs.lastError,
        finishedAt: circleNotificationJobs.finishedAt,
      })
      .from(circleNotificationJobs)
      .where(eq(circleNotificationJobs.userId, userId))
      .orderBy(asc(circleNotificationJobs.dueAt), asc(circleNotificationJobs.id));
    const circleRows = await readCircleRows(tx, userId);

    const log = await tx
      .select({
        id: moderationLogs.id,
        action: moderationLogs.action,
        rule: moderationLogs.rule,
        details: moderationLogs.details,
        createdAt: moderationLogs.createdAt,
      })
      .from(moderationLogs)
      .where(eq(moderationLogs.userId, userId))
      .orderBy(asc(moderationLogs.createdAt), asc(moderationLogs.id));
    const flagged = await tx
      .select({
        id: flaggedMessages.id,
        sessionId: flaggedMessages.sessionId,
        content: flaggedMessages.content,
        flagReason: flaggedMessages.flagReason,
        reportedBy: flaggedMessages.reportedBy,
        moderationAction: flaggedMessages.moderationAction,
        createdAt: flaggedMessages.createdAt,
        reviewedAt: flaggedMessages.reviewedAt,
      })
      .from(flaggedMessages)
      .where(eq(flaggedMessages.userId, userId))
      .orderBy(asc(flaggedMessages.createdAt), asc(flaggedMessages.id));

    const signIns = await tx
      .select({
        id: refreshTokens.id,
        persistent: refreshTokens.persistent,
        createdAt: refreshTokens.createdAt,
        expiresAt: refreshTokens.expiresAt,
        revokedAt: refreshTokens.revokedAt,
        revokeReason: refreshTokens.revokeReason,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, userId))
      .orderBy(asc(refreshTokens.id));
    const codes = await tx
      .select({
        id: otpCodes.id,
        purpose: otpCodes.purpose,
        email: otpCodes.email,
        phone: otpCodes.phone,
        createdAt: otpCodes.createdAt,
        expiresAt: otpCodes.expiresAt,
        verified: otpCodes.verified,
        attempts: otpCodes.attempts,
      })
      .from(otpCodes)
      .where(eq(otpCodes.userId, userId))
      .orderBy(asc(otpCodes.id));
    // The session id (a hash of the cookie) and the rest of the session's JSON (an OAuth round trip's secrets)
    // stay out: whether it signs someone in and when it ends is what the person can recognise.
    const browserSessions = await tx
      .select({
        expire: sessions.expire,
        signedIn: sql<boolean>`${sessions.sess}->>'familyId' is not null`,
        persistent: sql<boolean>`coalesce((${sessions.sess}->>'persistent')::boolean, false)`,
      })
      .from(sessions)
      .where(sql`${sessions.sess}->>'userId' = ${userId}`)
      .orderBy(asc(sessions.expire));

    return {
      account,
      journey: journey ?? null,
      readings,
      readingSessions: sessionsRead,
      milestones,
      weeks,
      places,
      messages,
      usage,
      study,
      enrolments,
      completions,
      reminders,
      sends,
      push,
      circleNotifications,
      circleRows,
      log,
      flagged,
      signIns,
      codes,
      browserSessions,
    };
  });
}

export type PersonRows = NonNullable<Awaited<ReturnType<typeof readPersonRows>>>;
