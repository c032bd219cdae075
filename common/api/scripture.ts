import { z } from 'zod';
import { religionIds } from '../scripture/religions';

/** Query values arrive as strings; a blank one means "not given". */
const blankAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const religionParam = z
  .string()
  .trim()
  .min(1, 'religion is required')
  .max(40, 'religion must be at most 40 characters');
const bookParam = z.string().trim().min(1, 'book is required').max(80, 'book must be at most 80 characters');
const translationId = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9_.-]{0,39}$/i, 'translation must be a translation id such as web or kjv');

export const religionIdSchema = z.enum(religionIds);

export const religionSummarySchema = z.object({
  id: religionIdSchema,
  name: z.string(),
  /** The tooltip on the religion's symbol ('Holy Bible', 'Quran', 'Torah', 'Tripitaka', 'Bhagavad Gita'). */
  symbolTooltip: z.string(),
  /** Book names in canonical order: only the books whose texts are imported. */
  books: z.array(z.string()),
  /** Section name → its books, in order ("Qur'an" and 'Hadith' for islam; 'Old Testament' / 'New Testament'...). */
  sections: z.record(z.string(), z.array(z.string())).optional(),
});
export const religionsResponseSchema = z.array(religionSummarySchema);
export type ReligionSummary = z.infer<typeof religionSummarySchema>;

export const religionPathSchema = z.object({ religion: religionParam });
export const bookPathSchema = z.object({ religion: religionParam, book: bookParam });

export const bookSummarySchema = z.object({
  religion: religionIdSchema,
  name: z.string(),
  slug: z.string(),
  section: z.string(),
  sortOrder: z.number().int(),
  chapterCount: z.number().int(),
  originalName: z.string().nullable(),
  /** What a chapter is called: 'Chapter', 'Surah', 'Book' (a hadith kitab), 'Vagga', 'Sutta'. */
  chapterLabel: z.string(),
  verseLabel: z.string(),
});
export const booksResponseSchema = z.array(bookSummarySchema);
export type BookSummary = z.infer<typeof bookSummarySchema>;

export const translationInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** BCP 47 ('en', 'ar', 'he', 'sa', 'pi', 'ar-Latn'). */
  language: z.string(),
  direction: z.enum(['ltr', 'rtl']),
  licence: z.string(),
  source: z.string(),
  isDefault: z.boolean(),
  isOriginal: z.boolean(),
});
export type TranslationInfo = z.infer<typeof translationInfoSchema>;

export const chapterTitleSchema = z.object({
  number: z.number().int(),
  title: z.string().nullable(),
  originalTitle: z.string().nullable(),
  verseCount: z.number().int(),
  /** How the rest of the world cites a sutta ('SN 4.23' for the Samyutta's 159th in the library); else null. */
  citation: z.string().nullable(),
});

export const bookDetailSchema = bookSummarySchema.extend({
  /** Number of chapters. */
  chapters: z.number().int(),
  /** Every chapter with its name where the source names it (surahs, kitabs, suttas, vaggas). */
  chapterTitles: z.array(chapterTitleSchema),
  translations: z.array(translationInfoSchema),
  defaultTranslation: z.string(),
});
export type BookDetail = z.infer<typeof bookDetailSchema>;

export const MAX_PARALLEL_TRANSLATIONS = 4;

export const scripturesQuerySchema = z.object({
  religion: religionParam,
  book: bookParam,
  chapter: z
    .string({ message: 'chapter is required' })
    .trim()
    .regex(/^\d{1,6}$/, 'chapter must be a whole number such as 1')
    .transform(Number)
    .pipe(z.number().int().min(1, 'chapter must be 1 or more')),
  translation: z.preprocess(blankAsUndefined, translationId.optional()),
  /** Comma-separated translation ids shown beside the main text ('wlc,kjv'). */
  parallel: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .trim()
      .regex(
        /^[a-z0-9][a-z0-9_.-]{0,39}(,[a-z0-9][a-z0-9_.-]{0,39})*$/i,
        'parallel must be translation ids separated by commas, such as wlc,kjv',
      )
      .transform((value) => [...new Set(value.split(','))])
      .refine((ids) => ids.length <= MAX_PARALLEL_TRANSLATIONS, {
        message: `parallel accepts at most ${MAX_PARALLEL_TRANSLATIONS} translations`,
      })
      .optional(),
  ),
});
export type ScripturesQuery = z.input<typeof scripturesQuerySchema>;

export const verseSchema = z.object({
  verse: z.number().int(),
  /** The main translation's text ('' when only a parallel text has this verse). */
  text: z.string(),
  /** Parallel texts by translation id, for the verses they have. */
  parallel: z.record(z.string(), z.string()).optional(),
  /** What the source records beside the text (a hadith's narrator, a sutta segment's id). */
  meta: z.record(z.string(), z.unknown()).optional(),
});
export type Verse = z.infer<typeof verseSchema>;

export const chapterResponseSchema = z.object({
  religion: religionIdSchema,
  book: z.string(),
  bookSlug: z.string(),
  chapter: z.number().int(),
  chapterCount: z.number().int(),
  chapterLabel: z.string(),
  chapterTitle: z.string().nullable(),
  chapterOriginalTitle: z.string().nullable(),
  /**
   * How the rest of the world cites this chapter, where it is a sutta ('SN 4.23'); else null. A chapter a browser
   * saved for offline reading before this field existed has none.
   */
  chapterCitation: z.string().nullable().default(null),
  /** 'John 3', "Qur'an 2", formatted by ScriptureRef. */
  reference: z.string(),
  translation: translationInfoSchema,
  parallels: z.array(translationInfoSchema),
  verses: z.array(verseSchema),
});
export type ChapterResponse = z.infer<typeof chapterResponseSchema>;

export const randomVerseSchema = z.object({
  /** The religion id, so 'Read full chapter' can open the reader there. */
  faith: religionIdSchema,
  book: z.string(),
  chapter: z.number().int(),
  verse: z.number().int(),
  text: z.string(),
  /** 'John 3:16', "Qur'an 94:5". */
  reference: z.string(),
  translation: z.string(),
  translationName: z.string(),
});
export type RandomVerse = z.infer<typeof randomVerseSchema>;
