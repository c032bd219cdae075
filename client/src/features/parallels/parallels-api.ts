import { meaningProgressSchema, parallelsResponseSchema } from '@common/api/parallels';
import type { VerseScriptureRef } from '@common/scripture/scripture-ref';
import { apiRequestJson } from '@/lib/api-client';

export const parallelsQueryKey = (target: VerseScriptureRef) => ['/api/parallels', target] as const;

export function fetchParallels(target: VerseScriptureRef, signal?: AbortSignal) {
  const { religion, book, chapter, verse } = target;
  return apiRequestJson(parallelsResponseSchema, 'GET', '/api/parallels', undefined, {
    query: { religion, book, chapter, verse },
    signal,
  });
}

export const MEANING_PROGRESS_QUERY_KEY = ['/api/library/meaning'] as const;

export function fetchMeaningProgress(signal?: AbortSignal) {
  return apiRequestJson(meaningProgressSchema, 'GET', '/api/library/meaning', undefined, { signal });
}
