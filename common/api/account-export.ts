import { z } from 'zod';

/*
 * The data.json of "Download my data": every row the service keeps about one person, grouped as they would look
 * for it. docs/export-format.md explains each field. A change that removes or renames a field raises
 * formatVersion; adding one does not. The server builds the document through this schema, which drops any
 * column it does not name, so a secret added to a table later (a hash, a key) cannot reach an archive unseen.
 */

export const ACCOUNT_EXPORT_FORMAT_VERSION = 1;

// Times are ISO 8601 in UTC; a calendar day (a plan's day, a week's start) is YYYY-MM-DD.
const time = z.iso.datetime();
const day = z.iso.date();
const record = z.record(z.string(), z.unknown());

export const exportedAccountSchema = z.object({
  id: z.uuid(),
  isGuest: z.boolean(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  pendingEmail: z.string().nullable(),
  pendingPhone: z.string().nullable(),
  username: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  verified: z.boolean(),
  hasPassword: z.boolean(),
  socialProvider: z.string().nullable(),
  googleAccountId: z.string().nullable(),
  role: z.string(),
  plan: z.string(),
  banned: z.boolean(),
  banReason: z.string().nullable(),
  banExpiresAt: time.nullable(),
  moderationWarnings: z.number().int(),
  createdAt: time,
  updatedAt: time,
  lastActiveAt: time,
});

export const exportedJourneySchema = z.object({
  id: z.number().int(),
  startDate: time,
  totalReadingSessions: z.number().int(),
  totalTimeMinutes: z.number().int(),
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  lastActiveDate: time.nullable(),
  favoriteReligion: z.string().nullable(),
  readingGoal: z.number().int(),
  timeZone: z.string(),
  createdAt: time,
  updatedAt: time,
});

const chapterRead = {
  religion: z.string(),
  book: z.string(),
  chapter: z.number().int(),
};

export const exportedReadingSchema = z.object({ id: z.number().int(), ...chapterRead, readAt: time });

export const exportedReadingSessionSchema = z.object({
  id: z.number().int(),
  ...chapterRead,
  startTime: time,
  endTime: time.nullable(),
  lastActivityAt: time,
  durationMinutes: z.number().int(),
  versesRead: z.number().int(),
  chatMessages: z.number().int(),
  completedChapter: z.boolean(),
  mood: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: time,
});

export const exportedMilestoneSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  description: z.string(),
  achievedAt: time,
  value: z.number().int().nullable(),
  badge: z.string(),
  isSpecial: z.boolean(),
});

export const exportedWeekSchema = z.object({
  id: z.number().int(),
  weekStart: day,
  weekEnd: day,
  totalMinutes: z.number().int(),
  sessionsCount: z.number().int(),
  chaptersCompleted: z.number().int(),
  goalAchieved: z.boolean(),
  religionsExplored: z.array(z.string()),
  streakMaintained: z.boolean(),
  createdAt: time,
});

export const exportedReadingPlaceSchema = z.object({ ...chapterRead, updatedAt: time });

export const exportedChatMessageSchema = z.object({
  id: z.number().int(),
  from: z.enum(['reader', 'scholar']),
  content: z.string(),
  sentAt: time,
  verseReference: z.unknown().nullable(),
  context: record.nullable(),
  voice: record.nullable(),
  interruption: record.nullable(),
  isInterrupted: z.boolean(),
  responseLatencyMs: z.number().int().nullable(),
});

export const exportedChatSessionSchema = z.object({
  sessionId: z.string(),
  startedAt: time,
  lastMessageAt: time,
  messages: z.array(exportedChatMessageSchema),
});

export const exportedAiUsageSchema = z.object({ day, answers: z.number().int() });

export const exportedStudyItemSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  ...chapterRead,
  verse: z.number().int(),
  translation: z.string(),
  color: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: time,
  updatedAt: time,
});

export const exportedReminderSendSchema = z.object({
  id: z.number().int(),
  localDay: day,
  channel: z.string(),
  dueAt: time,
  status: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  finishedAt: time.nullable(),
});

export const exportedReminderSchema = z.object({
  id: z.number().int(),
  hour: z.number().int(),
  timeZone: z.string(),
  email: z.boolean(),
  push: z.boolean(),
  enabled: z.boolean(),
  activeSince: time,
  createdAt: time,
  updatedAt: time,
  sends: z.array(exportedReminderSendSchema),
});

export const exportedPlanSchema = z.object({
  id: z.number().int(),
  planId: z.string(),
  startedOn: day,
  timeZone: z.string(),
  calendar: z.string().nullable(),
  shiftDays: z.number().int(),
  pausedOn: day.nullable(),
  finishedAt: time.nullable(),
  createdAt: time,
  updatedAt: time,
  completedDays: z.array(z.object({ day: z.number().int(), how: z.string(), completedAt: time })),
  reminder: exportedReminderSchema.nullable(),
});

