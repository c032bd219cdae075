import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { queryClient as appQueryClient } from '@/lib/query-client';

/**
 * Everything a page may rely on: the query cache, tooltips with the product's delays (docs/product.md, Interface),
 * and the toaster. Speech output is given by the dashboard route, the only screen that speaks, so that the landing
 * page does not load it.
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
      <TooltipProvider>
        {children}
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
