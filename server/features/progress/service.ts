import type { Database } from '../../db/client';
import type {
  DailyMinutesResponse,
  EndSessionRequest,
  EndSessionResponse,
  Journey,
  ProgressSummary,
  ReadingSession,
  StartSessionRequest,
  UpdateSessionRequest,
} from '../../../common/api/progress';
import {
  DAILY_MINUTES_DAYS,
  RECENT_MILESTONES_COUNT,
  SESSION_AUTO_END_MINUTES,
} from '../../../common/journey/constants';
import { roundedMinutes } from '../../../common/journey/duration';
import { localDate, startOfLocalDay } from '../../../common/journey/time-zone';
import { weeklyGoalPercent } from '../../../common/journey/weekly-goal';
import type { ReligionId } from '../../../common/scripture/religions';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { toMilestone, toReadingSession } from './dto';
import {
  ensureJourney,
  findJourney,
  logReading,
  milestonesOf,
  updateJourney,
  type JourneyRow,
} from './journey-store';
import {
  computeJourneyStats,
  dailyMinutes,
  minutesInLastSevenDays,
  refreshJourney,
  refreshWeek,
} from './journey-stats';
import { awardReachedMilestones, reachedMilestones, unawardedMilestones } from './milestone-awards';
import {
  closeSession,
  commitWithoutWaitingForDisk,
  findOwnSession,
  insertActiveSession,
  openSessionsOf,
  raiseSessionCounts,
  recentSessionsOf,
  staleOpenSessionOwners,
  type SessionRow,
} from './session-store';
import { asSeenAt, clampTime, isStale, MAX_SESSION_MS, staleClosing } from './stale-sessions';

/*
 * The reading-session lifecycle: one active session per reader (held by a unique index); starting ends the
 * active one; a session lasts at most 30 minutes, and one the client never ended is closed by the server at
 * its last counted activity. Every end refreshes the journey, its week and its milestones.
 */

const MINUTE_MS = 60 * 1000;

const notYourSession = () => notFound('Reading session not found.');

/** Records a verse read for the streak: a day counts when a verse is read (once per chapter per day). */
async function logVerseRead(
  db: Database,
  journey: JourneyRow,
  session: SessionRow,
  at: Date,
): Promise<boolean> {
  return logReading(db, {
    userId: journey.userId,
    religion: session.religion,
    book: session.book,
    chapter: session.chapter,
    at,
    todayStart: startOfLocalDay(localDate(at, journey.timeZone), journey.timeZone),
  });
}

/** After sessions ended or a reading was logged: journey figures, the weeks touched, new milestones. */
async function refreshAfterChange(db: Database, journey: JourneyRow, sessionStarts: Date[], at: Date) {
  const stats = await refreshJourney(db, journey, at);
  const weeks = new Set([stats.today, ...sessionStarts.map((start) => localDate(start, journey.timeZone))]);
  for (const day of weeks) await refreshWeek(db, stats, day);
  const recentMinutes = await minutesInLastSevenDays(db, stats.journey, at);
  const awarded = await awardReachedMilestones(db, stats, recentMinutes, at);
  return { stats, awarded };
}

/** Closes the reader's open sessions: stale ones at their last activity, the others now. */
async function endOpenSessions(db: Database, journey: JourneyRow, at: Date, onlyStale: boolean) {
  const ended: SessionRow[] = [];
  for (const session of await openSessionsOf(db, journey.userId)) {
    const stale = isStale(session, at);
    if (onlyStale && !stale) continue;
    const endTime = clampTime(at, session);
    const closed = await closeSession(db, session.id, {
      ...(stale
        ? staleClosing(session)
        : { endTime, durationMinutes: roundedMinutes(endTime.getTime() - session.startTime.getTime()) }),
      versesRead: session.versesRead,
      chatMessages: session.chatMessages,
      completedChapter: false,
    });
    if (closed) ended.push(closed);
  }
  if (ended.length > 0)
    await refreshAfterChange(
      db,
      journey,
      ended.map((session) => session.startTime),
      at,
    );
  return ended;
}

