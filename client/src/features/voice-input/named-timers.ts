export type TimerHandle = ReturnType<typeof setTimeout>;

/** How timers are set and cleared: the real ones by default, fakes in tests. */
export type TimerClock = {
  setTimer?: (callback: () => void, ms: number) => TimerHandle;
  clearTimer?: (handle: TimerHandle) => void;
};

export type NamedTimers<Name> = {
  /** Starts `name`, replacing a running timer of that name; `onFire(name)` runs when it ends. */
  start: (name: Name, ms: number) => void;
  cancel: (name: Name) => void;
  /** Names of the timers that are running. */
  running: () => Name[];
};

/**
 * The timers of a state machine's scheduler, one per name: a reducer asks for `startTimer` / `cancelTimer`
 * effects by name and gets a `timer` event back, so the reducer itself stays pure.
 */
export function createNamedTimers<Name>(
  onFire: (name: Name) => void,
  clock: TimerClock = {},
): NamedTimers<Name> {
  const setTimer = clock.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer = clock.clearTimer ?? ((handle) => clearTimeout(handle));
  const timers = new Map<Name, TimerHandle>();

  function cancel(name: Name) {
    const handle = timers.get(name);
    if (handle === undefined) return;
    clearTimer(handle);
    timers.delete(name);
  }

  return {
    start(name, ms) {
      cancel(name);
      timers.set(
        name,
        setTimer(() => {
          timers.delete(name);
          onFire(name);
        }, ms),
      );
    },
    cancel,
    running: () => [...timers.keys()],
  };
}
