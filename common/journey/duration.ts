const MINUTE_MS = 60 * 1000;

/** Session durations are whole minutes, rounded (see docs/product.md, Journey). */
export function roundedMinutes(elapsedMs: number): number {
  return Math.max(0, Math.round(elapsedMs / MINUTE_MS));
}

/** Time spent as the dashboard shows it: 'Xh Ym' from an hour up, otherwise 'Ym'. */
export function formatDuration(totalMinutes: number): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours}h ${minutes % 60}m` : `${minutes}m`;
}
