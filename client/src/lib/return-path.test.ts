// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { returnPathOf, signInHref } from './return-path';

describe('returnPathOf', () => {
  it('follows a path of this site, with its query', () => {
    expect(returnPathOf('?next=%2Fcircles%2Fjoin%2Fabc_DEF-1')).toBe('/circles/join/abc_DEF-1');
    expect(returnPathOf(new URL(signInHref('/circles/join/xyz?x=1', 'signup'), 'http://a.b').search)).toBe(
      '/circles/join/xyz?x=1',
    );
  });

  it('refuses anything that would leave the site', () => {
    for (const next of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'circles', '']) {
      expect(returnPathOf(`?${new URLSearchParams({ next }).toString()}`)).toBeNull();
    }
    expect(returnPathOf('')).toBeNull();
  });
});

describe('signInHref', () => {
  it('opens the sign-up form when asked', () => {
    expect(signInHref('/circles/join/t', 'signup')).toBe('/auth?next=%2Fcircles%2Fjoin%2Ft&mode=signup');
    expect(signInHref('/circles/join/t')).toBe('/auth?next=%2Fcircles%2Fjoin%2Ft');
  });
});
