import { signedToken, verifySignedToken } from '../../../lib/signed-link';

/*
 * A digest's one-click unsubscribe link: the circle and the member, signed under the server secret, so it works
 * without signing in and cannot be made for another member or circle.
 */

const PURPOSE = 'circle-digest-unsubscribe:';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const SUBJECT = new RegExp(`^(${UUID})\\.(${UUID})$`);

export function digestUnsubscribeToken(secret: Buffer, circleId: string, userId: string): string {
  return signedToken(secret, PURPOSE, `${circleId}.${userId}`);
}

/** The membership a token was made for, or null when it was not made with this secret. */
export function verifyDigestUnsubscribeToken(
  secret: Buffer,
  token: string,
): { circleId: string; userId: string } | null {
  const subject = verifySignedToken(secret, PURPOSE, token);
  const match = subject === null ? null : SUBJECT.exec(subject);
  return match ? { circleId: match[1]!, userId: match[2]! } : null;
}
