import { describe, expect, it } from 'vitest';
import {
  deleteConversation,
  exportConversation,
  MAX_STORED_CONVERSATIONS,
  readStoredConversations,
  saveConversation,
  searchConversations,
  toggleBookmark,
  type ConversationEntry,
  type HistoryMessage,
} from './history';
import { timeLabel } from './time-label';

const context = { religion: 'christianity', book: 'Matthew', chapter: 6 };
const messages: HistoryMessage[] = [
  {
    id: '1',
    type: 'user',
    content: 'What does Jesus teach about forgiving those who wronged us again and again?',
  },
  {
    id: '2',
    type: 'ai',
    content:
      'Here is what the texts say. <perspective>Christianity</perspective> Matthew 6:14: “For if you forgive men their trespasses, your heavenly Father will also forgive you.”',
  },
];

function save(entries: ConversationEntry[], sessionId: string, now: number, list = messages) {
  return saveConversation(
    entries,
    { sessionId, messages: list, persona: 'Christian Scholar', context },
    now,
    () => `id-${sessionId}`,
  );
}

describe('chat history rules', () => {
  it('cuts the title from the last user message to 50 and the summary from the last message to 100', () => {
    const [entry] = save([], 's1', 1000);
    expect(entry!.title).toBe('What does Jesus teach about forgiving those who wr...');
    expect(entry!.title.replace(/\.\.\.$/, '')).toHaveLength(50);
    expect(entry!.summary.startsWith('Here is what the texts say. Christianity: Matthew 6:14')).toBe(true);
    expect(entry!.summary.replace(/\.\.\.$/, '').length).toBeLessThanOrEqual(100);
    expect(entry!.messageCount).toBe(2);
    expect(entry!.bookmarked).toBe(false);
  });

  it('does not save an empty conversation', () => {
    expect(save([], 's1', 1000, [])).toEqual([]);
  });

  it('updates the entry of the same session in place and puts a new one first', () => {
    let entries = save([], 's1', 1000);
    entries = save(entries, 's2', 2000);
    entries = save(entries, 's1', 3000, [
      ...messages,
      { id: '3', type: 'user', content: 'And in the Qur’an?' },
    ]);
    expect(entries.map((entry) => entry.sessionId)).toEqual(['s2', 's1']);
    expect(entries[1]!.title).toBe('And in the Qur’an?');
    expect(entries[1]!.lastActivity).toBe(3000);
    expect(entries[1]!.messageCount).toBe(3);
  });

  it('leaves an entry alone when a reopened conversation brings the same messages back', () => {
    let entries = save([], 's1', 1000);
    entries = save(entries, 's2', 2000);
    const reopened = save(entries, 's1', 5000);
    expect(reopened).toEqual(entries);
    expect(reopened[1]!.lastActivity).toBe(1000);
  });

  it('keeps at most 50, dropping the oldest entry that is not bookmarked', () => {
    let entries: ConversationEntry[] = [];
    for (let index = 0; index < MAX_STORED_CONVERSATIONS; index += 1)
      entries = save(entries, `s${index}`, index);
    entries = toggleBookmark(entries, 'id-s0');
    entries = save(entries, 'new', 99);
    expect(entries).toHaveLength(50);
    expect(entries[0]!.sessionId).toBe('new');
    expect(entries.some((entry) => entry.sessionId === 's0')).toBe(true);
    expect(entries.some((entry) => entry.sessionId === 's1')).toBe(false);
  });

  it('bookmarks, deletes and searches', () => {
    let entries = save(save([], 's1', 1), 's2', 2, [{ id: 'x', type: 'user', content: 'Is hell eternal?' }]);
    entries = toggleBookmark(entries, 'id-s1');
    expect(entries.find((entry) => entry.id === 'id-s1')!.bookmarked).toBe(true);
    expect(searchConversations(entries, 'HELL').map((entry) => entry.sessionId)).toEqual(['s2']);
    expect(searchConversations(entries, 'trespasses').map((entry) => entry.sessionId)).toEqual(['s1']);
    expect(searchConversations(entries, '  ')).toHaveLength(2);
    expect(deleteConversation(entries, 'id-s2').map((entry) => entry.sessionId)).toEqual(['s1']);
  });

  it('exports plain text with title, date, persona, context, count and messages', () => {
    const [entry] = save([], 's1', Date.UTC(2025, 7, 26, 12));
    const text = exportConversation(entry!);
    expect(text).toContain('Title: What does Jesus teach about forgiving');
    expect(text).toContain('Date: August 26, 2025');
    expect(text).toContain('Persona: Christian Scholar');
    expect(text).toContain('Context: christianity, Matthew, chapter 6');
    expect(text).toContain('Messages: 2');
    expect(text).toContain('You: What does Jesus teach');
    expect(text).toContain('Christian Scholar: Here is what the texts say. Christianity: Matthew 6:14');
    expect(text).not.toContain('<perspective>');
  });

  it('reads back only well-formed stored entries', () => {
    const [entry] = save([], 's1', 1);
    expect(readStoredConversations([entry, { id: 3 }, null, 'x'])).toEqual([entry]);
    expect(readStoredConversations({ not: 'a list' })).toEqual([]);
  });
});

describe('timeLabel', () => {
  const now = Date.UTC(2025, 7, 26, 12);
  it('follows the product thresholds', () => {
    expect(timeLabel(now - 59 * 60_000, now)).toBe('Just now');
    expect(timeLabel(now - 60 * 60_000, now)).toBe('1h ago');
    expect(timeLabel(now - 23 * 3_600_000, now)).toBe('23h ago');
    expect(timeLabel(now - 24 * 3_600_000, now)).toBe('1d ago');
    expect(timeLabel(now - 6 * 86_400_000, now)).toBe('6d ago');
    expect(timeLabel(now - 7 * 86_400_000, now)).toBe('Aug 19, 2025');
  });
});
