import { createHash, createHmac } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

const issuer = 'sacred-circle';
const audience = 'sacred-circle-api';

export type AccessTokenClaims = {
  userId: string;
  /** The refresh-token family (one sign-in on one device) this token was issued for. */
  familyId: string;
};

export type AccessTokenVerdict =
  { ok: true; claims: AccessTokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

/** Short-lived HS256 JWTs. Nothing is looked up per request; the refresh token is the revocable part. */
export class AccessTokens {
  constructor(
    private readonly secret: Uint8Array,
    readonly ttlSeconds: number,
  ) {}

  sign(claims: AccessTokenClaims): Promise<string> {
    return new SignJWT({ fid: claims.familyId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.ttlSeconds)
      .sign(this.secret);
  }

  async verify(token: string): Promise<AccessTokenVerdict> {
    try {
      const { payload } = await jwtVerify(token, this.secret, { issuer, audience, algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.fid !== 'string')
        return { ok: false, reason: 'invalid' };
      return { ok: true, claims: { userId: payload.sub, familyId: payload.fid } };
    } catch (error) {
      return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}

/** Opaque tokens (refresh tokens, session ids) are stored as SHA-256: a database leak reveals no usable token. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Keyed hash for short secrets (6-digit codes) that a plain hash would not protect against guessing offline. */
export const keyedHash = (key: Uint8Array, value: string) =>
  createHmac('sha256', key).update(value).digest('hex');
