import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  studyItemSchema,
  studyListResponseSchema,
  type SaveStudyItemRequest,
  type StudyItem,
  type StudyListQuery,
  type UpdateStudyItemRequest,
} from '@common/api/study';
import { apiRequest, apiRequestJson, apiUrl } from '@/lib/api-client';

const itemsKey = '/api/study/items';

/** The caller's study items (all of them when no filter is given: the reader looks its verses up in them). */
export function useStudyItems(filters: StudyListQuery = {}) {
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
  return useQuery({
    queryKey: [itemsKey, query],
    queryFn: async ({ signal }) =>
      (await apiRequestJson(studyListResponseSchema, 'GET', itemsKey, undefined, { query, signal })).items,
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
  const refresh = () => queryClient.invalidateQueries({ queryKey: [itemsKey] });
  const save = useMutation({
    mutationFn: (body: SaveStudyItemRequest) => apiRequestJson(studyItemSchema, 'POST', itemsKey, body),
    onSettled: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: UpdateStudyItemRequest }) =>
      apiRequestJson(studyItemSchema, 'PATCH', `${itemsKey}/${id}`, patch),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: async (item: Pick<StudyItem, 'id'>) => {
      await apiRequest('DELETE', `${itemsKey}/${item.id}`);
    },
    onSettled: refresh,
  });
  return { save, update, remove };
}

export const exportUrl = (format: 'markdown' | 'csv', filters: StudyListQuery) =>
  apiUrl('/api/study/export', { format, ...filters });
