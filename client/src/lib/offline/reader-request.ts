import type { QueryClient } from '@tanstack/react-query';

export type ReaderTranslation = { translation: string | undefined; parallel: string[] };

type ChapterKeyQuery = { religion?: unknown; book?: unknown; translation?: unknown; parallel?: unknown };

/**
 * The translation and originals the reader last asked for in this book, read from its chapter queries
 * (lib/scripture-queries.ts keys them `['/api/scriptures', query]`), so 'Save for offline' stores exactly the
 * texts the reader will ask for. Null before the reader has read a chapter of the book.
 */
export function latestReaderTranslation(
  queryClient: QueryClient,
  religion: string,
  book: string,
): ReaderTranslation | null {
  let latest: { at: number; value: ReaderTranslation } | null = null;
  for (const query of queryClient.getQueryCache().findAll({ queryKey: ['/api/scriptures'] })) {
    const params = query.queryKey[1] as ChapterKeyQuery | null | undefined;
    if (!params || params.religion !== religion || params.book !== book) continue;
    if (query.state.status !== 'success') continue;
    const at = query.state.dataUpdatedAt;
    if (latest && latest.at >= at) continue;
    latest = {
      at,
      value: {
        translation: typeof params.translation === 'string' ? params.translation : undefined,
        parallel: typeof params.parallel === 'string' && params.parallel ? params.parallel.split(',') : [],
      },
    };
  }
  return latest?.value ?? null;
}
