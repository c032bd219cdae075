import { z } from 'zod';
import { apiRequest, apiUrl } from '@/lib/api-client';
import { chapterIdentity, SCRIPTURE_CACHE, savedBookRecordPath, scriptureCacheKey } from './cache-rules';
import { notifyOfflineCacheChanged } from './offline-events';

/** The reader's request for one book: the same translation and originals, so the saved copies are the ones read. */
export type BookRequest = {
  religion: string;
  book: string;
  chapters: number;
  translation?: string | undefined;
  parallel?: readonly string[] | undefined;
};

const savedBookSchema = z.object({
  religion: z.string(),
  book: z.string(),
  chapters: z.number().int().min(1),
  translation: z.string().nullable(),
  parallel: z.array(z.string()),
  savedAt: z.string(),
});
export type SavedBook = z.infer<typeof savedBookSchema>;

/** Chapters fetched at once: enough to finish a long book quickly, few enough to leave the reader responsive. */
export const SAVE_CONCURRENCY = 4;

export function offlineStorageAvailable(): boolean {
  return typeof caches !== 'undefined';
}

function chapterQuery(request: BookRequest, chapter: number) {
  return {
    religion: request.religion,
    book: request.book,
    chapter,
    translation: request.translation,
    parallel: request.parallel?.length ? request.parallel.join(',') : undefined,
  };
}

export function chapterUrls(request: BookRequest): string[] {
  return Array.from({ length: request.chapters }, (_, index) =>
    apiUrl('/api/scriptures', chapterQuery(request, index + 1)),
  );
}

function recordUrl(religion: string, book: string): string {
  return new URL(savedBookRecordPath(religion, book), window.location.origin).toString();
}

/**
 * Fetches every chapter of a book (and the catalog the reader needs) into the scripture cache, reporting
 * progress after each chapter, then writes the book's record. Throws on the first failed chapter; the
 * chapters already stored stay stored (the reader can use them) and a second try fetches the rest again.
 */
export async function saveBookForOffline(
  request: BookRequest,
  onProgress: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<SavedBook> {
  const cache = await caches.open(SCRIPTURE_CACHE);
  const store = async (path: string, query?: Record<string, string | number | undefined>) => {
    const response = await apiRequest('GET', path, undefined, { query: query ?? {}, signal });
    await cache.put(scriptureCacheKey(apiUrl(path, query)), response);
  };
  const bookPath = `/api/religions/${encodeURIComponent(request.religion)}/books/${encodeURIComponent(request.book)}`;
  await store('/api/religions');
  await store(bookPath);

  let next = 1;
  let done = 0;
  onProgress(0, request.chapters);
  const worker = async () => {
    while (next <= request.chapters) {
      const chapter = next++;
      await store('/api/scriptures', chapterQuery(request, chapter));
      done += 1;
      onProgress(done, request.chapters);
    }
  };
  await Promise.all(Array.from({ length: Math.min(SAVE_CONCURRENCY, request.chapters) }, worker));

  const record: SavedBook = {
    religion: request.religion,
    book: request.book,
    chapters: request.chapters,
    translation: request.translation ?? null,
    parallel: [...(request.parallel ?? [])],
    savedAt: new Date().toISOString(),
  };
  await cache.put(
    recordUrl(request.religion, request.book),
    new Response(JSON.stringify(record), { headers: { 'content-type': 'application/json' } }),
  );
  notifyOfflineCacheChanged();
  return record;
}

/** The book's record when every one of its chapters is still stored; null otherwise. */
export async function readSavedBook(religion: string, book: string): Promise<SavedBook | null> {
  if (!offlineStorageAvailable()) return null;
  const cache = await caches.open(SCRIPTURE_CACHE);
  const stored = await cache.match(recordUrl(religion, book));
  if (!stored) return null;
  const parsed = savedBookSchema.safeParse(await stored.json().catch(() => null));
  if (!parsed.success) return null;
  const record = parsed.data;
  const urls = chapterUrls({ ...record, translation: record.translation ?? undefined });
  const present = await Promise.all(urls.map((url) => cache.match(scriptureCacheKey(url))));
  return present.every(Boolean) ? record : null;
}

/** Deletes the book's record and every stored chapter of it (in any translation). */
export async function removeSavedBook(religion: string, book: string): Promise<void> {
  const cache = await caches.open(SCRIPTURE_CACHE);
  await cache.delete(recordUrl(religion, book));
  for (const key of await cache.keys()) {
    const identity = chapterIdentity(key.url);
    if (identity?.religion === religion && identity.book === book) await cache.delete(key);
  }
  notifyOfflineCacheChanged();
}
