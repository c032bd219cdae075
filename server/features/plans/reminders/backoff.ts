/*
 * How a failed reminder send is retried: four more attempts, 1, 4, 16 and 64 minutes apart. A reminder is about
 * today's reading, so after about an hour and a half of failures it is given up rather than sent hours late.
 */

export const MAX_ATTEMPTS = 5;
const FIRST_DELAY_MS = 60 * 1000;

/** The wait before the next attempt after `attempts` failed ones, or null when no attempt is left. */
export function retryDelayMs(attempts: number): number | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  return FIRST_DELAY_MS * 4 ** (Math.max(attempts, 1) - 1);
}
