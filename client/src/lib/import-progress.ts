import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { importProgressSchema, type ImportProgress } from '@common/api/health';
import { apiRequestJson } from './api-client';

/** While sources import, how often the progress is asked for: often enough for a bar that visibly moves. */
export const IMPORT_POLL_MS = 2_000;

/** Everything read from the library: refetched when a source finishes importing, so nothing half-imported stays. */
const LIBRARY_QUERY_KEYS = [['/api/religions'], ['/api/scriptures']] as const;

/**
 * The server's background import (GET /api/library/import, answered from memory): asked once, then polled while
 * it runs. Each time its generation moves on (a source finished), the library's queries are refetched, so the
 * reader's catalog and chapters do not keep what they read from the half-imported library.
 */
export function useImportProgress(): ImportProgress | undefined {
  const queryClient = useQueryClient();
  const progress = useQuery<ImportProgress>({
    queryKey: ['/api/library/import'],
    queryFn: ({ signal }) =>
      apiRequestJson(importProgressSchema, 'GET', '/api/library/import', undefined, { signal }),
    refetchInterval: (query) => (query.state.data?.running ? IMPORT_POLL_MS : false),
    staleTime: IMPORT_POLL_MS,
    retry: false,
  });
  const generation = progress.data?.generation;
  const seen = useRef(generation);
  useEffect(() => {
    if (generation === undefined) return;
    if (seen.current !== undefined && seen.current !== generation) {
      for (const queryKey of LIBRARY_QUERY_KEYS)
        void queryClient.invalidateQueries({ queryKey: [...queryKey] });
    }
    seen.current = generation;
  }, [generation, queryClient]);
  return progress.data;
}
