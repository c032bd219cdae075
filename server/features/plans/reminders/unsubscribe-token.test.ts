import { describe, expect, it } from 'vitest';
import { unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

const secret = Buffer.from('a test secret that is long enough to sign with');

describe('unsubscribe tokens', () => {
  it('gives back the reminder a token was made for', () => {
    expect(verifyUnsubscribeToken(secret, unsubscribeToken(secret, 42))).toBe(42);
  });

  it('refuses a token for another reminder, another secret, or a changed signature', () => {
    const token = unsubscribeToken(secret, 42);
    const signature = token.split('.')[1]!;
    expect(verifyUnsubscribeToken(secret, `43.${signature}`)).toBeNull();
    expect(verifyUnsubscribeToken(Buffer.from('another secret of some length'), token)).toBeNull();
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(verifyUnsubscribeToken(secret, `42.${flipped}`)).toBeNull();
    expect(verifyUnsubscribeToken(secret, '42')).toBeNull();
    expect(verifyUnsubscribeToken(secret, '')).toBeNull();
  });
});
