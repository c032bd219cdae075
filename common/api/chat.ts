import { z } from 'zod';
import { personaIds } from '../personas';
import { religionIds } from '../scripture/religions';
import { verseScriptureRefSchema } from '../scripture/scripture-ref';

/*
 * The AI scholar's contract: chat messages, compare results, and the message and theme rules of docs/product.md.
 * Times travel as ISO 8601 strings.
 */

export const MESSAGE_MAX_LENGTH = 2000;
export const THEME_MAX_LENGTH = 120;
export const COMPARE_DEFAULT_VERSES = 5;
export const COMPARE_MAX_VERSES = 10;

/** Made by the client from the time, once per dashboard visit, so one visit is one conversation in the history. */
export const chatSessionIdSchema = z
  .string({ message: 'sessionId must be a string' })
  .trim()
  .min(1, 'sessionId is required')
  .max(100, 'sessionId must be at most 100 characters')
  .regex(/^[\w.:-]+$/, 'sessionId may only hold letters, digits and . _ : -');

export const chatContextSchema = z.strictObject({
  religion: z
    .enum(religionIds, { message: `religion must be one of ${religionIds.join(', ')}` })
    .nullable()
    .optional(),
  book: z.string().trim().max(120, 'book must be at most 120 characters').nullable().optional(),
  chapter: z
    .number({ message: 'chapter must be a number' })
    .int('chapter must be a whole number')
    .min(1, 'chapter must be at least 1')
    .max(100_000, 'chapter is too large')
    .nullable()
    .optional(),
  multiReligiousPerspective: z
    .boolean({ message: 'multiReligiousPerspective must be true or false' })
    .optional(),
  /** The persona's name as the client shows it ('Islamic Mufti' or 'Islamic Scholar'), or null. */
  persona: z.string().trim().max(60, 'persona must be at most 60 characters').nullable().optional(),
});
export type ChatContext = z.infer<typeof chatContextSchema>;

