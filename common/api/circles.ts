import { z } from 'zod';
import { isValidTimeZone } from '../journey/time-zone';
import { planKinds } from '../plans/plan-types';
import { religionIds } from '../scripture/religions';
import { scriptureRefSchema } from '../scripture/scripture-ref';
import { verseReferenceSchema } from './chat';
import { planDaySchema } from './plans';

/*
 * Circles: small private groups that read a plan together, post reflections and ask the scholar in front of
 * everyone. Every /api/circles/:id... route answers 404 to anyone who is not a member, exactly as for a circle
 * that does not exist, so a circle's existence is never revealed.
 *
 *   POST   /api/circles                                   create (the caller becomes host)
 *   GET    /api/circles                                   the caller's circles, with unread counts
 *   GET    /api/circles/:id?timeZone=                     one circle: members, today's reading, progress
 *   PATCH  /api/circles/:id                               rename, describe (host or co-host)
 *   DELETE /api/circles/:id                               close (host)
 *   PATCH  /api/circles/:id/membership                    the caller's own settings in the circle
 *   PATCH  /api/circles/:id/members/:userId               a member's role (host)
 *   DELETE /api/circles/:id/members/:userId               remove a member, or leave with one's own id
 *   POST   /api/circles/:id/days/:day/read                mark a plan day read in the circle
 *   GET    /api/circles/:id/invites                       the circle's live invite links (host or co-host)
 *   POST   /api/circles/:id/invites                       a new invite link with its token (host or co-host)
 *   DELETE /api/circles/:id/invites/:inviteId             revoke a link (host or co-host)
 *   GET    /api/circles/invitations/:token                what an invite link shows before joining
 *   POST   /api/circles/join                              join with { token }
 *   GET    /api/circles/:id/posts                         the thread
 *   POST   /api/circles/:id/posts                         a reflection or a reply
 *   POST   /api/circles/:id/posts/:postId/reactions       toggle a reaction
 *   POST   /api/circles/:id/posts/:postId/report          report a post to the moderators
 *   PATCH  /api/circles/:id/posts/:postId                 hide or show a post (host or co-host)
 *   POST   /api/circles/:id/seen                          everything so far is read (unread count 0)
 *   POST   /api/circles/:id/scholar                       ask the scholar in the circle
 *   GET    /api/circles/:id/events                        live events (SSE)
 */

export const CIRCLE_MEMBER_LIMIT = 50;
export const CIRCLE_INVITE_DAYS = 14;
export const CIRCLE_INVITE_MAX_DAYS = 30;
export const CIRCLE_NAME_MAX_LENGTH = 80;
export const CIRCLE_DESCRIPTION_MAX_LENGTH = 500;
export const CIRCLE_POST_MAX_LENGTH = 2000;
export const CIRCLE_REPORT_REASON_MAX_LENGTH = 500;
export const CIRCLE_QUESTION_MAX_LENGTH = 1000;
export const CIRCLE_POSTS_PAGE_SIZE = 50;

export const circleRoles = ['host', 'cohost', 'member'] as const;
export type CircleRole = (typeof circleRoles)[number];
export const circleDigests = ['off', 'daily', 'weekly'] as const;
export type CircleDigest = (typeof circleDigests)[number];
export const circleReactions = ['🙏', '❤️', '💡'] as const;
export type CircleReaction = (typeof circleReactions)[number];
export const circlePostKinds = ['reflection', 'scholar-question', 'scholar-answer'] as const;
export type CirclePostKind = (typeof circlePostKinds)[number];

/** How a post whose author deleted their account, or a reply whose post is gone, is labelled. */
export const FORMER_MEMBER_LABEL = 'Former member';

const localDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD');
const uuidSchema = (name: string) => z.uuid({ message: `${name} is not a valid id` });

export const circleIdParamsSchema = z.strictObject({ id: uuidSchema('id') });
export const circleMemberParamsSchema = circleIdParamsSchema.extend({ userId: uuidSchema('userId') });
export const circleInviteParamsSchema = circleIdParamsSchema.extend({ inviteId: uuidSchema('inviteId') });
export const circlePostParamsSchema = circleIdParamsSchema.extend({ postId: uuidSchema('postId') });
export const circleDayParamsSchema = circleIdParamsSchema.extend({
  day: z.coerce
    .number({ message: 'day must be a number' })
    .int('day must be a whole number')
    .min(1, 'day must be at least 1')
    .max(400, 'day must be at most 400'),
});

