import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-error';
import type {
  ReadingPlace,
  ReadingPlacesResponse,
  SaveReadingPlaceRequest,
} from '../../../common/api/reading-places';
import { formatScriptureRef } from '../../../common/scripture/scripture-ref';
import { chapterExists, placesOf, upsertPlace, type ReadingPlaceRow } from './store';

export function toReadingPlace(row: ReadingPlaceRow): ReadingPlace {
  return {
    religion: row.religion as ReadingPlace['religion'],
    book: row.book,
    chapter: row.chapter,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Remembers the chapter the reader opened as their place in its tradition. */
export async function saveReadingPlace(
  db: Database,
  userId: string,
  request: SaveReadingPlaceRequest,
  now = new Date(),
): Promise<ReadingPlace> {
  const place = { religion: request.religion, book: request.book.trim(), chapter: request.chapter };
  if (!(await chapterExists(db, place))) {
    throw notFound(`${formatScriptureRef(place)} is not in the library. Check the book and chapter.`);
  }
  return toReadingPlace(await upsertPlace(db, userId, place, now));
}

/** The reader's places, most recent first; a visitor with no identity yet has none. */
export async function listReadingPlaces(db: Database, userId: string | null): Promise<ReadingPlacesResponse> {
  if (!userId) return { places: [] };
  return { places: (await placesOf(db, userId)).map(toReadingPlace) };
}
