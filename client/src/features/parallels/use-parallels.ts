import { useQuery } from '@tanstack/react-query';
import type { ParallelsResponse } from '@common/api/parallels';
import type { VerseScriptureRef } from '@common/scripture/scripture-ref';
import {
  fetchMeaningProgress,
  fetchParallels,
  MEANING_PROGRESS_QUERY_KEY,
  parallelsQueryKey,
} from './parallels-api';

/** How often an open panel asks again while traditions are still being indexed after an import. */
export const PARALLELS_POLL_MS = 15_000;

/** The verse's parallels, asked for only while the panel is open, again while the index is still being built. */
export function useParallels(target: VerseScriptureRef, enabled: boolean) {
  return useQuery({
    queryKey: parallelsQueryKey(target),
    enabled,
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => fetchParallels(target, signal),
    refetchInterval: (query) => {
      const data: ParallelsResponse | undefined = query.state.data;
      return data && (data.status === 'indexing' || data.pending.length > 0) ? PARALLELS_POLL_MS : false;
    },
  });
}

/** The meaning index's progress, polled with the parallels while some tradition is still being prepared. */
export function useMeaningProgress(enabled: boolean) {
  return useQuery({
    queryKey: MEANING_PROGRESS_QUERY_KEY,
    enabled,
    queryFn: ({ signal }) => fetchMeaningProgress(signal),
    refetchInterval: (query) => (query.state.data?.running ? PARALLELS_POLL_MS : false),
  });
}

/** Per tradition still being prepared, the share of its verses already embedded (0-100). */
export function preparedPercent(
  progress: { translations: { religion: string; done: number; total: number; state: string }[] },
  religion: string,
): number | undefined {
  const entries = progress.translations.filter((entry) => entry.religion === religion);
  const total = entries.reduce((sum, entry) => sum + entry.total, 0);
  if (entries.length === 0 || total === 0) return undefined;
  return Math.floor((100 * entries.reduce((sum, entry) => sum + entry.done, 0)) / total);
}