/** The maintenance job: closes every reader's stale sessions and refreshes their journeys. */
export async function closeAllStaleSessions(db: Database, at = new Date()): Promise<number> {
  let closed = 0;
  for (const userId of await staleOpenSessionOwners(db, new Date(at.getTime() - MAX_SESSION_MS))) {
    const journey = await findJourney(db, userId);
    if (journey) closed += (await endOpenSessions(db, journey, at, true)).length;
  }
  return closed;
}

/** How many times a start ends the open session and tries again when other starts keep opening one first. */
const START_ATTEMPTS = 5;

const sameReading = (session: SessionRow, request: StartSessionRequest) =>
  session.religion === request.religion &&
  session.book === request.book &&
  session.chapter === request.chapter;

/**
 * Ends the reader's open session and opens the new one. The database keeps one open session per reader: if
 * another start of the same reader opened one in between (two tabs, a double click, a retry), a start of the
 * same chapter gets that session, and a start of another chapter ends it and tries again.
 */
export async function startSession(
  db: Database,
  userId: string,
  request: StartSessionRequest,
): Promise<ReadingSession> {
  const journey = await ensureJourney(db, userId, request.timeZone);
  for (let attempt = 0; attempt < START_ATTEMPTS; attempt += 1) {
    const at = new Date();
    await endOpenSessions(db, journey, at, false);
    const session = await insertActiveSession(db, {
      userId,
      journeyId: journey.id,
      religion: request.religion,
      book: request.book,
      chapter: request.chapter,
      startTime: at,
    });
    if (session) return toReadingSession(session);
    const [open] = await openSessionsOf(db, userId);
    if (open && sameReading(open, request)) return toReadingSession(open);
  }
  throw conflict('Another reading session was started at the same moment. Please try again.');
}

async function activeSessionOf(db: Database, userId: string, sessionId: number, at: Date) {
  const session = await findOwnSession(db, userId, sessionId);
  if (!session) throw notYourSession();
  if (session.endTime) throw conflict('This reading session has already ended.');
  const journey = await ensureJourney(db, userId);
  return { session, journey, stale: isStale(session, at) };
}

/** Counts verse reads and chat messages of the active session. */
export async function updateSession(
  db: Database,
  userId: string,
  sessionId: number,
  counts: UpdateSessionRequest,
): Promise<ReadingSession> {
  const at = new Date();
  const { session, journey, stale } = await activeSessionOf(db, userId, sessionId, at);
  if (stale) {
    await endOpenSessions(db, journey, at, true);
    throw conflict(
      `This reading session has ended: sessions close after ${SESSION_AUTO_END_MINUTES} minutes. Start a new one to keep counting.`,
    );
  }
  // One transaction, so one commit, which does not wait for its WAL flush: a flush takes 100-300 ms when other
  // processes keep the disk busy, and a heartbeat lost in a database crash is raised again by the next one.
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await commitWithoutWaitingForDisk(tx);
    const updated = await raiseSessionCounts(tx, session.id, counts, at);
    if (!updated) throw conflict('This reading session has already ended.');
    if (updated.versesRead > 0 && (await logVerseRead(tx, journey, updated, at))) {
      await refreshAfterChange(tx, journey, [], at);
    }
    return toReadingSession(updated);
  });
}

/** Ends the session with the client's figures, which may not claim more time than has passed. */
export async function endSession(
  db: Database,
  userId: string,
  sessionId: number,
  request: EndSessionRequest,
): Promise<EndSessionResponse> {
  if (request.sessionId !== undefined && request.sessionId !== sessionId) {
    throw badRequest(
      `sessionId in the body (${request.sessionId}) does not match the one in the path (${sessionId}).`,
    );
  }
  const at = new Date();
  const { session, journey } = await activeSessionOf(db, userId, sessionId, at);
  const endTime = clampTime(request.endTime ? new Date(request.endTime) : at, session);
  const elapsedMs = endTime.getTime() - session.startTime.getTime();
  // The client rounds its own clock; allow it the partial minute the server also saw.
  const maxMinutes = Math.min(SESSION_AUTO_END_MINUTES, Math.ceil(elapsedMs / MINUTE_MS));
  const durationMinutes = Math.min(request.durationMinutes ?? roundedMinutes(elapsedMs), maxMinutes);
  const versesRead = Math.max(session.versesRead, request.versesRead ?? 0);

  // The end, the reading log, the journey, its weeks and milestones change together or not at all.
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const closed = await closeSession(tx, session.id, {
      endTime,
      durationMinutes,
      versesRead,
      chatMessages: request.chatMessages ?? 0,
      completedChapter: request.completedChapter ?? false,
      mood: request.mood,
      notes: request.notes,
    });
    if (!closed) throw conflict('This reading session has already ended.');
    // Verses first reported at the end (a client that did not count as it went) still make the day count.
    if (versesRead > session.versesRead) await logVerseRead(tx, journey, closed, endTime);
    const { awarded } = await refreshAfterChange(tx, journey, [closed.startTime], at);
    return { session: toReadingSession(closed), newMilestones: awarded.map(toMilestone) };
  });
}

