import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ReligionId } from '@common/scripture/religions';
import { readingPlacesQueryKey, saveReadingPlace } from './reading-places-api';

/**
 * Keeps the chapter on show as the reader's place in its tradition, for 'Continue reading' on their next visit.
 * A place that cannot be saved (offline, a chapter the library lost) is only missed: reading goes on.
 */
export function useRememberPlace(religion: ReligionId | null, book: string | null, chapter: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!religion || !book) return;
    saveReadingPlace({ religion, book, chapter }).then(
      () => void queryClient.invalidateQueries({ queryKey: readingPlacesQueryKey }),
      () => undefined,
    );
  }, [religion, book, chapter, queryClient]);
}
