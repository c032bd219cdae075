// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { accountType, fullName, initialOf, memberSince } from './profile-format';

describe('profile formatting', () => {
  it("writes 'member since' as a long US date", () => {
    expect(memberSince('2026-11-22T15:00:00.000Z')).toBe('November 22, 2026');
  });

  it("names the account type after the provider, or 'Email Account'", () => {
    expect(accountType({ socialProvider: 'google' })).toBe('Google Account');
    expect(accountType({ socialProvider: null })).toBe('Email Account');
  });

  it('builds the full name and the avatar initial', () => {
    expect(fullName({ firstName: 'Ayesha', lastName: 'Rahman', username: 'ayesha_r' })).toBe('Ayesha Rahman');
    expect(fullName({ firstName: null, lastName: null, username: 'ayesha_r' })).toBe('ayesha_r');
    expect(initialOf({ firstName: 'ayesha', username: 'x', email: null })).toBe('A');
  });
});
