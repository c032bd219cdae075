import type { Milestone, ReadingSession } from '../../../common/api/progress';
import type { ReligionId } from '../../../common/scripture/religions';
import type { MilestoneRow } from './journey-store';
import type { SessionRow } from './session-store';

/* Database rows as the API shows them (common/api/progress.ts). */

export function toReadingSession(row: SessionRow): ReadingSession {
  return {
    id: row.id,
    // Only the five religion ids are ever stored: the start route validates them.
    religion: row.religion as ReligionId,
    book: row.book,
    chapter: row.chapter,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime?.toISOString() ?? null,
    durationMinutes: row.durationMinutes,
    versesRead: row.versesRead,
    chatMessages: row.chatMessages,
    completedChapter: row.completedChapter === 1,
    mood: row.mood,
    notes: row.notes,
  };
}

export function toMilestone(row: MilestoneRow): Milestone {
  return {
    id: row.id,
    type: row.type,
    badge: row.badge,
    title: row.title,
    description: row.description,
    value: row.value,
    isSpecial: row.isSpecial,
    achievedAt: row.achievedAt.toISOString(),
  };
}
