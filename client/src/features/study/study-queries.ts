import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SaveStudyItemRequest,
  StudyItem,
  StudyListQuery,
  UpdateStudyItemRequest,
} from '@common/api/study';
import {
  deleteStudyItem,
  fetchStudyItems,
  saveStudyItem,
  STUDY_ITEMS_QUERY_KEY,
  studyItemsQueryKey,
  updateStudyItem,
} from './study-api';

/** The caller's study items (all of them when no filter is given: the reader looks its verses up in them). */
export function useStudyItems(filters: StudyListQuery = {}) {
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
  return useQuery({
    queryKey: studyItemsQueryKey(query),
    queryFn: ({ signal }) => fetchStudyItems(query, signal),
  });
}

export const verseKey = (verse: {
  religion: string;
  book: string;
  chapter: number;
  verse: number;
  translation: string;
}) => `${verse.religion}/${verse.book}/${verse.chapter}/${verse.verse}/${verse.translation}`;

export function useStudyMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: STUDY_ITEMS_QUERY_KEY });
  const save = useMutation({
    mutationFn: (body: SaveStudyItemRequest) => saveStudyItem(body),
    onSettled: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: UpdateStudyItemRequest }) => updateStudyItem(id, patch),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (item: Pick<StudyItem, 'id'>) => deleteStudyItem(item.id),
    onSettled: refresh,
  });
  return { save, update, remove };
}
