import type { AuthUser } from '../../../common/api/auth';
import type { UserRow } from './user-store';

/** The user as the client reads it (spec §3), never the password hash or moderation fields. */
export function presentUser(user: UserRow): AuthUser {
  return {
    id: user.id,
    email: user.email,
    phone: user.phone,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    verified: user.verified === 1 ? 1 : 0,
    socialProvider: user.socialProvider,
    notificationPreferences: user.notificationPreferences,
    hasPassword: user.password !== null,
    createdAt: user.createdAt.toISOString(),
    guest: user.isGuest,
  };
}