const timeZoneSchema = z
  .string({ message: 'timeZone must be text' })
  .refine(isValidTimeZone, { message: 'timeZone is not a known IANA time zone' });

/** The viewer's time zone: "today" in a circle is the viewer's own day (UTC when not given). */
export const circleViewQuerySchema = z.strictObject({ timeZone: timeZoneSchema.optional() });

const nameSchema = z
  .string({ message: 'name must be text' })
  .trim()
  .min(1, 'name must not be empty')
  .max(CIRCLE_NAME_MAX_LENGTH, `name must be at most ${CIRCLE_NAME_MAX_LENGTH} characters`);
const descriptionSchema = z
  .string({ message: 'description must be text' })
  .trim()
  .max(
    CIRCLE_DESCRIPTION_MAX_LENGTH,
    `description must be at most ${CIRCLE_DESCRIPTION_MAX_LENGTH} characters`,
  );

export const createCircleRequestSchema = z.strictObject({
  name: nameSchema,
  description: descriptionSchema.optional(),
  /** A plan of the library (GET /api/plans). */
  planId: z
    .string({ message: 'planId must be text' })
    .regex(/^[a-z0-9-]{1,60}$/, 'planId is not a plan id')
    .optional(),
  /** The local day of the plan's day 1; today in timeZone when a plan is given without it. */
  startsOn: localDaySchema.optional(),
  timeZone: timeZoneSchema.optional(),
});
export type CreateCircleRequest = z.infer<typeof createCircleRequestSchema>;

export const updateCircleRequestSchema = z
  .strictObject({ name: nameSchema.optional(), description: descriptionSchema.optional() })
  .refine((body) => body.name !== undefined || body.description !== undefined, {
    message: 'give a name or a description to change',
  });
export type UpdateCircleRequest = z.infer<typeof updateCircleRequestSchema>;

export const updateMembershipRequestSchema = z
  .strictObject({
    /** Whether the other members see which days this member has read. */
    showProgress: z.boolean({ message: 'showProgress must be true or false' }).optional(),
    digest: z
      .enum(circleDigests, { message: `digest must be one of ${circleDigests.join(', ')}` })
      .optional(),
    pushReplies: z.boolean({ message: 'pushReplies must be true or false' }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'give showProgress, digest or pushReplies',
  });
export type UpdateMembershipRequest = z.infer<typeof updateMembershipRequestSchema>;

/** Making a member host hands the circle over: the former host becomes a co-host. */
export const updateMemberRoleRequestSchema = z.strictObject({
  role: z.enum(circleRoles, { message: `role must be one of ${circleRoles.join(', ')}` }),
});
export type UpdateMemberRoleRequest = z.infer<typeof updateMemberRoleRequestSchema>;

export const circlePersonSchema = z.object({ userId: z.uuid(), displayName: z.string() });
export type CirclePerson = z.infer<typeof circlePersonSchema>;

export const circleMemberSchema = circlePersonSchema.extend({
  role: z.enum(circleRoles),
  joinedAt: z.string(),
  /** Whether they read the viewer's today's day; null when they keep their progress to themselves. */
  readToday: z.boolean().nullable(),
});
export type CircleMember = z.infer<typeof circleMemberSchema>;

export const circleMembershipSchema = z.object({
  role: z.enum(circleRoles),
  showProgress: z.boolean(),
  digest: z.enum(circleDigests),
  pushReplies: z.boolean(),
});
export type CircleMembership = z.infer<typeof circleMembershipSchema>;

export const circlePlanSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(planKinds),
  traditions: z.array(z.enum(religionIds)),
  totalDays: z.number().int().positive(),
  startsOn: localDaySchema,
});

/** Today in the viewer's time zone: the plan's day, or none before the start and after the last day. */
export const circleTodaySchema = z.object({
  date: localDaySchema,
  /** Null before day 1 and after the last day. */
  day: z.number().int().positive().nullable(),
  reading: planDaySchema.nullable(),
  readByMe: z.boolean(),
});

