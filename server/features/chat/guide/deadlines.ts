/**
 * Why a model gave no answer: no first text or no end in time, an error (HTTP status, broken stream), nothing
 * at all, or nothing left once its unfounded sentences were taken out. The offline guide answers instead.
 */
export type GuideFailureReason = 'first-token-timeout' | 'total-timeout' | 'error' | 'empty' | 'ungrounded';

export class GuideFailure extends Error {
  constructor(
    readonly reason: GuideFailureReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'GuideFailure';
  }
}

export type Deadlines = {
  /** Longest wait for the model's first piece of text. */
  firstTokenMs: number;
  /** Longest time for the whole reply. */
  totalMs: number;
  /** The reader went away: the model call is cancelled too. */
  signal?: AbortSignal;
};

/** Where the deadlines' timers come from: the real clock, unless a test put in its own. */
export type DeadlineTimers = {
  start(onPassed: () => void, ms: number): unknown;
  cancel(timer: unknown): void;
};

const realTimers: DeadlineTimers = {
  start: (onPassed, ms) => setTimeout(onPassed, ms),
  cancel: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};
let timers = realTimers;

/**
 * Puts in another timer source so a test decides when a deadline passes instead of waiting for it (the app's
 * model calls take their deadlines from config, so the source cannot be passed along). Returns the undo.
 */
export function replaceDeadlineTimers(source: DeadlineTimers): () => void {
  timers = source;
  return () => {
    timers = realTimers;
  };
}

/**
 * Runs a streamed reply under two deadlines. `start` gets a signal that is aborted when a deadline passes, the
 * reader leaves or the consumer stops early, so the HTTP call to the model is cancelled rather than left running.
 * A reply that hangs (even one that ignores its signal) ends with a GuideFailure at its deadline; any other error
 * of the model becomes a GuideFailure('error'), except when the reader left, which rethrows the abort as is.
 */
export async function* withDeadlines(
  start: (signal: AbortSignal) => AsyncIterable<string>,
  deadlines: Deadlines,
): AsyncGenerator<string> {
  const controller = new AbortController();
  let failure: GuideFailure | null = null;
  const fail = (reason: GuideFailureReason, message: string) => {
    failure ??= new GuideFailure(reason, message);
    controller.abort(failure);
  };
  const onLeave = () => controller.abort(deadlines.signal?.reason);
  if (deadlines.signal?.aborted) onLeave();
  deadlines.signal?.addEventListener('abort', onLeave, { once: true });
  const clock = timers;
  let firstTimer: unknown = clock.start(
    () => fail('first-token-timeout', `no text from the model within ${deadlines.firstTokenMs} ms`),
    deadlines.firstTokenMs,
  );
  const totalTimer = clock.start(
    () => fail('total-timeout', `the model did not finish within ${deadlines.totalMs} ms`),
    deadlines.totalMs,
  );
  const stopped = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
  });
  stopped.catch(() => undefined);

  let iterator: AsyncIterator<string> | undefined;
  try {
    iterator = start(controller.signal)[Symbol.asyncIterator]();
    for (;;) {
      const next = await Promise.race([iterator.next(), stopped]);
      if (next.done) return;
      if (firstTimer !== undefined && next.value.trim()) {
        clock.cancel(firstTimer);
        firstTimer = undefined;
      }
      yield next.value;
    }
  } catch (error) {
    if (failure) throw failure;
    if (deadlines.signal?.aborted) throw error;
    if (error instanceof GuideFailure) throw error;
    throw new GuideFailure('error', error instanceof Error ? error.message : String(error), { cause: error });
  } finally {
    if (firstTimer !== undefined) clock.cancel(firstTimer);
    clock.cancel(totalTimer);
    deadlines.signal?.removeEventListener('abort', onLeave);
    // Stopped early (the reader left, a deadline passed, the consumer broke off): the call to the model ends here.
    if (!controller.signal.aborted) controller.abort(new Error('the reply was not read to the end'));
    void iterator?.return?.()?.catch(() => undefined);
  }
}