export const exportedPushSubscriptionSchema = z.object({
  id: z.number().int(),
  endpoint: z.string(),
  createdAt: time,
});

/** A circle notification queued for this reader: a digest e-mail for a local day, or a push for a reply. */
export const exportedCircleNotificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['digest', 'reply-push']),
  circleId: z.string(),
  localDay: z.string().nullable(),
  postId: z.string().nullable(),
  dueAt: time,
  status: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  finishedAt: time.nullable(),
});

export const exportedCircleSchema = z.object({
  circleId: z.string(),
  name: z.string(),
  description: z.string(),
  planId: z.string().nullable(),
  startsOn: day.nullable(),
  role: z.enum(['host', 'cohost', 'member']),
  joinedAt: time,
  showProgress: z.boolean(),
  digest: z.enum(['off', 'daily', 'weekly']),
  pushReplies: z.boolean(),
  lastReadPostAt: time.nullable(),
});

export const exportedCirclePostSchema = z.object({
  id: z.string(),
  circleId: z.string(),
  parentId: z.string().nullable(),
  kind: z.enum(['reflection', 'scholar-question', 'scholar-answer']),
  body: z.string(),
  reference: record.nullable(),
  day: z.number().int().nullable(),
  createdAt: time,
  hiddenAt: time.nullable(),
  removedAt: time.nullable(),
});

export const exportedCircleActivitySchema = z.object({
  circles: z.array(exportedCircleSchema),
  posts: z.array(exportedCirclePostSchema),
  reactions: z.array(z.object({ postId: z.string(), emoji: z.string(), byMe: z.boolean(), createdAt: time })),
  reports: z.array(
    z.object({ postId: z.string(), byMe: z.boolean(), reason: z.string().nullable(), createdAt: time }),
  ),
  daysRead: z.array(z.object({ circleId: z.string(), day: z.number().int(), readAt: time })),
  invitesMade: z.array(
    z.object({
      id: z.string(),
      circleId: z.string(),
      createdAt: time,
      expiresAt: time,
      revokedAt: time.nullable(),
    }),
  ),
});

export const exportedModerationEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  rule: z.string().nullable(),
  details: record.nullable(),
  createdAt: time,
});

export const exportedFlaggedMessageSchema = z.object({
  id: z.number().int(),
  sessionId: z.string().nullable(),
  content: z.string(),
  flagReason: z.string(),
  reportedBy: z.string().nullable(),
  moderationAction: z.string().nullable(),
  createdAt: time,
  reviewedAt: time.nullable(),
});

export const exportedSignInSchema = z.object({
  id: z.number().int(),
  persistent: z.boolean(),
  createdAt: time,
  expiresAt: time,
  revokedAt: time.nullable(),
  revokeReason: z.string().nullable(),
});

export const exportedCodeSchema = z.object({
  id: z.number().int(),
  purpose: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  createdAt: time,
  expiresAt: time,
  used: z.boolean(),
  attempts: z.number().int(),
});

export const exportedBrowserSessionSchema = z.object({
  kind: z.enum(['guest', 'signed-in']),
  persistent: z.boolean(),
  expiresAt: time,
});

export const accountExportSchema = z.object({
  formatVersion: z.literal(ACCOUNT_EXPORT_FORMAT_VERSION),
  exportedAt: time,
  account: exportedAccountSchema,
  notificationPreferences: z.object({ email: z.boolean(), sms: z.boolean(), push: z.boolean() }),
  journey: exportedJourneySchema.nullable(),
  readings: z.array(exportedReadingSchema),
  readingSessions: z.array(exportedReadingSessionSchema),
  milestones: z.array(exportedMilestoneSchema),
  weeklyProgress: z.array(exportedWeekSchema),
  readingPlaces: z.array(exportedReadingPlaceSchema),
  chatSessions: z.array(exportedChatSessionSchema),
  aiUsage: z.array(exportedAiUsageSchema),
  studyItems: z.array(exportedStudyItemSchema),
  plans: z.array(exportedPlanSchema),
  pushSubscriptions: z.array(exportedPushSubscriptionSchema),
  circleNotifications: z.array(exportedCircleNotificationSchema),
  circles: exportedCircleActivitySchema,
  moderation: z.object({
    log: z.array(exportedModerationEntrySchema),
    flaggedMessages: z.array(exportedFlaggedMessageSchema),
  }),
  security: z.object({
    signIns: z.array(exportedSignInSchema),
    codes: z.array(exportedCodeSchema),
    browserSessions: z.array(exportedBrowserSessionSchema),
  }),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** The archive's file name for a given UTC day. */
export const accountExportFilename = (date: Date) =>
  `sacred-circle-data-${date.toISOString().slice(0, 10)}.zip`;