export const circleProgressSchema = z.object({
  /** The plan's day today (0 before it starts, totalDays once it is over). */
  daysElapsed: z.number().int().min(0),
  totalDays: z.number().int().positive(),
  /** How far the circle is through the plan by the calendar. */
  percent: z.number().int().min(0).max(100),
  /** The days the viewer has read. */
  daysReadByMe: z.array(z.number().int().positive()),
});

export const circleDetailSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  createdAt: z.string(),
  /** Set once the host closed it: members still read it, nothing new is posted and no one joins. */
  closedAt: z.string().nullable(),
  host: circlePersonSchema.nullable(),
  memberLimit: z.number().int(),
  members: z.array(circleMemberSchema),
  me: circlePersonSchema.extend(circleMembershipSchema.shape),
  plan: circlePlanSchema.nullable(),
  today: circleTodaySchema.nullable(),
  progress: circleProgressSchema.nullable(),
});
export type CircleDetail = z.infer<typeof circleDetailSchema>;

/**
 * What POST /api/circles (201), PATCH /api/circles/:id and POST /api/circles/join answer: the circle as
 * GET /api/circles/:id shows it to the caller (the client opens the circle page from it).
 */
export const circleResponseSchema = circleDetailSchema;

export const circleSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  role: z.enum(circleRoles),
  host: circlePersonSchema.nullable(),
  memberCount: z.number().int().min(1),
  planTitle: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** Posts by others since the caller last saw the thread (POST /seen). */
  unreadCount: z.number().int().min(0),
  lastPostAt: z.string().nullable(),
});
export type CircleSummary = z.infer<typeof circleSummarySchema>;
export const circleListResponseSchema = z.array(circleSummarySchema);

export const markDayReadResponseSchema = z.object({ day: z.number().int().positive(), readAt: z.string() });

export const createInviteRequestSchema = z.strictObject({
  expiresInDays: z
    .number({ message: 'expiresInDays must be a number' })
    .int('expiresInDays must be a whole number')
    .min(1, 'expiresInDays must be at least 1')
    .max(CIRCLE_INVITE_MAX_DAYS, `expiresInDays must be at most ${CIRCLE_INVITE_MAX_DAYS}`)
    .optional(),
});

