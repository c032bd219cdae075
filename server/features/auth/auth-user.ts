import type { AuthUser } from '../../../common/api/auth';
import { safePictureUrl } from '../../../common/api/picture-url';
import type { UserRow } from './user-store';

/**
 * The addresses an account shows as its own: a pending claim on an address another account holds is
 * shown exactly like a new, unverified address, so the account's holder cannot tell which one it is.
 */
export function shownAddresses(user: UserRow): { email: string | null; phone: string | null } {
  return { email: user.pendingEmail ?? user.email, phone: user.pendingPhone ?? user.phone };
}

/** The user as the client reads it, never the password hash or moderation fields. */
export function toAuthUser(user: UserRow): AuthUser {
  const shown = shownAddresses(user);
  return {
    id: user.id,
    email: shown.email,
    phone: shown.phone,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    // Addresses stored before pictures were checked are shown only if they pass the same check.
    profileImageUrl: user.profileImageUrl === null ? null : safePictureUrl(user.profileImageUrl),
    verified: user.verified === 1 ? 1 : 0,
    socialProvider: user.socialProvider,
    notificationPreferences: user.notificationPreferences,
    hasPassword: user.password !== null,
    createdAt: user.createdAt.toISOString(),
    guest: user.isGuest,
  };
}
