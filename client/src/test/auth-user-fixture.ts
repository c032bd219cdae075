import type { AuthUser } from '@common/api/auth';

/** A complete GET /api/auth/user answer, as the server sends it, for client tests. */
export function authUserFixture(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: '6f1c7c1e-3f0b-4c6e-9a51-2d2b8f0b9c11',
    email: 'miriam@example.org',
    phone: null,
    username: 'miriam',
    firstName: 'Miriam',
    lastName: 'Haddad',
    profileImageUrl: null,
    verified: 1,
    socialProvider: null,
    notificationPreferences: { email: true, sms: false, push: true },
    hasPassword: true,
    createdAt: '2026-03-01T09:30:00.000Z',
    guest: false,
    ...overrides,
  };
}
