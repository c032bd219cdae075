const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** 'Just now' under 1 h, 'Nh ago' under 24 h, 'Nd ago' under 7 days, else the date. */
export function timeLabel(timestamp: number, now: number, locale = 'en-US'): string {
  const elapsed = Math.max(0, now - timestamp);
  if (elapsed < HOUR) return 'Just now';
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)}d ago`;
  return new Date(timestamp).toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });
}
