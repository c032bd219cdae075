import {
  ACCOUNT_EXPORT_FORMAT_VERSION,
  accountExportSchema,
  type AccountExport,
} from '../../../common/api/account-export';
import type { Database } from '../../db/client';
import { unauthorized } from '../../lib/http-error';
import type { CircleRows } from './circle-store';
import { readPersonRows, type PersonRows } from './store';

const iso = (value: Date) => value.toISOString();
const isoOrNull = (value: Date | null) => value?.toISOString() ?? null;

/**
 * Everything kept about one person, as data.json holds it, checked against the contract (which also drops any
 * field it does not name). A person whose row is gone (deleted between the token check and now) is a 401.
 */
export async function buildAccountExport(db: Database, userId: string, now: Date): Promise<AccountExport> {
  const rows = await readPersonRows(db, userId);
  if (!rows) throw unauthorized('Your sign-in is not valid. Please sign in again.');
  return accountExportSchema.parse(toAccountExport(rows, now));
}

function toAccountExport(rows: PersonRows, now: Date): AccountExport {
  const { account } = rows;
  return {
    formatVersion: ACCOUNT_EXPORT_FORMAT_VERSION,
    exportedAt: iso(now),
    account: {
      id: account.id,
      isGuest: account.isGuest,
      email: account.email,
      phone: account.phone,
      pendingEmail: account.pendingEmail,
      pendingPhone: account.pendingPhone,
      username: account.username,
      firstName: account.firstName,
      lastName: account.lastName,
      profileImageUrl: account.profileImageUrl,
      verified: account.verified === 1,
      hasPassword: Boolean(account.hasPassword),
      socialProvider: account.socialProvider,
      googleAccountId: account.googleSubject,
      role: account.role,
      plan: account.plan,
      banned: account.banned,
      banReason: account.banReason,
      banExpiresAt: isoOrNull(account.banExpiresAt),
      moderationWarnings: account.moderationWarnings,
      createdAt: iso(account.createdAt),
      updatedAt: iso(account.updatedAt),
      lastActiveAt: iso(account.lastActiveAt),
    },
    notificationPreferences: account.notificationPreferences,
    journey: rows.journey && {
      ...rows.journey,
      startDate: iso(rows.journey.startDate),
      lastActiveDate: isoOrNull(rows.journey.lastActiveDate),
      createdAt: iso(rows.journey.createdAt),
      updatedAt: iso(rows.journey.updatedAt),
    },
    readings: rows.readings.map((row) => ({
      id: row.id,
      religion: row.religion,
      book: row.book,
      chapter: row.chapter,
      readAt: iso(row.timestamp),
    })),
    readingSessions: rows.readingSessions.map((row) => ({
      ...row,
      startTime: iso(row.startTime),
      endTime: isoOrNull(row.endTime),
      lastActivityAt: iso(row.lastActivityAt),
      completedChapter: row.completedChapter === 1,
      createdAt: iso(row.createdAt),
    })),
    milestones: rows.milestones.map((row) => ({ ...row, achievedAt: iso(row.achievedAt) })),
    weeklyProgress: rows.weeks.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    readingPlaces: rows.places.map((row) => ({ ...row, updatedAt: iso(row.updatedAt) })),
    chatSessions: toChatSessions(rows.messages),
    aiUsage: rows.usage.map((row) => ({ day: row.day, answers: row.requests })),
    studyItems: rows.study.map((row) => ({
      ...row,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    })),
    plans: toPlans(rows),
    pushSubscriptions: rows.push.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    circleNotifications: rows.circleNotifications.map((row) => ({
      ...row,
      dueAt: iso(row.dueAt),
      finishedAt: isoOrNull(row.finishedAt),
    })),
    circles: toCircleActivity(rows.circleRows, rows.account.id),
    moderation: {
      log: rows.log.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
      flaggedMessages: rows.flagged.map((row) => ({
        ...row,
        createdAt: iso(row.createdAt),
        reviewedAt: isoOrNull(row.reviewedAt),
      })),
    },
    security: {
      signIns: rows.signIns.map((row) => ({
        ...row,
        createdAt: iso(row.createdAt),
        expiresAt: iso(row.expiresAt),
        revokedAt: isoOrNull(row.revokedAt),
      })),
      codes: rows.codes.map(({ verified, ...row }) => ({
        ...row,
        used: verified === 1,
        createdAt: iso(row.createdAt),
        expiresAt: iso(row.expiresAt),
      })),
      browserSessions: rows.browserSessions.map((row) => ({
        kind: row.signedIn ? ('signed-in' as const) : ('guest' as const),
        persistent: Boolean(row.persistent),
        expiresAt: iso(row.expire),
      })),
    },
  };
}

