/*
 * Where a page that needs an account sends a visitor back after signing in or creating the account (an
 * invitation to a circle). Only a path on this site is followed: '/circles/join/abc', never '//elsewhere.example'
 * or 'https://elsewhere.example', so a crafted sign-in link cannot send a reader to another site.
 */

const RETURN_PARAM = 'next';

/** The path in `next`, when it is one of this site's paths; null otherwise. */
export function returnPathOf(search: string): string | null {
  const value = new URLSearchParams(search).get(RETURN_PARAM);
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // A path with a scheme or a host once resolved would leave the site.
  const resolved = new URL(value, 'https://sacred-circle.invalid');
  if (resolved.origin !== 'https://sacred-circle.invalid') return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/** The sign-in page (or its sign-up form) that comes back to `returnTo` once the reader has an account. */
export function signInHref(returnTo: string, mode: 'login' | 'signup' = 'login'): string {
  const params = new URLSearchParams({ [RETURN_PARAM]: returnTo });
  if (mode === 'signup') params.set('mode', 'signup');
  return `/auth?${params.toString()}`;
}
