import { z } from 'zod';
import { isValidTimeZone } from '../journey/time-zone';
import { religionIds } from '../scripture/religions';

/*
 * Personal study (ADR 0050): bookmarks, highlights and notes on single verses, the 'My Study' list,
 * its Markdown/CSV export and the verse of the day. Times travel as ISO 8601 strings.
 */

export const studyKinds = ['bookmark', 'highlight', 'note'] as const;
export type StudyKind = (typeof studyKinds)[number];

export const highlightColors = ['yellow', 'green', 'blue', 'pink', 'purple'] as const;
export type HighlightColor = (typeof highlightColors)[number];

export const MAX_NOTE_LENGTH = 5000;

const religionSchema = z.enum(religionIds, {
  message: `religion must be one of ${religionIds.join(', ')}`,
});
const kindSchema = z.enum(studyKinds, { message: `kind must be one of ${studyKinds.join(', ')}` });
const colorSchema = z.enum(highlightColors, {
  message: `color must be one of ${highlightColors.join(', ')}`,
});
const noteSchema = z
  .string({ message: 'note must be text' })
  .trim()
  .min(1, 'note must not be empty')
  .max(MAX_NOTE_LENGTH, `note must be at most ${MAX_NOTE_LENGTH} characters`);
const positiveInt = (name: string) =>
  z
    .number({ message: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .max(100_000, `${name} must be at most 100000`);

/** One verse of one translation: what every study item points at. */
export const studyVerseSchema = z.strictObject({
  religion: religionSchema,
  book: z.string().trim().min(1, 'book is required').max(200, 'book must be at most 200 characters'),
  chapter: positiveInt('chapter'),
  verse: positiveInt('verse'),
  translation: z
    .string({ message: 'translation is required' })
    .regex(/^[a-z0-9][a-z0-9_.-]{0,39}$/i, 'translation must be a translation id such as web or kjv'),
});
export type StudyVerse = z.infer<typeof studyVerseSchema>;

/**
 * Saves a bookmark, highlight (with a colour) or note on a verse. Saving the same kind on the same verse
 * again updates it (a new colour, a new note text) instead of adding a second one.
 */
export const saveStudyItemRequestSchema = z.discriminatedUnion(
  'kind',
  [
    studyVerseSchema.extend({ kind: z.literal('bookmark') }),
    studyVerseSchema.extend({ kind: z.literal('highlight'), color: colorSchema }),
    studyVerseSchema.extend({ kind: z.literal('note'), note: noteSchema }),
  ],
  { message: `kind must be one of ${studyKinds.join(', ')}` },
);
export type SaveStudyItemRequest = z.input<typeof saveStudyItemRequestSchema>;

export const updateStudyItemRequestSchema = z
  .strictObject({ color: colorSchema.optional(), note: noteSchema.optional() })
  .refine((body) => body.color !== undefined || body.note !== undefined, {
    message: 'Send a color (for a highlight) or a note (for a note)',
  });
export type UpdateStudyItemRequest = z.input<typeof updateStudyItemRequestSchema>;

export const studyItemIdParamsSchema = z.strictObject({
  id: z.coerce
    .number({ message: 'id must be a number' })
    .int('id must be a whole number')
    .positive('id must be a positive number')
    .max(2_147_483_647, 'id is too large'),
});

export const studyItemSchema = z.object({
  id: z.number(),
  kind: kindSchema,
  religion: religionSchema,
  book: z.string(),
  chapter: z.number(),
  verse: z.number(),
  translation: z.string(),
  /** 'World English Bible': what the reader sees; the id when the translation is gone from the library. */
  translationName: z.string(),
  /** 'John 3:16' */
  reference: z.string(),
  /** The verse as stored in the library. */
  text: z.string(),
  color: colorSchema.nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StudyItem = z.infer<typeof studyItemSchema>;

export const studyListQuerySchema = z.strictObject({
  /** Words found in the note, the verse text or the reference. */
  q: z.string().trim().max(200, 'q must be at most 200 characters').optional(),
  religion: religionSchema.optional(),
  kind: kindSchema.optional(),
});
export type StudyListQuery = z.input<typeof studyListQuerySchema>;

export const studyListResponseSchema = z.object({ items: z.array(studyItemSchema) });
export type StudyListResponse = z.infer<typeof studyListResponseSchema>;

export const studyExportFormats = ['markdown', 'csv'] as const;
export type StudyExportFormat = (typeof studyExportFormats)[number];

export const studyExportQuerySchema = studyListQuerySchema.extend({
  format: z.enum(studyExportFormats, { message: 'format must be markdown or csv' }),
});
export type StudyExportQuery = z.input<typeof studyExportQuerySchema>;

export const verseOfTheDayQuerySchema = z.strictObject({
  /** The reader's IANA zone: the day changes at their midnight (default UTC). */
  timeZone: z
    .string()
    .refine(isValidTimeZone, 'timeZone must be an IANA time zone such as "Europe/London"')
    .optional(),
});

export const verseOfTheDaySchema = z.object({
  /** The reader's calendar day, 'YYYY-MM-DD'. */
  date: z.string(),
  religion: religionSchema,
  book: z.string(),
  chapter: z.number(),
  verse: z.number(),
  reference: z.string(),
  translation: z.string(),
  translationName: z.string(),
  text: z.string(),
  /** The dashboard deep link that opens and highlights the verse. */
  link: z.string(),
});
export type VerseOfTheDay = z.infer<typeof verseOfTheDaySchema>;
