import { z } from 'zod';
import { religionIds } from '../scripture/religions';
import { READING_GOAL_MAX_MINUTES } from '../journey/constants';
import { isValidTimeZone } from '../journey/time-zone';

/*
 * The spiritual-journey contract (docs/product.md, Journey): reading sessions, the journey, its summary,
 * milestones and the minutes-per-day chart. Times travel as ISO 8601 strings.
 */

const MAX_COUNTER = 100_000;

export const religionIdSchema = z.enum(religionIds, {
  message: `religion must be one of ${religionIds.join(', ')}`,
});

export const timeZoneSchema = z
  .string()
  .refine(isValidTimeZone, 'timeZone must be an IANA time zone such as "Europe/London"');

const counter = (name: string) =>
  z
    .number({ message: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(0, `${name} must be 0 or more`)
    .max(MAX_COUNTER, `${name} must be at most ${MAX_COUNTER}`);

export const sessionIdParamsSchema = z.strictObject({
  sessionId: z.coerce
    .number({ message: 'sessionId must be a number' })
    .int('sessionId must be a whole number')
    .positive('sessionId must be a positive number')
    .max(2_147_483_647, 'sessionId is too large'),
});

export const startSessionRequestSchema = z.strictObject({
  religion: religionIdSchema,
  book: z.string().trim().min(1, 'book is required').max(200, 'book must be at most 200 characters'),
  chapter: z
    .number({ message: 'chapter must be a number' })
    .int('chapter must be a whole number')
    .min(1, 'chapter must be at least 1')
    .max(10_000, 'chapter must be at most 10000'),
  /** The reader's IANA zone: streak days and weeks are counted in it. */
  timeZone: timeZoneSchema.optional(),
});
export type StartSessionRequest = z.input<typeof startSessionRequestSchema>;

/** Counts for the active session so far (absolute, so a repeated request changes nothing). */
export const updateSessionRequestSchema = z
  .strictObject({
    versesRead: counter('versesRead').optional(),
    chatMessages: counter('chatMessages').optional(),
  })
  .refine((body) => body.versesRead !== undefined || body.chatMessages !== undefined, {
    message: 'Send versesRead, chatMessages or both',
  });
export type UpdateSessionRequest = z.input<typeof updateSessionRequestSchema>;

/** A reading session's update; the page-unload beacon sends the same body as text/plain. */
export const endSessionRequestSchema = z.strictObject({
  sessionId: z
    .number({ message: 'sessionId must be a number' })
    .int('sessionId must be a whole number')
    .positive('sessionId must be a positive number')
    .optional(),
  endTime: z.iso.datetime({ offset: true, message: 'endTime must be an ISO 8601 date-time' }).optional(),
  durationMinutes: counter('durationMinutes').optional(),
  versesRead: counter('versesRead').optional(),
  chatMessages: counter('chatMessages').optional(),
  completedChapter: z.boolean({ message: 'completedChapter must be true or false' }).default(false),
  mood: z.string().trim().max(50, 'mood must be at most 50 characters').optional(),
  notes: z.string().trim().max(2000, 'notes must be at most 2000 characters').optional(),
});
export type EndSessionRequest = z.input<typeof endSessionRequestSchema>;

export const readingSessionSchema = z.object({
  id: z.number().int(),
  religion: religionIdSchema,
  book: z.string(),
  chapter: z.number().int(),
  startTime: z.string(),
  /** null while the session is active. */
  endTime: z.string().nullable(),
  durationMinutes: z.number().int(),
  versesRead: z.number().int(),
  chatMessages: z.number().int(),
  completedChapter: z.boolean(),
  mood: z.string().nullable(),
  notes: z.string().nullable(),
});
export type ReadingSession = z.infer<typeof readingSessionSchema>;

export const milestoneSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  badge: z.string(),
  title: z.string(),
  description: z.string(),
  value: z.number().int().nullable(),
  isSpecial: z.boolean(),
  achievedAt: z.string(),
});
export type Milestone = z.infer<typeof milestoneSchema>;
export const milestonesResponseSchema = z.array(milestoneSchema);

export const endSessionResponseSchema = z.object({
  session: readingSessionSchema,
  /** Milestones this session earned, to celebrate them. */
  newMilestones: z.array(milestoneSchema),
});
export type EndSessionResponse = z.infer<typeof endSessionResponseSchema>;

export const sessionsQuerySchema = z.strictObject({
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .default(10),
});
export const sessionsResponseSchema = z.array(readingSessionSchema);

export const journeySchema = z.object({
  readingGoal: z.number().int(),
  /** null until the first session. */
  startDate: z.string().nullable(),
  favoriteReligion: religionIdSchema.nullable(),
  timeZone: z.string(),
  lastActiveDate: z.string().nullable(),
});
export type Journey = z.infer<typeof journeySchema>;

export const readingGoalRequestSchema = z.strictObject({
  readingGoal: z
    .number({ message: 'readingGoal must be a number of minutes' })
    .int('readingGoal must be a whole number of minutes')
    .min(0, 'readingGoal must be at least 0')
    .max(
      READING_GOAL_MAX_MINUTES,
      `readingGoal must be at most ${READING_GOAL_MAX_MINUTES} minutes (one week)`,
    ),
});
export type ReadingGoalRequest = z.input<typeof readingGoalRequestSchema>;

export const progressSummarySchema = z.object({
  totalSessions: z.number().int(),
  totalMinutes: z.number().int(),
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  religionsExplored: z.array(religionIdSchema),
  recentMilestones: z.array(milestoneSchema),
  readingGoal: z.number().int(),
  /** Minutes read over the last 7 days in the reader's zone (today and the six days before). */
  minutesLastSevenDays: z.number().int(),
  weeklyGoalPercent: z.number().int(),
});
export type ProgressSummary = z.infer<typeof progressSummarySchema>;

export const dailyMinutesSchema = z.object({
  date: z.string(),
  christianity: z.number().int(),
  islam: z.number().int(),
  judaism: z.number().int(),
  hinduism: z.number().int(),
  buddhism: z.number().int(),
});
export type DailyMinutes = z.infer<typeof dailyMinutesSchema>;
export const dailyMinutesResponseSchema = z.object({
  timeZone: z.string(),
  /** The last four weeks, oldest first, ending today in the reader's zone. */
  days: z.array(dailyMinutesSchema),
});
export type DailyMinutesResponse = z.infer<typeof dailyMinutesResponseSchema>;
