import { signedToken, verifySignedToken } from '../../../lib/signed-link';

/*
 * The one-click unsubscribe link of a reminder e-mail: the reminder's id, signed under the server secret, so the
 * link works without signing in and nobody can forge one for another reader's reminder.
 */

const PURPOSE = 'plan-reminder-unsubscribe:';

export function unsubscribeToken(secret: Buffer, reminderId: number): string {
  return signedToken(secret, PURPOSE, String(reminderId));
}

/** The reminder id a token was made for, or null when it was not made with this secret. */
export function verifyUnsubscribeToken(secret: Buffer, token: string): number | null {
  const subject = verifySignedToken(secret, PURPOSE, token);
  return subject !== null && /^[0-9]{1,10}$/.test(subject) ? Number(subject) : null;
}
