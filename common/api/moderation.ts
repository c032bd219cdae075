import { z } from 'zod';

/* The moderators' page (/moderation): the flagged-message queue and the actions on it, every one logged. */

/** 'remove' takes a reported circle post out of its circle (for everyone; the report is kept). */
export const moderationActions = ['approve', 'dismiss', 'warn', 'ban', 'unban', 'remove'] as const;
export type ModerationAction = (typeof moderationActions)[number];
export const userModerationActions = ['warn', 'ban', 'unban'] as const;

export const DEFAULT_BAN_DAYS = 7;

/** Which part of the queue the page lists: not yet reviewed, reviewed, or both. */
export type FlaggedStatus = z.infer<typeof flaggedQuerySchema>['status'];

export const flaggedQuerySchema = z.strictObject({
  status: z
    .enum(['pending', 'reviewed', 'all'], { message: 'status must be pending, reviewed or all' })
    .default('pending'),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .default(50),
});

export const flaggedIdParamsSchema = z.strictObject({
  id: z.coerce
    .number({ message: 'id must be a number' })
    .int('id must be a whole number')
    .positive('id must be positive')
    .max(2_147_483_647, 'id is too large'),
});

export const userIdParamsSchema = z.strictObject({
  userId: z.uuid({ message: 'userId must be a user id (uuid)' }),
});

const actionFields = {
  reason: z
    .string()
    .trim()
    .min(1, 'reason must not be empty')
    .max(300, 'reason must be at most 300 characters')
    .optional(),
  /** For a ban: how long (default 7 days); `permanent: true` for no end date. */
  banDays: z
    .number({ message: 'banDays must be a number' })
    .int('banDays must be a whole number')
    .min(1, 'banDays must be at least 1')
    .max(3650, 'banDays must be at most 3650')
    .optional(),
  permanent: z.boolean({ message: 'permanent must be true or false' }).optional(),
};

export const moderationActionRequestSchema = z.strictObject({
  action: z.enum(moderationActions, { message: `action must be one of ${moderationActions.join(', ')}` }),
  ...actionFields,
});
export type ModerationActionRequest = z.infer<typeof moderationActionRequestSchema>;

export const userActionRequestSchema = z.strictObject({
  action: z.enum(userModerationActions, {
    message: `action must be one of ${userModerationActions.join(', ')}`,
  }),
  ...actionFields,
});
export type UserActionRequest = z.infer<typeof userActionRequestSchema>;

export const moderatedUserSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  isGuest: z.boolean(),
  moderationWarnings: z.number().int(),
  banned: z.boolean(),
  banReason: z.string().nullable(),
  banExpiresAt: z.string().nullable(),
});
export type ModeratedUser = z.infer<typeof moderatedUserSchema>;

export const flaggedMessageSchema = z.object({
  id: z.number().int(),
  sessionId: z.string().nullable(),
  content: z.string(),
  flagReason: z.string(),
  /** The guard's rule that blocked it ("threat.place"); null when a person reported it. */
  rule: z.string().nullable(),
  aiConfidence: z.number().int().nullable(),
  reportedBy: z.string().nullable(),
  moderationAction: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  user: moderatedUserSchema.nullable(),
  /** The conversation just before the flagged message, oldest first (a circle post: its thread before it). */
  context: z.array(z.object({ type: z.enum(['user', 'ai']), content: z.string(), timestamp: z.string() })),
  /** A member's report of a circle post: the circle and the post, which 'remove' takes out. */
  circle: z
    .object({
      id: z.string(),
      name: z.string(),
      postId: z.string(),
      postHidden: z.boolean(),
      postRemoved: z.boolean(),
    })
    .nullable()
    .optional(),
});
export type FlaggedMessage = z.infer<typeof flaggedMessageSchema>;

export const flaggedListSchema = z.object({
  items: z.array(flaggedMessageSchema),
  pendingCount: z.number().int(),
});
export type FlaggedList = z.infer<typeof flaggedListSchema>;

export const moderationLogSchema = z.object({
  id: z.number().int(),
  userId: z.string().nullable(),
  action: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
  /** For an automatic block: the guard's rule that decided. */
  rule: z.string().nullable(),
  moderatorId: z.string().nullable(),
  createdAt: z.string(),
});
export const moderationLogListSchema = z.object({ items: z.array(moderationLogSchema) });
export const logsQuerySchema = z.strictObject({
  userId: z.uuid({ message: 'userId must be a user id (uuid)' }).optional(),
});

export const moderationActionResultSchema = z.object({
  flagged: flaggedMessageSchema.nullable(),
  user: moderatedUserSchema,
});
export type ModerationActionResult = z.infer<typeof moderationActionResultSchema>;
