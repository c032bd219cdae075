import type { ReminderPushPayload } from '@common/api/reminders';

/* What the service worker shows for a push message, and where a click on it goes. Pure, so it is unit-tested. */

export type ShownNotification = {
  title: string;
  options: { body: string; icon: string; badge: string; tag: string; data: { url: string } };
};

const FALLBACK_PATH = '/plans';

/** A same-origin path to open; anything else (another site, a malformed URL) opens the plans page. */
export function safePath(url: string, origin: string): string {
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : FALLBACK_PATH;
  } catch {
    return FALLBACK_PATH;
  }
}

// Checked by hand, not with the zod contract: the service worker is bundled on its own and stays small.
function isReminderPayload(value: unknown): value is ReminderPushPayload {
  if (typeof value !== 'object' || value === null) return false;
  const { title, body, url } = value as Record<string, unknown>;
  return typeof title === 'string' && typeof body === 'string' && typeof url === 'string';
}

/** The notification for a push message's text; a message that is not a reminder still tells the reader something. */
export function notificationFromPush(text: string | null, origin: string): ShownNotification {
  let payload: unknown = null;
  try {
    payload = text === null ? null : JSON.parse(text);
  } catch {
    payload = null;
  }
  const { title, body, url } = isReminderPayload(payload)
    ? payload
    : { title: 'Sacred Circle', body: 'Your reading for today is ready.', url: FALLBACK_PATH };
  const path = safePath(url, origin);
  // One notification per plan page: a later reminder for the same plan replaces an unread one.
  return {
    title,
    options: { body, icon: '/icon-192.png', badge: '/icon-192.png', tag: path, data: { url: path } },
  };
}

/** The part of a service worker's `clients` a notification click uses. */
export type NotificationClients = {
  matchAll(options: {
    type: 'window';
    includeUncontrolled: boolean;
  }): Promise<{ focus?(): Promise<unknown>; navigate?(url: string): Promise<unknown> }[]>;
  openWindow(url: string): Promise<unknown>;
};

/**
 * A click on a reminder: a window of the app already open comes forward on the notification's page (a reader
 * rarely wants a second copy of the app); without one, a new window opens there.
 */
export async function openFromNotification(
  clients: NotificationClients,
  data: unknown,
  origin: string,
): Promise<void> {
  const url = (data as { url?: unknown } | null)?.url;
  // Without a page to open (a notification this worker did not make) the plans page, not the site's front page.
  const path = typeof url === 'string' && url !== '' ? safePath(url, origin) : FALLBACK_PATH;
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.focus && client.navigate);
  if (open?.focus && open.navigate) {
    await open.focus();
    await open.navigate(path);
    return;
  }
  await clients.openWindow(path);
}
