import {
  flaggedListSchema,
  moderationActionResultSchema,
  type FlaggedStatus,
  type ModerationAction,
} from '@common/api/moderation';
import { apiRequestJson } from '@/lib/api-client';

/** The prefix of every flagged-queue key, for invalidating all statuses at once after an action. */
export const FLAGGED_QUERY_KEY = ['/api/moderation/flagged'] as const;

export const flaggedQueryKey = (status: FlaggedStatus) => [...FLAGGED_QUERY_KEY, { status }] as const;

export function fetchFlagged(status: FlaggedStatus, signal?: AbortSignal) {
  return apiRequestJson(flaggedListSchema, 'GET', '/api/moderation/flagged', undefined, {
    query: { status },
    signal,
  });
}

export function actOnFlagged(id: number, action: ModerationAction) {
  return apiRequestJson(moderationActionResultSchema, 'POST', `/api/moderation/flagged/${id}`, { action });
}
