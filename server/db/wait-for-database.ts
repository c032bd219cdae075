import { RetryLimitError, retryWithBackoff } from '../lib/retry-with-backoff';
import type { DatabaseHandle } from './client';

/** SQLSTATE classes that waiting does not fix: bad credentials (28), a database that does not exist (3D). */
function isPermanent(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && (code.startsWith('28') || code.startsWith('3D'));
}

/** A short reason for one line: the error code when there is one, else the first line of the message. */
export function shortReason(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' && message ? message.split('\n')[0]! : '';
  if (typeof code === 'string' && code)
    return text && !text.includes(code) ? `${code}: ${text}` : text || code;
  return text || String(error);
}

export class DatabaseStartError extends Error {
  override name = 'DatabaseStartError';
}

/**
 * At start, PostgreSQL may not be up yet (the machine booting, a container started alongside): retry with
 * backoff, one line per failed attempt naming host:port (the URL's password never appears), for at most
 * limitSeconds. Throws a DatabaseStartError whose message is the one line to print before exiting.
 * PGlite is in-process: nothing to wait for.
 */
export async function waitForDatabase(
  database: DatabaseHandle,
  options: {
    limitSeconds: number;
    /** Bounds each attempt's ping once connected (the pool's connect timeout bounds the connection). */
    attemptTimeoutMs: number;
    log: (line: string) => void;
    now?: () => number;
    sleep?: (ms: number) => Promise<void>;
  },
): Promise<void> {
  if (database.driver !== 'postgres') return;
  const target = `PostgreSQL at ${database.location.split('/')[0]}`;
  try {
    await retryWithBackoff({
      attempt: () => database.ping(options.attemptTimeoutMs),
      limitMs: options.limitSeconds * 1000,
      isPermanent,
      onRetry: ({ attempt, error, delayMs }) =>
        options.log(
          `${target} is not reachable (${shortReason(error)}): attempt ${attempt} failed, ` +
            `retrying in ${(delayMs / 1000).toFixed(1)} s (giving up after ${options.limitSeconds} s)`,
        ),
      now: options.now,
      sleep: options.sleep,
    });
  } catch (error) {
    if (error instanceof RetryLimitError) {
      throw new DatabaseStartError(
        `${target} did not answer within ${options.limitSeconds} s (${shortReason(error.lastError)}) ` +
          `after ${error.attempts} attempt${error.attempts === 1 ? '' : 's'}; exiting`,
      );
    }
    throw new DatabaseStartError(`${target} refused the connection (${shortReason(error)}); exiting`);
  }
}
