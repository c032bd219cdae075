import { searchResponseSchema, type ReferencedPassages } from '@common/api/search';
import { apiRequestJson } from '@/lib/api-client';

export const referenceLookupKey = (text: string) => ['/api/search', { reference: text }] as const;

/**
 * What a reference typed into the book picker names, asked of search: the server reads a reference there and then
 * searches no words, and it alone knows which passages the library holds and how to say what is missing.
 */
export async function lookUpReference(
  text: string,
  signal?: AbortSignal,
): Promise<ReferencedPassages | null> {
  const response = await apiRequestJson(searchResponseSchema, 'GET', '/api/search', undefined, {
    query: { q: text, limit: 1 },
    signal,
  });
  return response.referenced ?? null;
}