export async function listSessions(db: Database, userId: string, limit: number): Promise<ReadingSession[]> {
  const at = new Date();
  return (await recentSessionsOf(db, userId, limit)).map((session) =>
    toReadingSession(asSeenAt(session, at)),
  );
}

export async function listMilestones(db: Database, userId: string) {
  return (await milestonesOf(db, userId)).map(toMilestone);
}

const noJourney: Journey = {
  readingGoal: 0,
  startDate: null,
  favoriteReligion: null,
  timeZone: 'UTC',
  lastActiveDate: null,
};

function toJourney(journey: JourneyRow): Journey {
  return {
    readingGoal: journey.readingGoal,
    startDate: journey.startDate.toISOString(),
    favoriteReligion: (journey.favoriteReligion as ReligionId | null) ?? null,
    timeZone: journey.timeZone,
    lastActiveDate: journey.lastActiveDate?.toISOString() ?? null,
  };
}

export async function getJourney(db: Database, userId: string | null): Promise<Journey> {
  const journey = userId ? await findJourney(db, userId) : undefined;
  return journey ? toJourney(journey) : noJourney;
}

export async function setReadingGoal(db: Database, userId: string, readingGoal: number): Promise<Journey> {
  const at = new Date();
  const journey = await updateJourney(db, (await ensureJourney(db, userId)).id, { readingGoal });
  await refreshAfterChange(db, journey, [], at);
  return toJourney(journey);
}

export async function getSummary(db: Database, userId: string | null): Promise<ProgressSummary> {
  const at = new Date();
  const journey = userId ? await findJourney(db, userId) : undefined;
  if (!journey) {
    return {
      totalSessions: 0,
      totalMinutes: 0,
      currentStreak: 0,
      longestStreak: 0,
      religionsExplored: [],
      recentMilestones: [],
      readingGoal: 0,
      minutesLastSevenDays: 0,
      weeklyGoalPercent: 0,
    };
  }
  // Read only: stale sessions count as closed here and are closed for real by the next write or the job.
  const seenClosed = (await openSessionsOf(db, journey.userId))
    .filter((session) => isStale(session, at))
    .map((session) => asSeenAt(session, at));
  const { stats } = await computeJourneyStats(db, journey, at, seenClosed);
  const [recentMinutes, owned] = await Promise.all([
    minutesInLastSevenDays(db, stats.journey, at, seenClosed),
    milestonesOf(db, journey.userId),
  ]);
  // What closing the stale sessions would award is shown now, newest first, and written by the next write or job.
  const pending =
    seenClosed.length > 0 ? unawardedMilestones(reachedMilestones(stats, recentMinutes), owned, at) : [];
  const recentMilestones = [...pending, ...owned.map(toMilestone)].slice(0, RECENT_MILESTONES_COUNT);
  return {
    totalSessions: stats.totalSessions,
    totalMinutes: stats.totalMinutes,
    currentStreak: stats.currentStreak,
    longestStreak: stats.longestStreak,
    religionsExplored: stats.religionsExplored,
    recentMilestones,
    readingGoal: stats.journey.readingGoal,
    minutesLastSevenDays: recentMinutes,
    weeklyGoalPercent: weeklyGoalPercent(recentMinutes, stats.journey.readingGoal),
  };
}

export async function getDailyMinutes(db: Database, userId: string | null): Promise<DailyMinutesResponse> {
  const at = new Date();
  const journey = userId ? await findJourney(db, userId) : undefined;
  if (!journey) return { timeZone: noJourney.timeZone, days: [] };
  return { timeZone: journey.timeZone, days: await dailyMinutes(db, journey, at, DAILY_MINUTES_DAYS) };
}
