import { onlineManager, QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

/**
 * The spec's defaults: a query GETs the path in its key; data never goes stale by itself (screens
 * invalidate what they change), no refetch on focus or interval, and nothing is retried.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
        gcTime: QUERY_GC_TIME_MS,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();

// TanStack assumes online until an 'offline' event; a page opened offline (from the service worker's shell)
// should pause its queries from the start and run them when the connection returns.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
