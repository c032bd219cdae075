import {
  readingPlaceSchema,
  readingPlacesResponseSchema,
  type SaveReadingPlaceRequest,
} from '@common/api/reading-places';
import { apiRequestJson } from '@/lib/api-client';

const PLACES_PATH = '/api/reading-places';

export const readingPlacesQueryKey = [PLACES_PATH] as const;

export async function fetchReadingPlaces(signal?: AbortSignal) {
  return (await apiRequestJson(readingPlacesResponseSchema, 'GET', PLACES_PATH, undefined, { signal }))
    .places;
}

export function saveReadingPlace(place: SaveReadingPlaceRequest) {
  return apiRequestJson(readingPlaceSchema, 'PUT', PLACES_PATH, place);
}
