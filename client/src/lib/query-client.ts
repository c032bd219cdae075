import { onlineManager, QueryClient } from '@tanstack/react-query';

export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

/**
 * The product's defaults (docs/product.md, Interface): data never goes stale by itself (screens invalidate what they change), no refetch on
 * focus or interval, and nothing is retried. There is no default queryFn: every query names the function of
 * its feature's api file, which checks the answer against its common/api schema.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
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
