import { z } from 'zod';
import { religionIds } from '../scripture/religions';

export const SEARCH_QUERY_MAX_LENGTH = 200;
export const SEARCH_DEFAULT_LIMIT = 20;
export const SEARCH_MAX_LIMIT = 50;
/** More words than any question needs; each one is another term the database must look up and rank. */
export const SEARCH_MAX_WORDS = 30;

const wordCount = (query: string) => query.split(/\s+/).filter(Boolean).length;

const blankAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const searchQuerySchema = z.object({
  q: z
    .string({ message: 'q is required: the words to search for' })
    .trim()
    .min(1, 'q is required: the words to search for')
    .max(SEARCH_QUERY_MAX_LENGTH, `q must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`)
    .refine((query) => wordCount(query) <= SEARCH_MAX_WORDS, {
      message: `q must have at most ${SEARCH_MAX_WORDS} words: search for the few that matter most`,
    }),
  religion: z.preprocess(blankAsUndefined, z.string().trim().max(40).optional()),
  translation: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9_.-]{0,39}$/i, 'translation must be a translation id such as web or kjv')
      .optional(),
  ),
  limit: z.preprocess(
    blankAsUndefined,
    z.coerce
      .number({ message: 'limit must be a whole number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(SEARCH_MAX_LIMIT, `limit must be at most ${SEARCH_MAX_LIMIT}`)
      .default(SEARCH_DEFAULT_LIMIT),
  ),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

/**
 * A snippet as plain-text pieces, the matched words flagged: the client renders them as text (a <mark> per
 * highlighted piece), so nothing in a verse or a query can inject markup.
 */
export const snippetPartSchema = z.object({ text: z.string(), highlight: z.boolean() });
export type SnippetPart = z.infer<typeof snippetPartSchema>;

export const searchResultSchema = z.object({
  religion: z.enum(religionIds),
  book: z.string(),
  chapter: z.number().int(),
  verse: z.number().int(),
  /** 'John 3:16', formatted by ScriptureRef. */
  reference: z.string(),
  /** How the rest of the world cites it, where the library numbers it otherwise ('SN 4.23'). */
  citation: z.string().optional(),
  translation: z.string(),
  text: z.string(),
  snippet: z.array(snippetPartSchema),
  rank: z.number(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** A passage the query names by reference ('John 3:16', 'MN 10'): where the reader opens it, and its text. */
export const referencedPassageSchema = z.object({
  religion: z.enum(religionIds),
  book: z.string(),
  chapter: z.number().int(),
  /** The verse the reader opens (a whole chapter's first). */
  verse: z.number().int(),
  /** How the reader names it: 'John 3:16', "Qur'an 2:255", 'Dhammapada 183', 'Majjhima Nikaya 10'. */
  reference: z.string(),
  text: z.string(),
});
export type ReferencedPassage = z.infer<typeof referencedPassageSchema>;

export const referencedPassagesSchema = z.object({
  /** Every reading the library holds, the likeliest first; empty when the passage named is not there. */
  passages: z.array(referencedPassageSchema),
  /** Why nothing was found ('There is no John 3:99: John 3 has 36 verses.'), or which book numbers alone meant. */
  note: z.string().nullable(),
});
export type ReferencedPassages = z.infer<typeof referencedPassagesSchema>;

export const searchResponseSchema = z.object({
  query: z.string(),
  /** Present when the query is a reference: then it is the answer, and no words are searched. */
  referenced: referencedPassagesSchema.optional(),
  /** Matching verses in every tradition searched. */
  total: z.number().int(),
  /** Matches per tradition (every religion present, 0 when none). */
  counts: z.record(z.enum(religionIds), z.number().int()),
  results: z.array(searchResultSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
