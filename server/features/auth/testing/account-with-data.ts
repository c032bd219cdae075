import { randomUUID } from 'node:crypto';
import type { Database } from '../../../db/client';
import { aiUsage, chatMessages, flaggedMessages, moderationLogs } from '../../../db/schema/chat';
import { circleNotificationJobs } from '../../../db/schema/circle-notifications';
import {
  circleDayReads,
  circleInvites,
  circleMembers,
  circlePostReactions,
  circlePostReports,
  circlePosts,
  circles,
} from '../../../db/schema/circles';
import {
  journeyMilestones,
  readingSessions,
  spiritualJourneys,
  userReadings,
  weeklyProgress,
} from '../../../db/schema/journey';
import { planDayCompletions, planEnrolments } from '../../../db/schema/plans';
import { readingPlaces } from '../../../db/schema/reading-places';
import { planReminders, pushSubscriptions, reminderJobs } from '../../../db/schema/reminders';
import { studyItems } from '../../../db/schema/study';
import { otpCodes } from '../../../db/schema/users';
import { recordBlockedMessage } from '../../../lib/moderation/offences';

/**
 * Gives a user a row in every table that can hold their data: journey, reading, chat, moderation, study,
 * plans, reminders, push, codes, circles. Written straight to the tables (the API paths are tested where they live)
 * so that a deletion test can check each of them is emptied; `otherUserId` is a second person whose
 * moderation log and flagged message name this user as their moderator.
 */
export async function giveDataEverywhere(db: Database, userId: string, otherUserId: string, email: string) {
  const chatSession = randomUUID();
  await db.insert(userReadings).values({ userId, religion: 'christianity', book: 'Psalms', chapter: 23 });
  const [journey] = await db
    .insert(spiritualJourneys)
    .values({ userId, totalReadingSessions: 1, favoriteReligion: 'christianity' })
    .returning({ id: spiritualJourneys.id });
  const journeyId = journey!.id;
  await db.insert(readingSessions).values({
    userId,
    journeyId,
    religion: 'christianity',
    book: 'Psalms',
    chapter: 23,
    notes: 'The Lord is my shepherd: read after the funeral.',
  });
  await db.insert(journeyMilestones).values({
    userId,
    journeyId,
    type: 'first_session',
    title: 'First steps',
    description: 'Your first reading session',
    badge: 'seedling',
  });
  await db
    .insert(weeklyProgress)
    .values({ userId, journeyId, weekStart: '2026-11-23', weekEnd: '2026-11-29', sessionsCount: 1 });
  await db.insert(chatMessages).values([
    { sessionId: chatSession, userId, type: 'user', content: 'How do I grieve my father?' },
    { sessionId: chatSession, userId, type: 'ai', content: 'Psalm 34:18 says...' },
  ]);
  await db.insert(aiUsage).values({ userId, day: '2026-11-27', requests: 3 });
  await db.insert(studyItems).values({
    userId,
    kind: 'note',
    religion: 'christianity',
    book: 'Psalms',
    chapter: 23,
    verse: 4,
    translation: 'KJV',
    note: 'For Dad',
  });
  await db.insert(readingPlaces).values({ userId, religion: 'christianity', book: 'Psalms', chapter: 23 });
  const [enrolment] = await db
    .insert(planEnrolments)
    .values({ userId, planId: 'psalms-30', startedOn: '2026-11-20', timeZone: 'Europe/London' })
    .returning({ id: planEnrolments.id });
  await db.insert(planDayCompletions).values({ enrolmentId: enrolment!.id, day: 1, how: 'marked' });
  const [reminder] = await db
    .insert(planReminders)
    .values({ enrolmentId: enrolment!.id, hour: 7, timeZone: 'Europe/London', email: true })
    .returning({ id: planReminders.id });
  const due = new Date('2026-11-27T07:00:00Z');
  await db.insert(reminderJobs).values({
    reminderId: reminder!.id,
    localDay: '2026-11-27',
    channel: 'email',
    dueAt: due,
    runAfter: due,
  });
  await db.insert(pushSubscriptions).values({
    userId,
    endpoint: `http://127.0.0.1:9/push/${userId}`,
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  });
  await db.insert(otpCodes).values({
    email,
    code: 'f'.repeat(64),
    purpose: 'login',
    expiresAt: new Date(Date.now() + 600_000),
    userId,
  });
  await recordBlockedMessage(db, {
    userId,
    sessionId: chatSession,
    content: 'a message the guard blocked',
    verdict: {
      allowed: false,
      reason: 'violence',
      rule: 'threat.place',
      matched: 'burn',
      confidence: 90,
      suggestion: 'Try asking about it another way.',
    },
  });
  await db
    .insert(moderationLogs)
    .values({ userId: otherUserId, moderatorId: userId, action: 'warned', details: { reason: 'test' } });
  await db.insert(flaggedMessages).values({
    userId: otherUserId,
    content: 'a message this user reviewed as a moderator',
    flagReason: 'insult',
    moderationAction: 'warned',
    moderatorId: userId,
    reviewedAt: new Date(),
  });
  await giveCircleData(db, userId, otherUserId);
}