export const circleInviteSummarySchema = z.object({
  id: z.uuid(),
  createdBy: circlePersonSchema.nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export const circleInviteListSchema = z.array(circleInviteSummarySchema);

/** The token is shown once, when the link is made: only its SHA-256 is kept. */
export const circleInviteSchema = circleInviteSummarySchema.extend({ token: z.string(), url: z.string() });
export type CircleInvite = z.infer<typeof circleInviteSchema>;

/** 32 random bytes, base64url. */
const inviteTokenSchema = z
  .string({ message: 'token must be text' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'token is not an invitation token');
export const invitationParamsSchema = z.strictObject({ token: inviteTokenSchema });
export const joinCircleRequestSchema = z.strictObject({ token: inviteTokenSchema });
export const joinCircleResponseSchema = z.object({ circleId: z.uuid(), alreadyMember: z.boolean() });

/** What an invitation link shows, to anyone holding it (a guest too). */
export const circleInvitationSchema = z.object({
  circleId: z.uuid(),
  name: z.string(),
  description: z.string(),
  host: circlePersonSchema.nullable(),
  memberCount: z.number().int().min(1),
  memberLimit: z.number().int(),
  expiresAt: z.string(),
  /** The caller is already a member: the page opens the circle instead of offering to join. */
  alreadyMember: z.boolean(),
});
export type CircleInvitation = z.infer<typeof circleInvitationSchema>;

export const circleReactionCountSchema = z.object({
  emoji: z.enum(circleReactions),
  count: z.number().int().min(0),
  mine: z.boolean(),
});

export const circlePostSchema = z.object({
  id: z.uuid(),
  circleId: z.uuid(),
  /** The post this one replies to; parentRemoved when that post is gone. */
  parentId: z.uuid().nullable(),
  parentRemoved: z.boolean(),
  /** Null for the scholar's answers. */
  author: circlePersonSchema.nullable(),
  kind: z.enum(circlePostKinds),
  /** Empty when the post is hidden by a host or removed by a moderator. */
  body: z.string(),
  reference: scriptureRefSchema.nullable(),
  day: z.number().int().positive().nullable(),
  /** A scholar answer's checked references (all in the library). */
  references: z.array(verseReferenceSchema),
  hidden: z.boolean(),
  removed: z.boolean(),
  reactions: z.array(circleReactionCountSchema),
  replyCount: z.number().int().min(0),
  createdAt: z.string(),
});
export type CirclePost = z.infer<typeof circlePostSchema>;

export const listCirclePostsQuerySchema = z.strictObject({
  /** The thread under one post; top-level posts when absent. */
  parentId: uuidSchema('parentId').optional(),
  /** Posts created before this instant (the previous page's nextBefore). */
  before: z.iso.datetime({ message: 'before must be an ISO date-time' }).optional(),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(CIRCLE_POSTS_PAGE_SIZE, `limit must be at most ${CIRCLE_POSTS_PAGE_SIZE}`)
    .optional(),
});
export const circlePostListSchema = z.object({
  posts: z.array(circlePostSchema),
  nextBefore: z.string().nullable(),
});
export type CirclePostList = z.infer<typeof circlePostListSchema>;

export const createCirclePostRequestSchema = z.strictObject({
  body: z
    .string({ message: 'body must be text' })
    .trim()
    .min(1, 'body must not be empty')
    .max(CIRCLE_POST_MAX_LENGTH, `body must be at most ${CIRCLE_POST_MAX_LENGTH} characters`),
  reference: scriptureRefSchema.optional(),
  day: z
    .number({ message: 'day must be a number' })
    .int('day must be a whole number')
    .min(1, 'day must be at least 1')
    .max(400, 'day must be at most 400')
    .optional(),
  parentId: uuidSchema('parentId').optional(),
});
export type CreateCirclePostRequest = z.infer<typeof createCirclePostRequestSchema>;

export const toggleReactionRequestSchema = z.strictObject({
  emoji: z.enum(circleReactions, { message: `emoji must be one of ${circleReactions.join(' ')}` }),
});
export const reactionsResponseSchema = z.object({
  postId: z.uuid(),
  reactions: z.array(circleReactionCountSchema),
});

export const reportCirclePostRequestSchema = z.strictObject({
  reason: z
    .string({ message: 'reason must be text' })
    .trim()
    .min(1, 'reason must not be empty')
    .max(
      CIRCLE_REPORT_REASON_MAX_LENGTH,
      `reason must be at most ${CIRCLE_REPORT_REASON_MAX_LENGTH} characters`,
    ),
});
export const reportCirclePostResponseSchema = z.object({ message: z.string() });

export const hideCirclePostRequestSchema = z.strictObject({
  hidden: z.boolean({ message: 'hidden must be true or false' }),
});

export const circleScholarRequestSchema = z.strictObject({
  question: z
    .string({ message: 'question must be text' })
    .trim()
    .min(1, 'question must not be empty')
    .max(CIRCLE_QUESTION_MAX_LENGTH, `question must be at most ${CIRCLE_QUESTION_MAX_LENGTH} characters`),
  /** The thread the question is asked in; a new top-level question when absent. */
  parentId: uuidSchema('parentId').optional(),
});
export const circleScholarResponseSchema = z.object({ question: circlePostSchema, answer: circlePostSchema });

/**
 * Events of GET /api/circles/:id/events, each an SSE `data:` line of JSON. Lines starting with ':' are
 * keep-alive comments. A member removed from the circle gets `removed` and the stream ends.
 */
export const circleEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('post.created'), post: circlePostSchema }),
  /** Hidden, shown again or removed: the post as members now see it. */
  z.object({ type: z.literal('post.updated'), post: circlePostSchema }),
  z.object({
    type: z.literal('reactions'),
    postId: z.uuid(),
    counts: z.array(z.object({ emoji: z.enum(circleReactions), count: z.number().int().min(0) })),
  }),
  z.object({ type: z.literal('member.joined'), member: circlePersonSchema }),
  z.object({ type: z.literal('member.left'), userId: z.uuid() }),
  z.object({ type: z.literal('member.role'), userId: z.uuid(), role: z.enum(circleRoles) }),
  z.object({ type: z.literal('day.read'), userId: z.uuid(), day: z.number().int().positive() }),
  z.object({ type: z.literal('circle.updated'), name: z.string(), description: z.string() }),
  z.object({ type: z.literal('circle.closed') }),
  z.object({ type: z.literal('removed') }),
]);
export type CircleEvent = z.infer<typeof circleEventSchema>;
