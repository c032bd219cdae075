import { vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { readingSessions, type weeklyProgress } from '../../../db/schema/journey';
import type { ReaderBrowser } from './reader-browser';

const MINUTE = 60 * 1000;

/** Starts a chapter at `at` (on the faked clock), reads 3 verses, and ends it `minutes` later. */
export async function readAt(
  reader: ReaderBrowser,
  at: string,
  chapter: {
    religion: string;
    book: string;
    chapter: number;
    minutes: number;
    timeZone?: string;
    completed?: boolean;
  },
) {
  vi.setSystemTime(new Date(at));
  const id = await reader.start(chapter.religion, chapter.book, chapter.chapter, chapter.timeZone);
  await reader.countVerses(id, 3);
  vi.setSystemTime(new Date(Date.parse(at) + chapter.minutes * MINUTE));
  return reader.end(id, {
    durationMinutes: chapter.minutes,
    versesRead: 3,
    completedChapter: chapter.completed ?? false,
  });
}

export const milestoneTypes = (milestones: Array<{ type: string }>) =>
  milestones.map((milestone) => milestone.type).sort();

/** The user behind a reader's browser, found through their latest session. */
export async function userIdOf(app: FastifyInstance, reader: ReaderBrowser): Promise<string> {
  const sessions = (await reader.get('/api/progress/sessions')).json();
  const [row] = await app.database.db
    .select()
    .from(readingSessions)
    .where(eq(readingSessions.id, sessions[0].id));
  if (!row) throw new Error('the reader has no session');
  return row.userId;
}

/** A weekly_progress row without its keys, for comparing figures. */
export function weekFigures(week: typeof weeklyProgress.$inferSelect) {
  const { id: _id, userId: _userId, journeyId: _journeyId, createdAt: _createdAt, ...figures } = week;
  return figures;
}
