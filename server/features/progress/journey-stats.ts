import type { Database } from '../../db/client';
import { religionIds, type ReligionId } from '../../../common/scripture/religions';
import { computeStreaks } from '../../../common/journey/streaks';
import {
  addDays,
  daysBetween,
  localDate,
  startOfLocalDay,
  weekEndOf,
  weekStartOf,
  type LocalDay,
} from '../../../common/journey/time-zone';
import { isWeeklyGoalMet } from '../../../common/journey/weekly-goal';
import { readingTimesOf, saveWeek, updateJourney, type JourneyRow } from './journey-store';
import {
  endedSessionsStartedBetween,
  religionFiguresOf,
  type ReligionFigures,
  type SessionRow,
} from './session-store';
import { withSeenClosed } from './stale-sessions';

/*
 * The journey's figures are derived from its sessions and reading log and written back to
 * spiritual_journeys / weekly_progress after every change, so they stay right after a guest merge or a
 * change of time zone.
 */

export type JourneyStats = {
  journey: JourneyRow;
  totalSessions: number;
  /** Sessions in which a verse was read (or the chapter completed): the ones a reading milestone counts. */
  readingSessions: number;
  totalMinutes: number;
  chaptersCompleted: number;
  currentStreak: number;
  longestStreak: number;
  /** Traditions with a session in which a verse was read (or the chapter completed), in product order. */
  religionsExplored: ReligionId[];
  favoriteReligion: ReligionId | null;
  /** The local days on which a verse was read. */
  readingDays: Set<LocalDay>;
  today: LocalDay;
};

const religionOrder = (religion: string) => religionIds.indexOf(religion as ReligionId);

/**
 * The favourite tradition is the one with the most minutes read; ties go to the one with more sessions,
 * then to the product's order. Only explored traditions count.
 */
export function pickFavoriteReligion(figures: ReligionFigures[]): ReligionId | null {
  const ranked = figures
    .filter((figure) => figure.readingSessions > 0)
    .sort(
      (a, b) =>
        b.minutes - a.minutes ||
        b.sessions - a.sessions ||
        religionOrder(a.religion) - religionOrder(b.religion),
    );
  return (ranked[0]?.religion as ReligionId | undefined) ?? null;
}

/** The journey's figures, read only: `seenClosed` are stale sessions the read counts as ended. */
export async function computeJourneyStats(
  db: Database,
  journey: JourneyRow,
  at: Date,
  seenClosed: SessionRow[] = [],
) {
  const zone = journey.timeZone;
  const [storedFigures, readingTimes] = await Promise.all([
    religionFiguresOf(db, journey.userId),
    readingTimesOf(db, journey.userId),
  ]);
  const figures = withSeenClosed(storedFigures, seenClosed);
  const today = localDate(at, zone);
  const readingDays = new Set(readingTimes.map((time) => localDate(time, zone)));
  const streaks = computeStreaks(readingDays, today);
  const explored = new Set(
    figures.filter((figure) => figure.readingSessions > 0).map((figure) => figure.religion),
  );

  const values = {
    totalReadingSessions: figures.reduce((total, figure) => total + figure.sessions, 0),
    totalTimeMinutes: figures.reduce((total, figure) => total + figure.minutes, 0),
    currentStreak: streaks.current,
    longestStreak: streaks.longest,
    lastActiveDate: readingTimes[0] ?? journey.lastActiveDate,
    favoriteReligion: pickFavoriteReligion(figures),
  };
  const stats: JourneyStats = {
    journey: { ...journey, ...values },
    totalSessions: values.totalReadingSessions,
    readingSessions: figures.reduce((total, figure) => total + figure.readingSessions, 0),
    totalMinutes: values.totalTimeMinutes,
    chaptersCompleted: figures.reduce((total, figure) => total + figure.chaptersCompleted, 0),
    currentStreak: streaks.current,
    longestStreak: streaks.longest,
    religionsExplored: religionIds.filter((religion) => explored.has(religion)),
    favoriteReligion: values.favoriteReligion,
    readingDays,
    today,
  };
  return { stats, values };
}

