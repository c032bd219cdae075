/**
 * The requests the app is answering now. PGlite has one connection and runs each statement on the event loop, so
 * the corpus importer checks this before each of its short write steps and lets these requests have the
 * connection first (server/corpus/write-pacer.ts).
 */
export type RequestsInFlight = {
  /** Counts a request from now until the returned function is called (a second call does nothing). */
  begin(): () => void;
  /**
   * How many requests that began less than `maxAgeMs` ago are still open. Older ones are streams (a chat answer)
   * or a slow client, which the import should not wait out.
   */
  recent(maxAgeMs: number): number;
};

export function createRequestsInFlight(now: () => number = () => performance.now()): RequestsInFlight {
  const open = new Map<number, number>();
  let nextId = 0;
  return {
    begin() {
      const id = nextId++;
      open.set(id, now());
      return () => {
        open.delete(id);
      };
    },
    recent(maxAgeMs) {
      const since = now() - maxAgeMs;
      let count = 0;
      for (const began of open.values()) if (began >= since) count += 1;
      return count;
    },
  };
}
