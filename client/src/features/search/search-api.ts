import { SEARCH_MAX_LIMIT, searchResponseSchema } from '@common/api/search';
import { apiRequestJson } from '@/lib/api-client';

export const searchQueryKey = (q: string) => ['/api/search', { q, limit: SEARCH_MAX_LIMIT }] as const;

/** Full-text search over the whole library, as many results as the server gives at once. */
export function searchScriptures(q: string, signal?: AbortSignal) {
  return apiRequestJson(searchResponseSchema, 'GET', '/api/search', undefined, {
    query: { q, limit: SEARCH_MAX_LIMIT },
    signal,
  });
}
