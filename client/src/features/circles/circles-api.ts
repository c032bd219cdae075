import {
  circleDetailSchema,
  circleInvitationSchema,
  circleInviteListSchema,
  circleInviteSchema,
  circleListResponseSchema,
  circlePostListSchema,
  circlePostSchema,
  circleResponseSchema,
  circleScholarResponseSchema,
  joinCircleResponseSchema,
  markDayReadResponseSchema,
  reactionsResponseSchema,
  reportCirclePostResponseSchema,
  type CircleReaction,
  type CircleRole,
  type CreateCirclePostRequest,
  type CreateCircleRequest,
  type UpdateCircleRequest,
  type UpdateMembershipRequest,
} from '@common/api/circles';
import { moderationBlockSchema, MODERATION_ERROR, type ModerationBlock } from '@common/api/chat';
import { planListResponseSchema } from '@common/api/plans';
import { apiRequest, apiRequestJson, ApiRequestError, apiUrl } from '@/lib/api-client';

const CIRCLES_PATH = '/api/circles';

/** The prefix of every circles key: after a change that touches several circles, all are read again. */
export const CIRCLES_QUERY_KEY = [CIRCLES_PATH] as const;
export const myCirclesQueryKey = [CIRCLES_PATH, 'mine'] as const;
export const circleQueryKey = (id: string) => [CIRCLES_PATH, id] as const;
export const circlePostsQueryKey = (id: string, parentId: string | null = null) =>
  [CIRCLES_PATH, id, 'posts', parentId ?? 'top'] as const;
export const circleInvitesQueryKey = (id: string) => [CIRCLES_PATH, id, 'invites'] as const;
export const invitationQueryKey = (token: string) => [CIRCLES_PATH, 'invitation', token] as const;
export const planLibraryQueryKey = ['/api/plans', 'list'] as const;

const circlePath = (id: string) => `${CIRCLES_PATH}/${encodeURIComponent(id)}`;
const postPath = (id: string, postId: string) => `${circlePath(id)}/posts/${encodeURIComponent(postId)}`;

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export const fetchMyCircles = (signal?: AbortSignal) =>
  apiRequestJson(circleListResponseSchema, 'GET', CIRCLES_PATH, undefined, { signal });

export const fetchCircle = (id: string, signal?: AbortSignal) =>
  apiRequestJson(circleDetailSchema, 'GET', circlePath(id), undefined, {
    signal,
    query: { timeZone: browserTimeZone() },
  });

export const fetchPlanLibrary = (signal?: AbortSignal) =>
  apiRequestJson(planListResponseSchema, 'GET', '/api/plans', undefined, { signal });

export const createCircle = (body: CreateCircleRequest) =>
  apiRequestJson(circleResponseSchema, 'POST', CIRCLES_PATH, body);

export const updateCircle = (id: string, body: UpdateCircleRequest) =>
  apiRequestJson(circleResponseSchema, 'PATCH', circlePath(id), body);

export async function closeCircle(id: string): Promise<void> {
  await apiRequest('DELETE', circlePath(id));
}

export async function updateMembership(id: string, body: UpdateMembershipRequest): Promise<void> {
  await apiRequest('PATCH', `${circlePath(id)}/membership`, body);
}

export async function setMemberRole(id: string, userId: string, role: CircleRole): Promise<void> {
  await apiRequest('PATCH', `${circlePath(id)}/members/${encodeURIComponent(userId)}`, { role });
}

/** Removes a member; with the caller's own id, leaves the circle. */
export async function removeMember(id: string, userId: string): Promise<void> {
  await apiRequest('DELETE', `${circlePath(id)}/members/${encodeURIComponent(userId)}`);
}

export const markDayRead = (id: string, day: number) =>
  apiRequestJson(markDayReadResponseSchema, 'POST', `${circlePath(id)}/days/${day}/read`, {});

export const fetchInvites = (id: string, signal?: AbortSignal) =>
  apiRequestJson(circleInviteListSchema, 'GET', `${circlePath(id)}/invites`, undefined, { signal });

export const createInvite = (id: string) =>
  apiRequestJson(circleInviteSchema, 'POST', `${circlePath(id)}/invites`, {});

export async function revokeInvite(id: string, inviteId: string): Promise<void> {
  await apiRequest('DELETE', `${circlePath(id)}/invites/${encodeURIComponent(inviteId)}`);
}

export const fetchInvitation = (token: string, signal?: AbortSignal) =>
  apiRequestJson(
    circleInvitationSchema,
    'GET',
    `${CIRCLES_PATH}/invitations/${encodeURIComponent(token)}`,
    undefined,
    { signal },
  );

export const joinCircle = (token: string) =>
  apiRequestJson(joinCircleResponseSchema, 'POST', `${CIRCLES_PATH}/join`, { token });

export const fetchPosts = (id: string, parentId: string | null, signal?: AbortSignal) =>
  apiRequestJson(circlePostListSchema, 'GET', `${circlePath(id)}/posts`, undefined, {
    signal,
    query: { parentId: parentId ?? undefined },
  });

export const createPost = (id: string, body: CreateCirclePostRequest) =>
  apiRequestJson(circlePostSchema, 'POST', `${circlePath(id)}/posts`, body);

export const toggleReaction = (id: string, postId: string, emoji: CircleReaction) =>
  apiRequestJson(reactionsResponseSchema, 'POST', `${postPath(id, postId)}/reactions`, { emoji });

export const reportPost = (id: string, postId: string, reason: string) =>
  apiRequestJson(reportCirclePostResponseSchema, 'POST', `${postPath(id, postId)}/report`, { reason });

export const setPostHidden = (id: string, postId: string, hidden: boolean) =>
  apiRequestJson(circlePostSchema, 'PATCH', postPath(id, postId), { hidden });

export async function markSeen(id: string): Promise<void> {
  await apiRequest('POST', `${circlePath(id)}/seen`, {});
}

export const askScholar = (id: string, question: string, parentId?: string) =>
  apiRequestJson(circleScholarResponseSchema, 'POST', `${circlePath(id)}/scholar`, {
    question,
    ...(parentId ? { parentId } : {}),
  });

/** The circle's live events; the browser sends the session cookie and reconnects by itself. */
export const circleEventsUrl = (id: string) => apiUrl(`${circlePath(id)}/events`);

/** A 400 from the guard: the moderation notice to show beside what the reader typed. */
export function moderationBlockOf(error: unknown): ModerationBlock | null {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return null;
  const parsed = moderationBlockSchema.safeParse(safeJson(error.bodyText));
  if (parsed.success) return parsed.data;
  return error.bodyText.includes(MODERATION_ERROR)
    ? { error: MODERATION_ERROR, message: error.bodyText, suggestion: '' }
    : null;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** What a failed call says to the reader: the server's sentence when it wrote one. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : fallback;
}

export const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/** An invitation that was valid once: expired, withdrawn, or its circle closed. */
export const isGone = (error: unknown) => error instanceof ApiRequestError && error.status === 410;

/** Asking again will not change a refusal (404, 410...): only a failure of the network or the server is retried. */
export const isRefusal = (error: unknown) =>
  error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
