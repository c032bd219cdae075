import { shareCardFileName, shareVerseImagePath } from '@common/api/share';
import {
  studyItemSchema,
  studyListResponseSchema,
  verseOfTheDaySchema,
  type SaveStudyItemRequest,
  type StudyListQuery,
  type UpdateStudyItemRequest,
} from '@common/api/study';
import { apiRequest, apiRequestJson, apiUrl } from '@/lib/api-client';
import type { SharedVerse } from './share-verse';

const ITEMS_PATH = '/api/study/items';

/** The prefix of every study-items key: invalidating it refreshes every filtered list. */
export const STUDY_ITEMS_QUERY_KEY = [ITEMS_PATH] as const;

export const studyItemsQueryKey = (query: StudyListQuery) => [ITEMS_PATH, query] as const;

export async function fetchStudyItems(query: StudyListQuery, signal?: AbortSignal) {
  return (await apiRequestJson(studyListResponseSchema, 'GET', ITEMS_PATH, undefined, { query, signal }))
    .items;
}

export function saveStudyItem(body: SaveStudyItemRequest) {
  return apiRequestJson(studyItemSchema, 'POST', ITEMS_PATH, body);
}

export function updateStudyItem(id: number, patch: UpdateStudyItemRequest) {
  return apiRequestJson(studyItemSchema, 'PATCH', `${ITEMS_PATH}/${id}`, patch);
}

export async function deleteStudyItem(id: number): Promise<void> {
  await apiRequest('DELETE', `${ITEMS_PATH}/${id}`);
}

export const verseOfTheDayQueryKey = (timeZone: string) =>
  ['/api/study/verse-of-the-day', { timeZone }] as const;

export function fetchVerseOfTheDay(timeZone: string, signal?: AbortSignal) {
  return apiRequestJson(verseOfTheDaySchema, 'GET', '/api/study/verse-of-the-day', undefined, {
    query: { timeZone },
    signal,
  });
}

/** The verse's 1080×1080 card from the server, as a file named after the verse. */
export async function fetchVerseCard(verse: SharedVerse): Promise<File> {
  const response = await apiRequest('GET', shareVerseImagePath, undefined, {
    query: {
      religion: verse.religion,
      book: verse.book,
      chapter: verse.chapter,
      verse: verse.verse,
      translation: verse.translation,
    },
  });
  return new File([await response.arrayBuffer()], shareCardFileName(verse.reference), { type: 'image/png' });
}

/** A download link (the browser navigates to it), so a URL rather than a fetch. */
export const exportUrl = (format: 'markdown' | 'csv', filters: StudyListQuery) =>
  apiUrl('/api/study/export', { format, ...filters });
