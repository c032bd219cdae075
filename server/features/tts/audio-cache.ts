import { createHash } from 'node:crypto';
import type { SpeechAudio } from './providers/tts-provider';

/** Least-recently-used audio, bounded by total bytes: a replayed reply or verse costs no provider call. */
export class AudioCache {
  private readonly entries = new Map<string, SpeechAudio>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  static key(parts: { provider: string; voiceId: string; settings: unknown; text: string }): string {
    const textHash = createHash('sha256').update(parts.text).digest('hex');
    return `${parts.provider}:${parts.voiceId}:${JSON.stringify(parts.settings)}:${textHash}`;
  }

  get(key: string): SpeechAudio | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: SpeechAudio): void {
    if (entry.audio.byteLength > this.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.bytes -= previous.audio.byteLength;
      this.entries.delete(key);
    }
    this.entries.set(key, entry);
    this.bytes += entry.audio.byteLength;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldestKey);
      this.bytes -= oldest.audio.byteLength;
    }
  }

  get totalBytes(): number {
    return this.bytes;
  }
}
