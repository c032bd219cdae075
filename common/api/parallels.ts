import { z } from 'zod';
import { religionIds } from '../scripture/religions';

/** Passages shown for each other tradition by default, and at most. */
export const PARALLELS_PER_TRADITION = 2;
export const MAX_PARALLELS_PER_TRADITION = 5;

const wholeNumber = (name: string) =>
  z
    .string({ message: `${name} is required` })
    .trim()
    .regex(/^\d{1,6}$/, `${name} must be a whole number such as 1`)
    .transform(Number)
    .pipe(z.number().int().min(1, `${name} must be 1 or more`));

/** GET /api/parallels: one verse of the reader. */
export const parallelsQuerySchema = z.object({
  religion: z.enum(religionIds, { message: `religion must be one of ${religionIds.join(', ')}` }),
  book: z.string().trim().min(1, 'book is required').max(80, 'book must be at most 80 characters'),
  chapter: wholeNumber('chapter'),
  verse: wholeNumber('verse'),
  perTradition: z
    .string()
    .trim()
    .regex(/^\d{1,2}$/, 'perTradition must be a whole number such as 2')
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, 'perTradition must be 1 or more')
        .max(MAX_PARALLELS_PER_TRADITION, `perTradition must be at most ${MAX_PARALLELS_PER_TRADITION}`),
    )
    .optional(),
});
export type ParallelsQuery = z.input<typeof parallelsQuerySchema>;

export const parallelPassageSchema = z.object({
  religion: z.enum(religionIds),
  book: z.string(),
  chapter: z.number().int(),
  verse: z.number().int(),
  /** 'Qur'an 2:177', 'Dhammapada 1:5'. */
  reference: z.string(),
  /** How the rest of the world cites it, where the library numbers it otherwise ('SN 4.23'). */
  citation: z.string().optional(),
  /** The verse in its tradition's default translation. */
  text: z.string(),
  translation: z.string(),
  /** Closeness in meaning of the two passages (cosine), for ordering; not a percentage to show. */
  score: z.number(),
});
export type ParallelPassage = z.infer<typeof parallelPassageSchema>;

export const parallelsResponseSchema = z.object({
  reference: z.string(),
  /**
   * ready: the verse and the other traditions were searched. indexing: this verse's tradition is not in the
   * meaning index yet (it is being computed after an import): ask again later. Traditions not yet indexed are
   * listed in `pending` and have no passages.
   */
  status: z.enum(['ready', 'indexing']),
  pending: z.array(z.enum(religionIds)),
  parallels: z.array(parallelPassageSchema),
});
export type ParallelsResponse = z.infer<typeof parallelsResponseSchema>;

/** GET /api/library/meaning: the meaning index's progress, from memory. */
export const meaningProgressSchema = z.object({
  running: z.boolean(),
  translations: z.array(
    z.object({
      religion: z.string(),
      translation: z.string(),
      state: z.enum(['queued', 'indexing', 'ready', 'failed']),
      done: z.number().int(),
      total: z.number().int(),
    }),
  ),
});
export type MeaningProgressResponse = z.infer<typeof meaningProgressSchema>;
