import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { SpeechOutputProvider } from '@/features/speech-output/speech-output-provider';
import { TooltipProvider } from '@/components/ui/tooltip';
import { queryClient as appQueryClient } from '@/lib/query-client';

/** Everything a page may rely on: the query cache, speech output, tooltips with the product's delays (docs/product.md, Interface), and the toaster. */
export function AppProviders({
  children,
  queryClient = appQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <SpeechOutputProvider>
        <TooltipProvider>
          {children}
          <Toaster />
        </TooltipProvider>
      </SpeechOutputProvider>
    </QueryClientProvider>
  );
}