/**
 * A circle the user made, where they are host beside the other person: their posts, a scholar answer to their
 * question, reactions and reports both ways, a read mark, an invite link, notification sends; and the other person's post that the
 * user hid and removed as host and moderator.
 */
async function giveCircleData(db: Database, userId: string, otherUserId: string) {
  const [circle] = await db
    .insert(circles)
    .values({ name: 'Grief and hope', planId: 'psalms-30', startsOn: '2026-11-20', createdBy: userId })
    .returning({ id: circles.id });
  const circleId = circle!.id;
  await db.insert(circleMembers).values([
    { circleId, userId, role: 'host' },
    { circleId, userId: otherUserId, role: 'member' },
  ]);
  await db.insert(circleInvites).values({ circleId, tokenHash: randomUUID(), createdBy: userId });
  await db.insert(circleDayReads).values({ circleId, userId, day: 1 });
  const [mine, question] = await db
    .insert(circlePosts)
    .values([
      { circleId, authorId: userId, body: 'Psalm 23 carried me this week.' },
      {
        circleId,
        authorId: userId,
        body: 'What do the traditions say of mourning?',
        kind: 'scholar-question',
      },
    ])
    .returning({ id: circlePosts.id });
  const [answer, others] = await db
    .insert(circlePosts)
    .values([
      {
        circleId,
        parentId: question!.id,
        isReply: true,
        askedBy: userId,
        body: 'Each tradition honours grief.',
        kind: 'scholar-answer',
      },
      {
        circleId,
        authorId: otherUserId,
        parentId: mine!.id,
        isReply: true,
        body: 'Thank you for sharing.',
        hiddenAt: new Date(),
        hiddenBy: userId,
        removedAt: new Date(),
        removedBy: userId,
      },
    ])
    .returning({ id: circlePosts.id });
  await db.insert(circlePostReactions).values([
    { postId: others!.id, userId, emoji: '🙏' },
    { postId: mine!.id, userId: otherUserId, emoji: '❤️' },
    { postId: answer!.id, userId: otherUserId, emoji: '💡' },
  ]);
  await db.insert(circlePostReports).values([
    { postId: others!.id, reporterId: userId, reason: 'Off topic' },
    { postId: mine!.id, reporterId: otherUserId, reason: 'Too personal' },
    { postId: answer!.id, reporterId: otherUserId, reason: 'Wrong verse' },
  ]);
  const due = new Date('2026-11-27T07:00:00Z');
  await db.insert(circleNotificationJobs).values([
    { kind: 'digest', circleId, userId, localDay: '2026-11-27', dueAt: due, runAfter: due },
    { kind: 'reply-push', circleId, userId: otherUserId, postId: mine!.id, dueAt: due, runAfter: due },
    { kind: 'reply-push', circleId, userId: otherUserId, postId: answer!.id, dueAt: due, runAfter: due },
  ]);
}