function toChatSessions(messages: PersonRows['messages']): AccountExport['chatSessions'] {
  const bySession = new Map<string, AccountExport['chatSessions'][number]>();
  for (const row of messages) {
    const sentAt = iso(row.timestamp);
    let session = bySession.get(row.sessionId);
    if (!session) {
      session = { sessionId: row.sessionId, startedAt: sentAt, lastMessageAt: sentAt, messages: [] };
      bySession.set(row.sessionId, session);
    }
    session.lastMessageAt = sentAt;
    session.messages.push({
      id: row.id,
      from: row.type === 'user' ? 'reader' : 'scholar',
      content: row.content,
      sentAt,
      verseReference: row.verseReference ?? null,
      context: row.context,
      voice: row.voiceData,
      interruption: row.interruptionData,
      isInterrupted: row.isInterrupted,
      responseLatencyMs: row.responseLatency,
    });
  }
  return [...bySession.values()];
}

function toPlans(rows: PersonRows): AccountExport['plans'] {
  return rows.enrolments.map((enrolment) => {
    const reminder = rows.reminders.find((row) => row.enrolmentId === enrolment.id);
    return {
      id: enrolment.id,
      planId: enrolment.planId,
      startedOn: enrolment.startedOn,
      timeZone: enrolment.timeZone,
      calendar: enrolment.calendar,
      shiftDays: enrolment.shiftDays,
      pausedOn: enrolment.pausedOn,
      finishedAt: isoOrNull(enrolment.finishedAt),
      createdAt: iso(enrolment.createdAt),
      updatedAt: iso(enrolment.updatedAt),
      completedDays: rows.completions
        .filter((row) => row.enrolmentId === enrolment.id)
        .map((row) => ({ day: row.day, how: row.how, completedAt: iso(row.completedAt) })),
      reminder: reminder
        ? {
            id: reminder.id,
            hour: reminder.hour,
            timeZone: reminder.timeZone,
            email: reminder.email,
            push: reminder.push,
            enabled: reminder.enabled,
            activeSince: iso(reminder.activeSince),
            createdAt: iso(reminder.createdAt),
            updatedAt: iso(reminder.updatedAt),
            sends: rows.sends
              .filter((row) => row.reminderId === reminder.id)
              .map(({ reminderId: _reminder, ...row }) => ({
                ...row,
                dueAt: iso(row.dueAt),
                finishedAt: isoOrNull(row.finishedAt),
              })),
          }
        : null,
    };
  });
}

function toCircleActivity(rows: CircleRows, userId: string): AccountExport['circles'] {
  return {
    circles: rows.memberships.map(({ circle, member }) => ({
      circleId: circle.id,
      name: circle.name,
      description: circle.description,
      planId: circle.planId,
      startsOn: circle.startsOn,
      role: member.role,
      joinedAt: iso(member.joinedAt),
      showProgress: member.showProgress,
      digest: member.digest,
      pushReplies: member.pushReplies,
      lastReadPostAt: isoOrNull(member.lastReadPostAt),
    })),
    posts: rows.posts.map((post) => ({
      id: post.id,
      circleId: post.circleId,
      parentId: post.parentId,
      kind: post.kind,
      body: post.body,
      reference: post.reference ?? null,
      day: post.day,
      createdAt: iso(post.createdAt),
      hiddenAt: isoOrNull(post.hiddenAt),
      removedAt: isoOrNull(post.removedAt),
    })),
    reactions: rows.reactions.map((row) => ({
      postId: row.postId,
      emoji: row.emoji,
      byMe: row.userId === userId,
      createdAt: iso(row.createdAt),
    })),
    reports: rows.reports.map((row) => ({
      postId: row.postId,
      byMe: row.reporterId === userId,
      reason: row.reporterId === userId ? row.reason : null,
      createdAt: iso(row.createdAt),
    })),
    daysRead: rows.daysRead.map((row) => ({ circleId: row.circleId, day: row.day, readAt: iso(row.readAt) })),
    invitesMade: rows.invites.map((row) => ({
      id: row.id,
      circleId: row.circleId,
      createdAt: iso(row.createdAt),
      expiresAt: iso(row.expiresAt),
      revokedAt: isoOrNull(row.revokedAt),
    })),
  };
}
