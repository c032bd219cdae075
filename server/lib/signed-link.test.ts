import { describe, expect, it } from 'vitest';
import { signedToken, verifySignedToken } from './signed-link';

const secret = Buffer.from('a test secret that is long enough to sign with');

describe('signed links', () => {
  it('gives back the subject for the purpose it was signed for, and nothing for another purpose', () => {
    const token = signedToken(secret, 'circle-digest:', 'abc_123-def');
    expect(verifySignedToken(secret, 'circle-digest:', token)).toBe('abc_123-def');
    expect(verifySignedToken(secret, 'plan-reminder-unsubscribe:', token)).toBeNull();
    expect(verifySignedToken(secret, 'circle-digest:', token.replace('abc', 'abd'))).toBeNull();
    expect(verifySignedToken(secret, 'circle-digest:', '.x')).toBeNull();
  });
});
