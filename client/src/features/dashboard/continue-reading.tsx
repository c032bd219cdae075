import { useQuery } from '@tanstack/react-query';
import { BookOpen } from 'lucide-react';
import type { ReadingPlace } from '@common/api/reading-places';
import { getReligion } from '@common/scripture/religions';
import { ReligionSymbol } from '@/components/religion-symbol';
import { fetchReadingPlaces, readingPlacesQueryKey } from './reading-places-api';

export type ContinueReadingProps = { onOpen: (place: ReadingPlace) => void };

/**
 * 'Continue reading': the chapter the reader last opened in each tradition (kept on the server for guests and
 * accounts), offered when they come back to the dashboard with nothing chosen yet. Nothing shows until there is
 * a place to go back to, and a failed call shows nothing rather than an error: the chooser below still works.
 */
export function ContinueReading({ onOpen }: ContinueReadingProps) {
  const places = useQuery({
    queryKey: readingPlacesQueryKey,
    queryFn: ({ signal }) => fetchReadingPlaces(signal),
  });
  if (!places.data?.length) return null;
  return (
    <section aria-labelledby="continue-reading-title" className="mx-auto mb-6 grid w-full max-w-4xl gap-3">
      <h2 id="continue-reading-title" className="flex items-center gap-2 font-serif text-xl font-semibold">
        <BookOpen className="size-5" aria-hidden />
        Continue reading
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {places.data.map((place) => (
          <li key={place.religion}>
            <button
              type="button"
              onClick={() => onOpen(place)}
              className="flex w-full items-center gap-3 rounded-lg border bg-card p-3 text-start shadow-sm transition-colors hover:bg-accent hover:text-accent-foreground"
            >
              <ReligionSymbol religion={place.religion} className="size-6 shrink-0" />
              <span className="grid">
                <span className="font-semibold">
                  {place.book} {place.chapter}
                </span>
                <span className="text-sm text-muted-foreground">{getReligion(place.religion).name}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
