import { useQuery } from '@tanstack/react-query';
import {
  bookDetailSchema,
  chapterResponseSchema,
  randomVerseSchema,
  religionsResponseSchema,
} from '@common/api/scripture';
import type { ReligionId } from '@common/scripture/religions';
import { apiRequestJson } from './api-client';

/** The religion list is cached for 5 minutes: it changes only when an import finishes. */
export const RELIGIONS_STALE_MS = 5 * 60 * 1000;

/*
 * The scripture library's GET calls, shared by the dashboard's navigation and the reader so both read one cache
 * entry per key, each answer checked against its common/api schema. A key starts with its path, so the import
 * progress can refetch everything read from the library by prefix.
 */

/**
 * Library reads are asked for even while the browser reports offline: the service worker answers them from its
 * cache (opened and saved chapters). Other queries keep TanStack's default and pause until the connection is back.
 */
const OFFLINE_READABLE = { networkMode: 'offlineFirst' } as const;

export function useReligions() {
  return useQuery({
    queryKey: ['/api/religions'],
    queryFn: ({ signal }) =>
      apiRequestJson(religionsResponseSchema, 'GET', '/api/religions', undefined, { signal }),
    staleTime: RELIGIONS_STALE_MS,
    ...OFFLINE_READABLE,
  });
}

export function useBookDetail(religion: ReligionId | null, book: string | null) {
  return useQuery({
    queryKey: ['/api/religions', religion, 'books', book],
    queryFn: ({ signal }) =>
      apiRequestJson(
        bookDetailSchema,
        'GET',
        `/api/religions/${encodeURIComponent(religion!)}/books/${encodeURIComponent(book!)}`,
        undefined,
        { signal },
      ),
    enabled: Boolean(religion && book),
    ...OFFLINE_READABLE,
  });
}

export type ChapterRequest = {
  religion: ReligionId;
  book: string;
  chapter: number;
  translation?: string | undefined;
  parallel?: readonly string[] | undefined;
};

export function useChapter(request: ChapterRequest | null) {
  const query = request && {
    religion: request.religion,
    book: request.book,
    chapter: request.chapter,
    translation: request.translation,
    parallel: request.parallel?.length ? request.parallel.join(',') : undefined,
  };
  return useQuery({
    queryKey: ['/api/scriptures', query],
    queryFn: ({ signal }) =>
      apiRequestJson(chapterResponseSchema, 'GET', '/api/scriptures', undefined, { query: query!, signal }),
    enabled: query !== null,
    ...OFFLINE_READABLE,
  });
}

export const RANDOM_VERSE_QUERY_KEY = ['/api/verse/random'] as const;

export function useRandomVerse() {
  return useQuery({
    queryKey: RANDOM_VERSE_QUERY_KEY,
    queryFn: ({ signal }) =>
      apiRequestJson(randomVerseSchema, 'GET', '/api/verse/random', undefined, { signal }),
  });
}
