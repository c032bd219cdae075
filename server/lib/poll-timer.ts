import type { FastifyInstance } from 'fastify';

/**
 * Runs `run` with the current time every `everyMs` on this server (0: never, as tests do, driving it by hand with
 * a given instant), once when the app is ready, and never twice at once; it stops when the app closes.
 */
export function pollEvery(
  app: FastifyInstance,
  everyMs: number,
  what: string,
  run: (now: Date) => Promise<unknown>,
): void {
  if (everyMs === 0) return;
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    run(new Date())
      .then((result) => app.log.debug(result, what))
      .catch((error: unknown) => app.log.warn({ err: error }, `${what} failed`))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  app.addHook('onReady', async () => tick());
  app.addHook('onClose', async () => clearInterval(timer));
}
