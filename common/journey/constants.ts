/** The reading-session and dashboard numbers, shared by server and client (see docs/product.md, Journey). */
export const SESSION_AUTO_END_MINUTES = 30;
export const SESSION_AUTO_END_CHECK_MS = 60 * 1000;
export const RECENT_SESSIONS_COUNT = 10;
export const SESSIONS_REFRESH_MS = 30 * 1000;
export const READING_GOAL_MAX_MINUTES = 10080;
/** The minutes-per-day chart covers the last four weeks. */
export const DAILY_MINUTES_DAYS = 28;
/** Recent Achievements shows this many milestones. */
export const RECENT_MILESTONES_COUNT = 5;
