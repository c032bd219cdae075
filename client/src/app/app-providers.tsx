import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DeferredToaster } from '@/components/ui/deferred-toaster';
import { queryClient as appQueryClient } from '@/lib/query-client';

/**
 * Everything a page may rely on: the query cache and the toaster (loaded with the first toast). Tooltips and
 * speech output are given by the dashboard route, the only screen with either, so the landing page does not
 * load them.
 */
export function AppProviders({
  children,
  queryClient = appQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <DeferredToaster />
    </QueryClientProvider>
  );
}
