import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The one-click unsubscribe link of a reminder e-mail: the reminder's id and an HMAC of it under the server
 * secret, so the link works without signing in and nobody can forge one for another reader's reminder.
 */

const PURPOSE = 'plan-reminder-unsubscribe:';

function mac(secret: Buffer, reminderId: number): string {
  return createHmac('sha256', secret).update(`${PURPOSE}${reminderId}`).digest('base64url').slice(0, 32);
}

export function unsubscribeToken(secret: Buffer, reminderId: number): string {
  return `${reminderId}.${mac(secret, reminderId)}`;
}

/** The reminder id a token was made for, or null when it was not made with this secret. */
export function verifyUnsubscribeToken(secret: Buffer, token: string): number | null {
  const match = /^([0-9]{1,10})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const reminderId = Number(match[1]);
  const expected = Buffer.from(mac(secret, reminderId));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? reminderId : null;
}
