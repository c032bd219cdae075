import { z } from 'zod';
import { stripPerspectiveTags } from './perspective-tags';

/** At most 50 conversations; title = last user message cut to 50; summary = last message cut to 100. */
export const MAX_STORED_CONVERSATIONS = 50;
export const TITLE_LENGTH = 50;
export const SUMMARY_LENGTH = 100;

export type HistoryMessage = { id: string; type: 'user' | 'ai'; content: string; timestamp?: string };
export type HistoryContext = { religion: string | null; book: string | null; chapter: number | null };

/** A stored chat history entry, kept in the browser's local storage. */
export type ConversationEntry = {
  id: string;
  sessionId: string;
  title: string;
  summary: string;
  messages: HistoryMessage[];
  persona: string;
  context: HistoryContext;
  /** Milliseconds since the epoch. */
  lastActivity: number;
  messageCount: number;
  bookmarked: boolean;
};

export type ConversationSnapshot = {
  sessionId: string;
  messages: readonly HistoryMessage[];
  persona: string;
  context: HistoryContext;
};

function cut(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length).trimEnd()}...` : flat;
}

export function conversationTitle(messages: readonly HistoryMessage[]): string {
  const lastUser = [...messages].reverse().find((message) => message.type === 'user');
  return lastUser ? cut(lastUser.content, TITLE_LENGTH) : 'Conversation';
}

export function conversationSummary(messages: readonly HistoryMessage[]): string {
  const last = messages.at(-1);
  return last ? cut(stripPerspectiveTags(last.content), SUMMARY_LENGTH) : '';
}

/**
 * Saved whenever messages exist; the session's entry is updated in place (left alone when its messages are
 * the same ones), otherwise a new entry goes first. Past the limit the oldest entry goes (a bookmarked one only when all are bookmarked).
 */
export function saveConversation(
  entries: readonly ConversationEntry[],
  snapshot: ConversationSnapshot,
  now: number,
  newId: () => string = () => `conv_${now}`,
): ConversationEntry[] {
  if (snapshot.messages.length === 0) return [...entries];
  const fields = {
    sessionId: snapshot.sessionId,
    title: conversationTitle(snapshot.messages),
    summary: conversationSummary(snapshot.messages),
    messages: [...snapshot.messages],
    persona: snapshot.persona,
    context: snapshot.context,
    lastActivity: now,
    messageCount: snapshot.messages.length,
  };
  const index = entries.findIndex((entry) => entry.sessionId === snapshot.sessionId);
  // Reopening a conversation loads the same messages again: that is no new activity, so nothing moves.
  if (index >= 0 && sameMessages(entries[index]!.messages, snapshot.messages)) return [...entries];
  if (index >= 0) {
    const updated = [...entries];
    updated[index] = { ...entries[index]!, ...fields };
    return updated;
  }
  const next = [{ id: newId(), bookmarked: false, ...fields }, ...entries];
  while (next.length > MAX_STORED_CONVERSATIONS) {
    let drop = next.length - 1;
    while (drop > 0 && next[drop]!.bookmarked) drop -= 1;
    next.splice(drop === 0 ? next.length - 1 : drop, 1);
  }
  return next;
}

function sameMessages(a: readonly HistoryMessage[], b: readonly HistoryMessage[]): boolean {
  return a.length === b.length && a.every((message, index) => message.id === b[index]!.id);
}

export function toggleBookmark(entries: readonly ConversationEntry[], id: string): ConversationEntry[] {
  return entries.map((entry) => (entry.id === id ? { ...entry, bookmarked: !entry.bookmarked } : entry));
}

export function deleteConversation(entries: readonly ConversationEntry[], id: string): ConversationEntry[] {
  return entries.filter((entry) => entry.id !== id);
}

/** Case-insensitive match on the title, the summary, the persona and every message. */
export function searchConversations(
  entries: readonly ConversationEntry[],
  term: string,
): ConversationEntry[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return [...entries];
  return entries.filter((entry) =>
    [entry.title, entry.summary, entry.persona, ...entry.messages.map((message) => message.content)].some(
      (text) => text.toLowerCase().includes(needle),
    ),
  );
}

/** Keeps only well-formed entries from whatever local storage held (an older version, a hand edit). */
/**
 * The history as stored: a list whose unreadable entries are dropped one by one (a value that is not a list at
 * all fails, and is replaced by an empty history).
 */
export const storedConversationsSchema = z
  .array(z.unknown())
  .transform((raw) => readStoredConversations(raw));

export function readStoredConversations(raw: unknown): ConversationEntry[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter(
      (entry): entry is ConversationEntry =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof entry.id === 'string' &&
        typeof entry.sessionId === 'string' &&
        Array.isArray(entry.messages) &&
        typeof entry.lastActivity === 'number',
    )
    .slice(0, MAX_STORED_CONVERSATIONS);
}

function describeContext(context: HistoryContext): string {
  if (!context.religion) return 'All traditions';
  const parts = [context.religion, context.book, context.chapter ? `chapter ${context.chapter}` : null];
  return parts.filter(Boolean).join(', ');
}

/** The export: plain text with title, date, persona, context, message count and the messages. */
export function exportConversation(entry: ConversationEntry): string {
  const lines = [
    `Title: ${entry.title}`,
    `Date: ${new Date(entry.lastActivity).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' })}`,
    `Persona: ${entry.persona}`,
    `Context: ${describeContext(entry.context)}`,
    `Messages: ${entry.messageCount}`,
    '',
    ...entry.messages.flatMap((message) => [
      `${message.type === 'user' ? 'You' : entry.persona}: ${stripPerspectiveTags(message.content)}`,
      '',
    ]),
  ];
  return `${lines.join('\n').trimEnd()}\n`;
}

export function exportFileName(entry: ConversationEntry): string {
  const slug = entry.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `sacred-circle-${slug || 'conversation'}.txt`;
}
