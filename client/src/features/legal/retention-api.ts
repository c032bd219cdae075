import { useQuery } from '@tanstack/react-query';
import { retentionPeriodsSchema } from '@common/api/legal';
import { apiRequestJson } from '@/lib/api-client';

export const RETENTION_PERIODS_KEY = ['/api/legal/retention'] as const;

/** How long the server keeps personal data, from its configuration: the privacy policy states these numbers. */
export function useRetentionPeriods() {
  return useQuery({
    queryKey: RETENTION_PERIODS_KEY,
    queryFn: ({ signal }) =>
      apiRequestJson(retentionPeriodsSchema, 'GET', '/api/legal/retention', undefined, { signal }),
    staleTime: Infinity,
  });
}
