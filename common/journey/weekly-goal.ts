/** Weekly goal progress: minutes read in the last 7 days over the goal, as a whole percent capped at 100. */
export function weeklyGoalPercent(minutesLastSevenDays: number, goalMinutes: number): number {
  if (goalMinutes <= 0) return 0;
  return Math.min(100, Math.floor((Math.max(0, minutesLastSevenDays) / goalMinutes) * 100));
}

export const isWeeklyGoalMet = (minutesLastSevenDays: number, goalMinutes: number) =>
  goalMinutes > 0 && minutesLastSevenDays >= goalMinutes;

/**
 * The goal prompt accepts only text that parses to an integer; anything else or empty is ignored
 * (docs/product.md, Journey). Returns the goal to send, or null to ignore the input. The server enforces 0 to 10080.
 */
export function parseGoalInput(input: string | null): number | null {
  if (input === null) return null;
  const text = input.trim();
  if (!/^[+-]?\d+$/.test(text)) return null;
  const value = Number.parseInt(text, 10);
  return Number.isSafeInteger(value) ? value : null;
}
