import type { QueryClient } from '@tanstack/react-query';
import {
  dailyMinutesResponseSchema,
  endSessionResponseSchema,
  journeySchema,
  milestonesResponseSchema,
  progressSummarySchema,
  readingSessionSchema,
  sessionsResponseSchema,
  type EndSessionRequest,
  type EndSessionResponse,
  type Journey,
  type ReadingSession,
  type StartSessionRequest,
  type UpdateSessionRequest,
} from '@common/api/progress';
import { apiRequestJson, apiUrl } from '@/lib/api-client';

/* The journey's calls, each answer checked against its common/api schema. Query keys are the GET paths. */

export const progressQueryKeys = {
  journey: ['/api/progress/journey'],
  summary: ['/api/progress/summary'],
  sessions: ['/api/progress/sessions'],
  milestones: ['/api/progress/milestones'],
  dailyMinutes: ['/api/progress/daily-minutes'],
} as const;

export const fetchJourney = (signal?: AbortSignal) =>
  apiRequestJson(journeySchema, 'GET', '/api/progress/journey', undefined, { signal });

export const fetchProgressSummary = (signal?: AbortSignal) =>
  apiRequestJson(progressSummarySchema, 'GET', '/api/progress/summary', undefined, { signal });

export const fetchReadingSessions = (signal?: AbortSignal) =>
  apiRequestJson(sessionsResponseSchema, 'GET', '/api/progress/sessions', undefined, { signal });

export const fetchMilestones = (signal?: AbortSignal) =>
  apiRequestJson(milestonesResponseSchema, 'GET', '/api/progress/milestones', undefined, { signal });

export const fetchDailyMinutes = (signal?: AbortSignal) =>
  apiRequestJson(dailyMinutesResponseSchema, 'GET', '/api/progress/daily-minutes', undefined, { signal });

/** After a session ends or the goal changes, every journey figure may have moved. */
export function refreshJourneyQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) =>
      typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/api/progress/'),
  });
}

export function startReadingSession(body: StartSessionRequest): Promise<ReadingSession> {
  return apiRequestJson(readingSessionSchema, 'POST', '/api/progress/session/start', body);
}

export function updateReadingSession(
  sessionId: number,
  counts: UpdateSessionRequest,
): Promise<ReadingSession> {
  return apiRequestJson(readingSessionSchema, 'PATCH', `/api/progress/session/${sessionId}`, counts);
}

export function endReadingSession(sessionId: number, body: EndSessionRequest): Promise<EndSessionResponse> {
  return apiRequestJson(endSessionResponseSchema, 'PATCH', `/api/progress/session/${sessionId}/end`, body);
}

/**
 * Ends the session while the page unloads. A beacon carries the session cookie but no bearer header,
 * and a string body goes as text/plain, which the server's beacon route reads as JSON.
 */
export function sendEndBeacon(sessionId: number, body: EndSessionRequest): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  return navigator.sendBeacon(apiUrl(`/api/progress/session/${sessionId}/end`), JSON.stringify(body));
}

export function setReadingGoal(readingGoal: number): Promise<Journey> {
  return apiRequestJson(journeySchema, 'PATCH', '/api/progress/journey/goal', { readingGoal });
}
