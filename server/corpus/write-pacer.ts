/**
 * Paces the PGlite importer's write steps so chapter reads and searches keep their budgets while it runs. PGlite has
 * one connection and runs each statement synchronously on the event loop: a request that arrives during a write
 * waits for the whole statement. So before each step the importer lets the open requests finish (for a bounded
 * time, so it still ends under constant load), and it sizes its batches of verses by the time they take, not only
 * by their text: a batch that took longer than the target shrinks the next one.
 */
/**
 * Lets the requests that arrived meanwhile run: a source's loader calls it between files, since parsing and
 * cleaning a large source at once held reads for 400-550 ms.
 */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export type PacerClock = {
  now(): number;
  sleep(ms: number): Promise<void>;
};

export const realClock: PacerClock = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export type PacerSettings = {
  /** Requests open now that the importer should let go first. */
  readersWaiting(): number;
  clock: PacerClock;
  /** The longest a write step waits for readers before it runs anyway. */
  maxWaitMs: number;
  /** How often it looks again while readers are open. */
  pollMs: number;
  /** What one batch of verses should take. */
  targetMs: number;
  /** Bounds and start of a batch's size, in characters of verse text. */
  minChars: number;
  maxChars: number;
  initialChars: number;
};

export type WritePacer = {
  /** Resolves when no reader is open, or after maxWaitMs. */
  waitForReaders(): Promise<void>;
  /** The size of the next batch of verses, in characters. */
  batchChars(): number;
  /** Records how long a batch of `chars` characters took, which sizes the next one. */
  batchTook(ms: number, chars: number): void;
};

export function createWritePacer(settings: PacerSettings): WritePacer {
  const { clock } = settings;
  let chars = settings.initialChars;
  const clamp = (value: number) =>
    Math.round(Math.min(settings.maxChars, Math.max(settings.minChars, value)));
  return {
    async waitForReaders() {
      const deadline = clock.now() + settings.maxWaitMs;
      while (settings.readersWaiting() > 0 && clock.now() < deadline) await clock.sleep(settings.pollMs);
    },
    batchChars: () => chars,
    batchTook(ms, batchChars) {
      if (batchChars <= 0) return;
      // The rate this batch wrote at, aimed at the target; growth is capped so one fast batch (before a GIN
      // pending-list merge, say) cannot make the next one several times longer.
      const fitting = (batchChars * settings.targetMs) / Math.max(ms, 0.1);
      chars = clamp(Math.min(fitting, chars * 1.5));
    },
  };
}
