import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { SpeechAudio } from './providers/tts-provider';

/** Least-recently-used audio, bounded by total bytes: a replayed reply or verse costs no provider call. */
export class AudioCache {
  private readonly entries: LRUCache<string, SpeechAudio>;

  constructor(maxBytes: number) {
    this.entries = new LRUCache<string, SpeechAudio>({
      maxSize: maxBytes,
      // lru-cache needs a positive size; an empty clip still takes an entry.
      sizeCalculation: (entry) => Math.max(1, entry.audio.byteLength),
    });
  }

  static key(parts: { provider: string; voiceId: string; settings: unknown; text: string }): string {
    const textHash = createHash('sha256').update(parts.text).digest('hex');
    return `${parts.provider}:${parts.voiceId}:${JSON.stringify(parts.settings)}:${textHash}`;
  }

  get(key: string): SpeechAudio | undefined {
    return this.entries.get(key);
  }

  /** A clip bigger than the whole budget is not kept. */
  set(key: string, entry: SpeechAudio): void {
    this.entries.set(key, entry);
  }

  get totalBytes(): number {
    return this.entries.calculatedSize;
  }
}
