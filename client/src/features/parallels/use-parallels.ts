import { useQuery } from '@tanstack/react-query';
import { parallelsResponseSchema, type ParallelsResponse } from '@common/api/parallels';
import type { ReligionId } from '@common/scripture/religions';
import { apiRequestJson } from '@/lib/api-client';

export type ParallelsTarget = { religion: ReligionId; book: string; chapter: number; verse: number };

/** How often an open panel asks again while traditions are still being indexed after an import. */
export const PARALLELS_POLL_MS = 15_000;

/** The verse's parallels, asked for only while the panel is open, again while the index is still being built. */
export function useParallels(target: ParallelsTarget, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/parallels', target],
    enabled,
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) =>
      apiRequestJson(parallelsResponseSchema, 'GET', '/api/parallels', undefined, {
        query: { ...target },
        signal,
      }),
    refetchInterval: (query) => {
      const data: ParallelsResponse | undefined = query.state.data;
      return data && (data.status === 'indexing' || data.pending.length > 0) ? PARALLELS_POLL_MS : false;
    },
  });
}
