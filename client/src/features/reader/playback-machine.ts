import type { SpeechHandle, VoiceDriver } from '@/lib/speech/voice-driver';

/*
 * Reading playback (docs/product.md, Reader) as an explicit state machine: stopped, playing, paused.
 * It knows nothing of the DOM: a VoiceDriver speaks one text at a time, and the machine owns the timers that
 * advance from verse to verse, so fake timers drive it in tests and speechSynthesis or a server voice in the app.
 */

export type PlaybackStatus = 'stopped' | 'playing' | 'paused';

export type PlaybackState = {
  status: PlaybackStatus;
  /** The verse (0-based index into the loaded texts) being read or paused on; null when stopped. */
  verseIndex: number | null;
};

export type TimerApi = {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

export type PlaybackEvents = {
  /** A verse could not be read (no voice, or the voice failed); playback moves on after the skip delay. */
  onVerseFailed?: (verseIndex: number, reason: 'no-voice' | 'error', error?: unknown) => void;
};

export const DEFAULT_PAUSE_BETWEEN_VERSES_MS = 1500;
export const SKIP_FAILED_VERSE_AFTER_MS = 500;

const realTimers: TimerApi = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export class PlaybackMachine {
  private texts: readonly string[] = [];
  private state: PlaybackState = { status: 'stopped', verseIndex: null };
  private pauseMs: number;
  private readonly timers: TimerApi;
  /** Read one verse only (a verse card's read-aloud button), not on to the end of the chapter. */
  private singleVerse = false;
  private speech: SpeechHandle | null = null;
  /** The speech is paused in place (not abandoned): resume() continues it. */
  private held = false;
  private timer: unknown = null;
  /** The verse resume() reads: the interrupted one, or the next one when paused between verses. */
  private resumeIndex: number | null = null;
  /** Bumped whenever speech or a timer is abandoned: their late callbacks carry an old value and are ignored. */
  private generation = 0;
  private readonly listeners = new Set<(state: PlaybackState) => void>();

  constructor(
    private readonly driver: VoiceDriver,
    private readonly events: PlaybackEvents = {},
    options: { pauseBetweenVersesMs?: number; timers?: TimerApi } = {},
  ) {
    this.pauseMs = options.pauseBetweenVersesMs ?? DEFAULT_PAUSE_BETWEEN_VERSES_MS;
    this.timers = options.timers ?? realTimers;
  }

  getState(): PlaybackState {
    return this.state;
  }

  subscribe(listener: (state: PlaybackState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** New verses (another chapter or translation): whatever was playing stops. */
  load(texts: readonly string[]): void {
    this.stop();
    this.texts = [...texts];
  }

  /** Takes effect from the next gap between verses. */
  setPauseBetweenVerses(ms: number): void {
    this.pauseMs = Math.max(0, ms);
  }

  /** Reads from `fromIndex` (default the first verse) verse by verse to the end; `single` reads that verse only. */
  play(fromIndex = 0, options: { single?: boolean } = {}): void {
    if (!Number.isInteger(fromIndex) || fromIndex < 0 || fromIndex >= this.texts.length) return;
    this.abandonCurrent();
    this.singleVerse = options.single ?? false;
    this.speakVerse(fromIndex);
  }

  /**
   * Halts the audio and blocks the advance. A voice that can pause (server audio) holds its place and resume
   * continues it; otherwise (speechSynthesis, whose pause is unreliable) resume reads the verse again.
   */
  pause(): void {
    if (this.state.status !== 'playing') return;
    const resumeAt = this.resumeIndex;
    if (this.speech?.pause?.()) {
      this.held = true;
      this.setState({ status: 'paused', verseIndex: resumeAt });
      return;
    }
    this.abandonCurrent();
    this.resumeIndex = resumeAt;
    this.setState({ status: 'paused', verseIndex: resumeAt });
  }

  resume(): void {
    if (this.state.status !== 'paused' || this.resumeIndex === null) return;
    if (this.held && this.speech?.resume?.()) {
      this.held = false;
      this.setState({ status: 'playing', verseIndex: this.resumeIndex });
      return;
    }
    const resumeAt = this.resumeIndex;
    this.abandonCurrent();
    this.speakVerse(resumeAt);
  }

  /** The Space shortcut: play from the first verse when stopped, else pause or resume. */
  toggle(): void {
    if (this.state.status === 'playing') this.pause();
    else if (this.state.status === 'paused') this.resume();
    else this.play(0);
  }

  /** Stops and resets: the next play starts from the first verse. */
  stop(): void {
    this.abandonCurrent();
    this.singleVerse = false;
    this.setState({ status: 'stopped', verseIndex: null });
  }

  /** Stops and forgets listeners: for when the reader unmounts. */
  dispose(): void {
    this.stop();
    this.listeners.clear();
  }

  private speakVerse(index: number): void {
    const generation = ++this.generation;
    const isCurrent = () => generation === this.generation;
    this.resumeIndex = index;
    this.setState({ status: 'playing', verseIndex: index });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled || !isCurrent()) return;
      settled = true;
      this.speech = null;
      outcome();
    };
    const handle = this.driver.speak(this.texts[index]!, {
      onEnd: () => settle(() => this.afterVerse(index, this.pauseMs)),
      onError: (error) =>
        settle(() => {
          this.events.onVerseFailed?.(index, 'error', error);
          this.afterVerse(index, SKIP_FAILED_VERSE_AFTER_MS);
        }),
    });
    if (handle === null) {
      settle(() => {
        this.events.onVerseFailed?.(index, 'no-voice');
        this.afterVerse(index, SKIP_FAILED_VERSE_AFTER_MS);
      });
    } else if (!settled && isCurrent()) {
      this.speech = handle;
    }
  }

  /** After a verse: wait `delayMs`, then read the next one, or stop at the end of the chapter (or single verse). */
  private afterVerse(index: number, delayMs: number): void {
    const next = index + 1;
    const finished = this.singleVerse || next >= this.texts.length;
    this.resumeIndex = finished ? index : next;
    if (this.held) {
      // The held audio broke off while paused: stay paused; resume goes on from the next verse.
      this.held = false;
      this.setState({ status: 'paused', verseIndex: this.resumeIndex });
      return;
    }
    const generation = this.generation;
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      if (generation !== this.generation) return;
      if (finished) this.stop();
      else this.speakVerse(next);
    }, delayMs);
  }

  private abandonCurrent(): void {
    this.generation += 1;
    this.held = false;
    if (this.timer !== null) {
      this.timers.clearTimeout(this.timer);
      this.timer = null;
    }
    this.resumeIndex = null;
    const speech = this.speech;
    this.speech = null;
    speech?.cancel();
  }

  private setState(next: PlaybackState): void {
    if (next.status === this.state.status && next.verseIndex === this.state.verseIndex) return;
    this.state = next;
    for (const listener of this.listeners) listener(next);
  }
}
