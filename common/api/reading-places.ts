import { z } from 'zod';
import { religionIds } from '../scripture/religions';

/*
 * 'Continue reading': the chapter a reader (guest or account) last opened in each tradition, kept on the server
 * so it follows them to another visit and, after sign-up, into their account. Times travel as ISO 8601 strings.
 */

/** A bound on the number alone; the server then checks that the chapter is in the library. */
export const MAX_CHAPTER = 100_000;

export const saveReadingPlaceRequestSchema = z.strictObject({
  religion: z.enum(religionIds, { message: `religion must be one of ${religionIds.join(', ')}` }),
  book: z
    .string({ message: 'book must be text' })
    .trim()
    .min(1, 'book is required')
    .max(200, 'book must be at most 200 characters'),
  chapter: z
    .number({ message: 'chapter must be a number' })
    .int('chapter must be a whole number')
    .min(1, 'chapter must be at least 1')
    .max(MAX_CHAPTER, `chapter must be at most ${MAX_CHAPTER}`),
});
export type SaveReadingPlaceRequest = z.infer<typeof saveReadingPlaceRequestSchema>;

export const readingPlaceSchema = z.object({
  religion: z.enum(religionIds),
  book: z.string(),
  chapter: z.number().int(),
  /** When the reader was last there. */
  updatedAt: z.string(),
});
export type ReadingPlace = z.infer<typeof readingPlaceSchema>;

/** One place per tradition the reader has read in, the most recent first. */
export const readingPlacesResponseSchema = z.object({ places: z.array(readingPlaceSchema) });
export type ReadingPlacesResponse = z.infer<typeof readingPlacesResponseSchema>;
