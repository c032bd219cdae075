import { SESSION_AUTO_END_MINUTES } from '../../../common/journey/constants';
import { roundedMinutes } from '../../../common/journey/duration';
import type { ReligionFigures, SessionRow } from './session-store';

/*
 * A session the client never ended counts as ended at its last activity once it is older than the session
 * limit. The writes (start, count, end, and the maintenance job) close it for real; the reads show it as
 * closed without writing, so a GET never changes the tables.
 */

const MINUTE_MS = 60 * 1000;
export const MAX_SESSION_MS = SESSION_AUTO_END_MINUTES * MINUTE_MS;

export const isStale = (session: SessionRow, at: Date) =>
  session.endTime === null && at.getTime() - session.startTime.getTime() > MAX_SESSION_MS;

/** The time clamped into the session's allowed span: not before its start, not after its limit. */
export const clampTime = (time: Date, session: SessionRow) =>
  new Date(
    Math.min(
      Math.max(time.getTime(), session.startTime.getTime()),
      session.startTime.getTime() + MAX_SESSION_MS,
    ),
  );

/** How a stale session is closed: at its last activity, with the minutes up to then. */
export function staleClosing(session: SessionRow) {
  const endTime = clampTime(session.lastActivityAt, session);
  return { endTime, durationMinutes: roundedMinutes(endTime.getTime() - session.startTime.getTime()) };
}

/** The session as the reader sees it at `at`: a stale open one already closed. */
export function asSeenAt(session: SessionRow, at: Date): SessionRow {
  return isStale(session, at) ? { ...session, ...staleClosing(session), completedChapter: 0 } : session;
}

/** Adds sessions seen as closed (but not yet closed in the table) to the per-tradition figures. */
export function withSeenClosed(figures: ReligionFigures[], closed: SessionRow[]): ReligionFigures[] {
  const byReligion = new Map(figures.map((figure) => [figure.religion, { ...figure }]));
  for (const session of closed) {
    const figure = byReligion.get(session.religion) ?? {
      religion: session.religion,
      sessions: 0,
      minutes: 0,
      readingSessions: 0,
      chaptersCompleted: 0,
    };
    figure.sessions += 1;
    figure.minutes += session.durationMinutes;
    if (session.versesRead > 0 || session.completedChapter === 1) figure.readingSessions += 1;
    if (session.completedChapter === 1) figure.chaptersCompleted += 1;
    byReligion.set(session.religion, figure);
  }
  return [...byReligion.values()];
}
