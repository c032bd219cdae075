import { and, count, desc, eq, gte, isNotNull, isNull, lt, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { readingSessions } from '../../db/schema/journey';

/* SQL for reading_sessions. Every query is scoped to the owner, so one reader never sees another's. */

export type SessionRow = typeof readingSessions.$inferSelect;

/**
 * Opens a session unless the reader already has an open one (the unique index over a reader's open session):
 * undefined then, so two starts at once never leave two open, whatever the timing.
 */
export async function insertActiveSession(
  db: Database,
  values: {
    userId: string;
    journeyId: number;
    religion: string;
    book: string;
    chapter: number;
    startTime: Date;
  },
): Promise<SessionRow | undefined> {
  const [row] = await db
    .insert(readingSessions)
    .values({ ...values, lastActivityAt: values.startTime })
    .onConflictDoNothing({ target: readingSessions.userId, where: sql`end_time is null` })
    .returning();
  return row;
}

export async function findOwnSession(
  db: Database,
  userId: string,
  sessionId: number,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(readingSessions)
    .where(and(eq(readingSessions.id, sessionId), eq(readingSessions.userId, userId)));
  return row;
}

export function openSessionsOf(db: Database, userId: string): Promise<SessionRow[]> {
  return db
    .select()
    .from(readingSessions)
    .where(and(eq(readingSessions.userId, userId), isNull(readingSessions.endTime)));
}

/** Raises the counters (never lowers them: a late or repeated request cannot undo a count). */
/**
 * The current transaction commits without waiting for its WAL flush (PostgreSQL's synchronous_commit, for this
 * transaction only). A crash of the database may lose the last fraction of a second of such commits, never
 * corrupt: used for the heartbeat only, whose counts the next heartbeat and the end raise again.
 */
export async function commitWithoutWaitingForDisk(tx: Database): Promise<void> {
  await tx.execute(sql`set local synchronous_commit = off`);
}

export async function raiseSessionCounts(
  db: Database,
  sessionId: number,
  counts: { versesRead?: number; chatMessages?: number },
  at: Date,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .update(readingSessions)
    .set({
      versesRead: sql`greatest(${readingSessions.versesRead}, ${counts.versesRead ?? 0})`,
      chatMessages: sql`greatest(${readingSessions.chatMessages}, ${counts.chatMessages ?? 0})`,
      lastActivityAt: at,
    })
    .where(and(eq(readingSessions.id, sessionId), isNull(readingSessions.endTime)))
    .returning();
  return row;
}

/** Ends a session once: returns undefined when it had already ended. */
export async function closeSession(
  db: Database,
  sessionId: number,
  values: {
    endTime: Date;
    durationMinutes: number;
    versesRead: number;
    chatMessages: number;
    completedChapter: boolean;
    mood?: string;
    notes?: string;
  },
): Promise<SessionRow | undefined> {
  const [row] = await db
    .update(readingSessions)
    .set({
      endTime: values.endTime,
      durationMinutes: values.durationMinutes,
      versesRead: sql`greatest(${readingSessions.versesRead}, ${values.versesRead})`,
      chatMessages: sql`greatest(${readingSessions.chatMessages}, ${values.chatMessages})`,
      completedChapter: values.completedChapter ? 1 : 0,
      ...(values.mood !== undefined ? { mood: values.mood } : {}),
      ...(values.notes !== undefined ? { notes: values.notes } : {}),
    })
    .where(and(eq(readingSessions.id, sessionId), isNull(readingSessions.endTime)))
    .returning();
  return row;
}

export function recentSessionsOf(db: Database, userId: string, limit: number): Promise<SessionRow[]> {
  return db
    .select()
    .from(readingSessions)
    .where(eq(readingSessions.userId, userId))
    .orderBy(desc(readingSessions.startTime), desc(readingSessions.id))
    .limit(limit);
}

export type EndedSessionFigures = Pick<
  SessionRow,
  'religion' | 'startTime' | 'durationMinutes' | 'versesRead' | 'completedChapter'
>;

/** Ended sessions that started in [from, to): the raw material of weeks, days and the weekly goal. */
export function endedSessionsStartedBetween(
  db: Database,
  userId: string,
  from: Date,
  to: Date,
): Promise<EndedSessionFigures[]> {
  return db
    .select({
      religion: readingSessions.religion,
      startTime: readingSessions.startTime,
      durationMinutes: readingSessions.durationMinutes,
      versesRead: readingSessions.versesRead,
      completedChapter: readingSessions.completedChapter,
    })
    .from(readingSessions)
    .where(
      and(
        eq(readingSessions.userId, userId),
        isNotNull(readingSessions.endTime),
        gte(readingSessions.startTime, from),
        lt(readingSessions.startTime, to),
      ),
    );
}

export type ReligionFigures = {
  religion: string;
  sessions: number;
  minutes: number;
  /** Sessions in which a verse was read or the chapter completed. */
  readingSessions: number;
  chaptersCompleted: number;
};

/** Per tradition, over the reader's ended sessions. */
export async function religionFiguresOf(db: Database, userId: string): Promise<ReligionFigures[]> {
  const rows = await db
    .select({
      religion: readingSessions.religion,
      sessions: count(),
      minutes: sum(readingSessions.durationMinutes),
      readingSessions: sql<number>`count(*) filter (where ${readingSessions.versesRead} > 0 or ${readingSessions.completedChapter} = 1)`,
      chaptersCompleted: sql<number>`count(*) filter (where ${readingSessions.completedChapter} = 1)`,
    })
    .from(readingSessions)
    .where(and(eq(readingSessions.userId, userId), isNotNull(readingSessions.endTime)))
    .groupBy(readingSessions.religion);
  return rows.map((row) => ({
    religion: row.religion,
    sessions: Number(row.sessions),
    minutes: Number(row.minutes ?? 0),
    readingSessions: Number(row.readingSessions),
    chaptersCompleted: Number(row.chaptersCompleted),
  }));
}

/** Readers with an open session started before `startedBefore`, for the maintenance job. */
export async function staleOpenSessionOwners(db: Database, startedBefore: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: readingSessions.userId })
    .from(readingSessions)
    .where(and(isNull(readingSessions.endTime), lt(readingSessions.startTime, startedBefore)));
  return rows.map((row) => row.userId);
}