/** Computes the journey's figures and writes back those that changed. */
export async function refreshJourney(db: Database, journey: JourneyRow, at: Date): Promise<JourneyStats> {
  const { stats, values } = await computeJourneyStats(db, journey, at);
  const changed = (Object.keys(values) as (keyof typeof values)[]).some((key) => {
    const before = journey[key];
    const after = values[key];
    return before instanceof Date || after instanceof Date
      ? before?.valueOf() !== after?.valueOf()
      : before !== after;
  });
  return changed ? { ...stats, journey: await updateJourney(db, journey.id, values) } : stats;
}

/** Minutes of sessions started in the last 7 local days (today and the six before). */
export async function minutesInLastSevenDays(
  db: Database,
  journey: JourneyRow,
  at: Date,
  seenClosed: SessionRow[] = [],
): Promise<number> {
  const from = startOfLocalDay(addDays(localDate(at, journey.timeZone), -6), journey.timeZone);
  const to = new Date(at.getTime() + 1);
  const sessions = [
    ...(await endedSessionsStartedBetween(db, journey.userId, from, to)),
    ...seenClosed.filter((session) => session.startTime >= from && session.startTime < to),
  ];
  return sessions.reduce((total, session) => total + session.durationMinutes, 0);
}

/**
 * Rewrites the weekly_progress row of the week (Monday to Sunday, in the reader's zone) holding `day`.
 * The streak is maintained when a verse was read on every day of the week so far.
 */
export async function refreshWeek(db: Database, stats: JourneyStats, day: LocalDay): Promise<void> {
  const { journey } = stats;
  const weekStart = weekStartOf(day);
  const weekEnd = weekEndOf(day);
  const sessions = await endedSessionsStartedBetween(
    db,
    journey.userId,
    startOfLocalDay(weekStart, journey.timeZone),
    startOfLocalDay(addDays(weekEnd, 1), journey.timeZone),
  );
  const totalMinutes = sessions.reduce((total, session) => total + session.durationMinutes, 0);
  const explored = new Set(
    sessions
      .filter((session) => session.versesRead > 0 || session.completedChapter === 1)
      .map((s) => s.religion),
  );
  const lastDay = weekEnd < stats.today ? weekEnd : stats.today;
  const daysSoFar = daysBetween(weekStart, lastDay) + 1;
  let everyDay = daysSoFar > 0;
  for (let offset = 0; offset < daysSoFar && everyDay; offset += 1) {
    everyDay = stats.readingDays.has(addDays(weekStart, offset));
  }
  await saveWeek(db, {
    userId: journey.userId,
    journeyId: journey.id,
    weekStart,
    weekEnd,
    totalMinutes,
    sessionsCount: sessions.length,
    chaptersCompleted: sessions.filter((session) => session.completedChapter === 1).length,
    goalAchieved: isWeeklyGoalMet(totalMinutes, journey.readingGoal),
    religionsExplored: religionIds.filter((religion) => explored.has(religion)),
    streakMaintained: everyDay,
  });
}

/** The last four weeks of minutes per tradition, one row per local day, oldest first. */
export async function dailyMinutes(db: Database, journey: JourneyRow, at: Date, days: number) {
  const zone = journey.timeZone;
  const today = localDate(at, zone);
  const first = addDays(today, -(days - 1));
  const sessions = await endedSessionsStartedBetween(
    db,
    journey.userId,
    startOfLocalDay(first, zone),
    startOfLocalDay(addDays(today, 1), zone),
  );
  const rows = Array.from({ length: days }, (_, index) => ({
    date: addDays(first, index),
    christianity: 0,
    islam: 0,
    judaism: 0,
    hinduism: 0,
    buddhism: 0,
  }));
  const byDate = new Map(rows.map((row) => [row.date, row]));
  for (const session of sessions) {
    const row = byDate.get(localDate(session.startTime, zone));
    if (row && religionOrder(session.religion) >= 0)
      row[session.religion as ReligionId] += session.durationMinutes;
  }
  return rows;
}
