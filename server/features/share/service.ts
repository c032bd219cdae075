import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-error';
import type { WorkQueue } from '../../lib/work-queue';
import type { ShareVerseQuery } from '../../../common/api/share';
import { formatScriptureRef } from '../../../common/scripture/scripture-ref';
import { renderVerseCard, type CardVerse } from './card-render';
import { readSharedVerse } from './store';

/** Bumped when the card's look changes, so browsers and caches holding the old image fetch the new one. */
const CARD_DESIGN = '1';
/** About 100-350 KB a card: 64 cards stay well under 32 MB. */
const MAX_CACHED_CARDS = 64;

export type VerseCardImage = { png: Buffer; etag: string; reference: string; translation: string };
type ResolvedQuery = Omit<ShareVerseQuery, 'chapter' | 'verse'> & { chapter: number; verse: number };

/** The share cards kept between requests: built once when the routes register, passed first to verseCard. */
export type ShareCardDeps = {
  /** Recently rendered cards, least recently used dropped first; the key is the ETag (what the card shows). */
  cache: LRUCache<string, Buffer>;
  /** One render per card at a time: a burst of the same share link renders once. */
  rendering: Map<string, Promise<Buffer>>;
  /**
   * Renders a few cards at a time: drawing holds the event loop 10-30 ms a card and the PNG encoding ~100 ms of a
   * libuv thread, which sign-in hashing and file reads share; a burst past the queue is a 503.
   */
  queue: WorkQueue;
};

export function createShareCardDeps(queue: WorkQueue): ShareCardDeps {
  return { cache: new LRUCache<string, Buffer>({ max: MAX_CACHED_CARDS }), rendering: new Map(), queue };
}

/** Renders (or finds in the cache) the share card of one verse; a 404 when the library does not hold it. */
export async function verseCard(
  deps: ShareCardDeps,
  db: Database,
  query: ResolvedQuery,
): Promise<VerseCardImage> {
  const found = await readSharedVerse(db, query);
  if (!found) {
    const reference = formatScriptureRef({ ...query, verse: query.verse });
    throw notFound(
      query.translation
        ? `${reference} is not in the library in the translation "${query.translation}".`
        : `${reference} is not in the library.`,
    );
  }
  const card: CardVerse = {
    text: found.text,
    reference: formatScriptureRef({
      religion: query.religion,
      book: query.book,
      chapter: query.chapter,
      verse: query.verse,
    }),
    translationName: found.translationName,
    language: found.language,
    direction: found.direction,
  };
  const etag = `"${createHash('sha1')
    .update(JSON.stringify([CARD_DESIGN, card]))
    .digest('base64url')}"`;
  let png = deps.cache.get(etag);
  if (!png) {
    let pending = deps.rendering.get(etag);
    if (!pending) {
      pending = deps.queue.run(() => renderVerseCard(card)).finally(() => deps.rendering.delete(etag));
      deps.rendering.set(etag, pending);
    }
    png = await pending;
    deps.cache.set(etag, png);
  }
  return { png, etag, reference: card.reference, translation: found.translation };
}

/** RFC 9110 If-None-Match: a list of (possibly weak) tags, or '*'. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