export const chatRequestSchema = z.strictObject({
  sessionId: chatSessionIdSchema,
  message: z
    .string({ message: 'message must be a string' })
    .trim()
    .min(1, 'Please type a message first.')
    .max(MESSAGE_MAX_LENGTH, `message must be at most ${MESSAGE_MAX_LENGTH} characters`),
  context: chatContextSchema.optional(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** A verse the reply cites: the one verse address shape, with its label as the reply wrote it. */
export const verseReferenceSchema = verseScriptureRefSchema.extend({
  /** 'Matthew 6:14' */
  reference: z.string(),
});
export type VerseReference = z.infer<typeof verseReferenceSchema>;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  sessionId: z.string(),
  type: z.enum(['user', 'ai']),
  /** AI content wraps each tradition's name in perspective tags, followed by that tradition's text. */
  content: z.string(),
  context: z.record(z.string(), z.unknown()).nullable(),
  /** The checked references an AI reply cites (all of them exist in the library). */
  verseReference: z.array(verseReferenceSchema).nullable(),
  isInterrupted: z.boolean(),
  /**
   * The language model gave no answer (an error, a timeout, an empty reply) and this is the offline guide's
   * answer from the same passages instead; the reader is told so (OFFLINE_FALLBACK_LABEL).
   */
  offlineFallback: z.boolean(),
  /**
   * The question named suicide or self-harm (the reader's own danger, someone else's, or the subject): the reply is
   * shown with the lines that can help now (common/chat/support-lines.ts).
   */
  supportLines: z.boolean(),
  responseLatency: z.number().int().nullable(),
  timestamp: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** What the reader is shown under an answer the offline guide gave because the model could not. */
export const OFFLINE_FALLBACK_LABEL =
  'The AI model could not answer just now, so the offline guide answered instead: every passage is quoted word for word from the library.';

/** The compare summary when the model could not write it (the verses are still the library's). */
export const SUMMARY_UNAVAILABLE =
  'The AI summary is unavailable right now. The verses below are quoted from the library.';

export const guideKindSchema = z.enum(['offline', 'openai-compatible']);
export type GuideKind = z.infer<typeof guideKindSchema>;

export const personaSummarySchema = z.object({ id: z.enum(personaIds), name: z.string() });

/**
 * Traditions an answer would quote whose scripture is still being imported: the answer may leave them out or
 * quote less of them, and says so instead of passing over them in silence. Empty once the library is complete.
 */
export const importingTraditionsSchema = z.array(z.enum(religionIds));

export const chatReplySchema = z.object({
  userMessage: chatMessageSchema,
  aiMessage: chatMessageSchema,
  persona: personaSummarySchema,
  guide: guideKindSchema,
  importing: importingTraditionsSchema,
});
export type ChatReply = z.infer<typeof chatReplySchema>;

export const chatSessionParamsSchema = z.strictObject({ sessionId: chatSessionIdSchema });

export const chatHistorySchema = z.object({ sessionId: z.string(), messages: z.array(chatMessageSchema) });
export type ChatHistory = z.infer<typeof chatHistorySchema>;

export const chatClearedSchema = z.object({ sessionId: z.string(), deleted: z.number().int() });

/** A 400 whose error contains 'Message blocked to promote unity' shows the moderation notice. */
export const MODERATION_ERROR = 'Message blocked to promote unity';
export const moderationBlockSchema = z.object({
  error: z.literal(MODERATION_ERROR),
  message: z.string(),
  suggestion: z.string(),
  details: z.unknown().optional(),
});
export type ModerationBlock = z.infer<typeof moderationBlockSchema>;

/**
 * Server-sent events of POST /api/chat/stream, in order: start, delta..., done (or error); a `fallback` may come
 * between the deltas. Lines starting with ':' are keep-alive comments sent while the model is silent.
 */
export const chatStreamEventSchema = z.discriminatedUnion('event', [
  z.object({
    event: z.literal('start'),
    userMessage: chatMessageSchema,
    persona: personaSummarySchema,
    guide: guideKindSchema,
    importing: importingTraditionsSchema,
  }),
  z.object({ event: z.literal('delta'), text: z.string() }),
  /**
   * The model failed: the text shown so far is withdrawn and the offline guide's answer follows as deltas (the
   * done message has offlineFallback set).
   */
  z.object({ event: z.literal('fallback'), message: z.string() }),
  z.object({ event: z.literal('done'), aiMessage: chatMessageSchema }),
  z.object({ event: z.literal('error'), error: z.string(), message: z.string() }),
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>;

export const compareRequestSchema = z.strictObject({
  theme: z
    .string({ message: 'theme must be a string' })
    .trim()
    .min(1, 'Please choose or type a theme.')
    .max(THEME_MAX_LENGTH, `theme must be at most ${THEME_MAX_LENGTH} characters`),
  sessionId: chatSessionIdSchema,
  maxVersesPerReligion: z
    .number({ message: 'maxVersesPerReligion must be a number' })
    .int('maxVersesPerReligion must be a whole number')
    .min(1, 'maxVersesPerReligion must be at least 1')
    .max(COMPARE_MAX_VERSES, `maxVersesPerReligion must be at most ${COMPARE_MAX_VERSES}`)
    .default(COMPARE_DEFAULT_VERSES),
});
export type CompareRequest = z.input<typeof compareRequestSchema>;

export const compareVerseSchema = z.object({
  text: z.string(),
  reference: z.string(),
  /** How the rest of the world cites it, where the library numbers it otherwise ('SN 4.23'). */
  citation: z.string().optional(),
  book: z.string(),
  chapter: z.number().int(),
  verse: z.number().int(),
  verseEnd: z.number().int().optional(),
  translation: z.string(),
  translationName: z.string(),
});
export type CompareVerse = z.infer<typeof compareVerseSchema>;

export const compareResultSchema = z.object({
  theme: z.string(),
  /** An intro and one perspective per tradition (perspective tags). */
  aiSummary: z.string(),
  /** The model could not write the summary: aiSummary says so, and the verses stand on their own. */
  summaryUnavailable: z.boolean(),
  verses: z.partialRecord(z.enum(religionIds), z.array(compareVerseSchema)),
  guide: guideKindSchema,
  importing: importingTraditionsSchema,
  /** When no tradition had a passage: the lexicon's themes nearest to what was typed, to try instead. */
  suggestions: z.array(z.string()).optional(),
});
export type CompareResult = z.infer<typeof compareResultSchema>;

/** The preset themes of the compare panel, ranked when the server starts so the first click is fast. */
export const compareThemes = [
  'love',
  'compassion',
  'wisdom',
  'faith',
  'hope',
  'justice',
  'redemption',
  'soul',
  'afterlife',
  'meaning of life',
] as const;
