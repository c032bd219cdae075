import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { VerseReference } from '../../../common/api/chat';
import type { ScriptureRef } from '../../../common/scripture/scripture-ref';
import type { Database } from '../../db/client';
import { visibleScriptureRows } from '../../db/visible-scriptures';
import { chatMessages } from '../../db/schema/chat';
import { users } from '../../db/schema/users';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type MessageRow = typeof chatMessages.$inferSelect;

export type NewMessage = {
  sessionId: string;
  userId: string;
  type: 'user' | 'ai';
  content: string;
  context: Record<string, unknown> | null;
  verseReference?: VerseReference[] | null;
  isInterrupted?: boolean;
  responseLatency?: number | null;
};

export async function insertMessage(db: Database, message: NewMessage): Promise<MessageRow> {
  const [row] = await db
    .insert(chatMessages)
    .values({
      sessionId: message.sessionId,
      userId: message.userId,
      type: message.type,
      content: message.content,
      context: message.context,
      verseReference: message.verseReference ?? null,
      isInterrupted: message.isInterrupted ?? false,
      responseLatency: message.responseLatency ?? null,
    })
    .returning();
  return row!;
}

/** A session's messages, oldest first; only the caller's own (another user's session id shows nothing). */
export async function listMessages(db: Database, userId: string, sessionId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.sessionId, sessionId)))
    .orderBy(asc(chatMessages.timestamp), asc(chatMessages.id));
}

export async function recentMessages(
  db: Database,
  userId: string,
  sessionId: string,
  limit: number,
): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.sessionId, sessionId)))
    .orderBy(desc(chatMessages.timestamp), desc(chatMessages.id))
    .limit(limit);
  return rows.reverse();
}

export async function deleteMessages(db: Database, userId: string, sessionId: string): Promise<number> {
  const deleted = await db
    .delete(chatMessages)
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.sessionId, sessionId)))
    .returning({ id: chatMessages.id });
  return deleted.length;
}

export type AccountStatus = {
  isGuest: boolean;
  plan: 'free' | 'premium';
  banned: boolean;
  banReason: string | null;
  banExpiresAt: Date | null;
};

export async function accountStatus(db: Database, userId: string): Promise<AccountStatus | null> {
  const [row] = await db
    .select({
      isGuest: users.isGuest,
      plan: users.plan,
      banned: users.banned,
      banReason: users.banReason,
      banExpiresAt: users.banExpiresAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * Counts one AI answer against today's (UTC) quota, atomically: null when the quota is already used up, else the
 * count and the day it was counted on (a refund goes back to that day, even after midnight).
 */
export async function consumeDailyQuota(
  db: Database,
  userId: string,
  limit: number,
): Promise<{ requests: number; day: string } | null> {
  const rows = rowsOf<{ requests: number; day: string }>(
    await db.execute(sql`
      insert into ai_usage (user_id, day, requests) values (${userId}, (now() at time zone 'utc')::date, 1)
      on conflict (user_id, day) do update set requests = ai_usage.requests + 1
      where ai_usage.requests < ${limit}
      returning requests, day::text as day`),
  );
  return rows[0] ?? null;
}

/** Gives back one answer of a day's quota (no answer came for it); one statement, never below zero. */
export async function refundDailyQuota(db: Database, userId: string, day: string): Promise<void> {
  await db.execute(sql`
    update ai_usage set requests = requests - 1
    where user_id = ${userId} and day = ${day}::date and requests > 0`);
}

/** Whether the library holds each reference (any translation): the chapter, the verse and a range's last verse. */
export async function referencesExist(db: Database, refs: readonly ScriptureRef[]): Promise<boolean[]> {
  if (refs.length === 0) return [];
  const rows = rowsOf<{ position: number; found: boolean }>(
    await db.execute(sql`
      select r.position::int as position,
        exists(
          select 1 from scriptures s
          where s.religion = r.religion and s.book = r.book and s.chapter = r.chapter
            and (r.verse = 0 or s.verse = r.verse) and ${visibleScriptureRows('s')}
        ) and (
          r.verse_end = 0 or exists(
            select 1 from scriptures s
            where s.religion = r.religion and s.book = r.book and s.chapter = r.chapter and s.verse = r.verse_end
              and ${visibleScriptureRows('s')}
          )
        ) as found
      from unnest(
        ${sql.param(refs.map((ref) => ref.religion))}::text[],
        ${sql.param(refs.map((ref) => ref.book))}::text[],
        ${sql.param(refs.map((ref) => ref.chapter))}::int[],
        ${sql.param(refs.map((ref) => ref.verse ?? 0))}::int[],
        ${sql.param(refs.map((ref) => ref.verseEnd ?? 0))}::int[]
      ) with ordinality as r(religion, book, chapter, verse, verse_end, position)`),
  );
  const found = new Map(rows.map((row) => [row.position, row.found]));
  return refs.map((_, index) => found.get(index + 1) ?? false);
}
