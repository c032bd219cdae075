import { useQuery } from '@tanstack/react-query';
import { SESSIONS_REFRESH_MS } from '@common/journey/constants';
import {
  fetchDailyMinutes,
  fetchJourney,
  fetchMilestones,
  fetchProgressSummary,
  fetchReadingSessions,
  progressQueryKeys,
} from './progress-api';

/* The journey's reads. */

export const useJourney = () =>
  useQuery({
    queryKey: progressQueryKeys.journey,
    queryFn: ({ signal }) => fetchJourney(signal),
  });

export const useProgressSummary = () =>
  useQuery({
    queryKey: progressQueryKeys.summary,
    queryFn: ({ signal }) => fetchProgressSummary(signal),
  });

/** The sessions list refreshes every 30 s (docs/product.md, Journey). */
export const useReadingSessions = () =>
  useQuery({
    queryKey: progressQueryKeys.sessions,
    queryFn: ({ signal }) => fetchReadingSessions(signal),
    refetchInterval: SESSIONS_REFRESH_MS,
  });

export const useMilestones = () =>
  useQuery({
    queryKey: progressQueryKeys.milestones,
    queryFn: ({ signal }) => fetchMilestones(signal),
  });

export const useDailyMinutes = () =>
  useQuery({
    queryKey: progressQueryKeys.dailyMinutes,
    queryFn: ({ signal }) => fetchDailyMinutes(signal),
  });
