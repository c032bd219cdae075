import { z } from 'zod';
import { religionIds } from '../scripture/religions';

/*
 * Sharing a verse (ADR 0051): a 1080×1080 PNG card of one verse, rendered on the server, for the Web Share API
 * or a download. The verse is addressed like a study item (religion, book, chapter, verse, translation), so a
 * book name shared by two traditions ('Genesis') is never ambiguous.
 */

export const shareVerseImagePath = '/api/share/verse.png';

const positiveInt = (name: string) =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .max(100_000, `${name} must be at most 100000`);

export const shareVerseQuerySchema = z.strictObject({
  religion: z.enum(religionIds, { message: `religion must be one of ${religionIds.join(', ')}` }),
  book: z
    .string({ message: 'book is required' })
    .trim()
    .min(1, 'book is required')
    .max(200, 'book must be at most 200 characters')
    // PostgreSQL text cannot hold NUL, and no book name has a control character.
    .regex(/^[^\p{Cc}]*$/u, 'book must not contain control characters'),
  chapter: positiveInt('chapter'),
  verse: positiveInt('verse'),
  /** A translation id ('web', 'quran-arabic'); without it the tradition's default translation. */
  translation: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_.-]{0,39}$/i, 'translation must be a translation id such as web or kjv')
    .optional(),
});
export type ShareVerseQuery = z.input<typeof shareVerseQuerySchema>;

/** 'Qur'an 1:1' → 'sacred-circle-quran-1-1.png': a plain file name for the downloaded card. */
export function shareCardFileName(reference: string): string {
  const slug = reference
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return `sacred-circle-${slug || 'verse'}.png`;
}
