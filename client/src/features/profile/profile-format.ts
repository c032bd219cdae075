import type { AuthUser } from '@common/api/auth';

/** 'Member since' in the long US form, e.g. November 22, 2026. */
export const memberSince = (createdAt: string) =>
  new Date(createdAt).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** '<Provider> Account' for a social sign-in, otherwise 'Email Account'. */
export function accountType(user: Pick<AuthUser, 'socialProvider'>): string {
  const provider = user.socialProvider?.trim();
  if (!provider) return 'Email Account';
  return `${provider.charAt(0).toUpperCase()}${provider.slice(1)} Account`;
}

export function fullName(user: Pick<AuthUser, 'firstName' | 'lastName' | 'username'>): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.username || 'Your profile';
}

export function initialOf(user: Pick<AuthUser, 'firstName' | 'username' | 'email'>): string {
  return (user.firstName || user.username || user.email || '?').trim().charAt(0).toUpperCase();
}
