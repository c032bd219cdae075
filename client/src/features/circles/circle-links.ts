import type { ScriptureRef } from '@common/scripture/scripture-ref';
import { religions, type ReligionId } from '@common/scripture/religions';

/** The reader at a passage (the dashboard's deep link), at its first verse when it names one. */
export function readerHref(ref: ScriptureRef): string {
  const params = new URLSearchParams({
    religion: ref.religion,
    book: ref.book,
    chapter: String(ref.chapter),
  });
  if (ref.verse) params.set('verse', String(ref.verse));
  return `/dashboard?${params.toString()}`;
}

export const circleHref = (id: string) => `/circles/${id}`;
export const invitationPath = (token: string) => `/circles/join/${token}`;

export const religionName = (id: ReligionId) => religions.find((religion) => religion.id === id)?.name ?? id;

/** 'Ruth' or 'Ruth (you)' */
export const personLabel = (name: string, isMe: boolean) => (isMe ? `${name} (you)` : name);

/** '12 Nov, 14:05' in the reader's language and time zone. */
export function formatPostTime(iso: string): string {
  return new Intl.DateTimeFormat(undefined, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

export const roleLabels = { host: 'Host', cohost: 'Co-host', member: 'Member' } as const;

/** 'No new posts', '1 new post', '3 new posts'. */
export const unreadLabel = (count: number) =>
  count === 0 ? 'No new posts' : `${count} new post${count === 1 ? '' : 's'}`;
