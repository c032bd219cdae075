import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * A link that acts without signing in (stop an e-mail): the subject it acts on and an HMAC of it under the server
 * secret and a purpose, so nobody can forge one for another reader, nor reuse one made for another purpose.
 */

const MAC_LENGTH = 32;

function mac(secret: Buffer, purpose: string, subject: string): string {
  return createHmac('sha256', secret).update(`${purpose}${subject}`).digest('base64url').slice(0, MAC_LENGTH);
}

/** `<subject>.<mac>`; the subject must not contain a dot. */
export function signedToken(secret: Buffer, purpose: string, subject: string): string {
  return `${subject}.${mac(secret, purpose, subject)}`;
}

/** The subject a token was made for, or null when it was not made with this secret and purpose. */
export function verifySignedToken(secret: Buffer, purpose: string, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const subject = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(mac(secret, purpose, subject));
  return given.length === expected.length && timingSafeEqual(given, expected) ? subject : null;
}
