import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-error';
import type { VerseOfTheDay } from '../../../common/api/study';
import { localDate, type LocalDay } from '../../../common/journey/time-zone';
import { notableVerses } from '../../../common/scripture/notable-verses';
import { formatScriptureRef, type VerseScriptureRef } from '../../../common/scripture/scripture-ref';
import { readVerseInBestTranslation } from './store';

/** FNV-1a: a stable spread of calendar days over the pool, the same on every server and every run. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The notable verse of a calendar day: everyone whose local date is `day` gets this one. */
export function notableVerseOf(day: LocalDay): VerseScriptureRef {
  return notableVerses[hashOf(day) % notableVerses.length]!;
}

export function deepLinkOf(ref: VerseScriptureRef): string {
  const params = new URLSearchParams({
    religion: ref.religion,
    book: ref.book,
    chapter: String(ref.chapter),
    verse: String(ref.verse),
  });
  return `/dashboard?${params.toString()}`;
}

export async function verseOfTheDay(
  db: Database,
  timeZone = 'UTC',
  now = new Date(),
): Promise<VerseOfTheDay> {
  const date = localDate(now, timeZone);
  const ref = notableVerseOf(date);
  const found = await readVerseInBestTranslation(db, ref);
  if (!found) {
    throw notFound(
      `Today's verse, ${formatScriptureRef(ref)}, is not in the library yet. Import the scriptures first.`,
    );
  }
  return {
    date,
    religion: ref.religion,
    book: ref.book,
    chapter: ref.chapter,
    verse: ref.verse,
    reference: formatScriptureRef({ ...ref, verseEnd: undefined }),
    translation: found.translation,
    translationName: found.translationName,
    text: found.text,
    link: deepLinkOf(ref),
  };
}
