import { createHash } from 'node:crypto';

export type CachedResponse = { body: string; etag: string };

/** A strong ETag from the exact bytes sent, so identical text stays cacheable across restarts. */
export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** RFC 9110 If-None-Match: a list of (possibly weak) tags, or '*'. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Serialised chapter responses, least recently used dropped first once over the byte budget. A chapter read is
 * then one Map lookup: the hot path the reader hits on every chapter change.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  private bytes = 0;
  private generation = '';

  constructor(private readonly maxBytes: number) {}

  get(generation: string, key: string): CachedResponse | undefined {
    if (generation !== this.generation) return undefined;
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(generation: string, key: string, entry: CachedResponse): void {
    if (generation !== this.generation) this.clear(generation);
    const size = entry.body.length * 2;
    if (size > this.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) this.bytes -= previous.body.length * 2;
    this.entries.set(key, entry);
    this.bytes += size;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldestKey);
      this.bytes -= oldest.body.length * 2;
    }
  }

  private clear(generation: string) {
    this.entries.clear();
    this.bytes = 0;
    this.generation = generation;
  }
}
