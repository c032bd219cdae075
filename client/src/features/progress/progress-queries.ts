import { useQuery } from '@tanstack/react-query';
import {
  dailyMinutesResponseSchema,
  journeySchema,
  milestonesResponseSchema,
  progressSummarySchema,
  sessionsResponseSchema,
} from '@common/api/progress';
import { SESSIONS_REFRESH_MS } from '@common/journey/constants';
import { getQueryFn } from '@/lib/api-client';
import { progressQueryKeys } from './progress-api';

/* The journey's reads, each checked against its common/api schema. */

export const useJourney = () =>
  useQuery({
    queryKey: progressQueryKeys.journey,
    queryFn: getQueryFn({ on401: 'throw', schema: journeySchema }),
  });

export const useProgressSummary = () =>
  useQuery({
    queryKey: progressQueryKeys.summary,
    queryFn: getQueryFn({ on401: 'throw', schema: progressSummarySchema }),
  });

/** The sessions list refreshes every 30 s (docs/product.md, Journey). */
export const useReadingSessions = () =>
  useQuery({
    queryKey: progressQueryKeys.sessions,
    queryFn: getQueryFn({ on401: 'throw', schema: sessionsResponseSchema }),
    refetchInterval: SESSIONS_REFRESH_MS,
  });

export const useMilestones = () =>
  useQuery({
    queryKey: progressQueryKeys.milestones,
    queryFn: getQueryFn({ on401: 'throw', schema: milestonesResponseSchema }),
  });

export const useDailyMinutes = () =>
  useQuery({
    queryKey: progressQueryKeys.dailyMinutes,
    queryFn: getQueryFn({ on401: 'throw', schema: dailyMinutesResponseSchema }),
  });
