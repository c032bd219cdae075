import type { z } from 'zod';
import type {
  AuthUser,
  changePasswordRequestSchema,
  NotificationPreferences,
  notificationPreferencesUpdateSchema,
  profileUpdateSchema,
} from '../../../common/api/auth';
import { badRequest, conflict, unauthorized } from '../../lib/http-error';
import type { Identity } from '../../lib/identity';
import type { AuthContext } from './context';
import { assertSendAllowed, describeTarget, issueCode } from './otp-service';
import { hashPassword, verifyPassword } from './passwords';
import { presentUser } from './present-user';
import { revokeAllSignIns } from './token-service';
import { findUserById, takenIdentifiers, updateUser, type UserRow } from './user-store';

async function loadUser(ctx: AuthContext, identity: Identity): Promise<UserRow> {
  const user = await findUserById(ctx.db, identity.userId);
  if (!user) throw unauthorized('Your account no longer exists. Please sign in again.');
  return user;
}

export async function currentUser(ctx: AuthContext, identity: Identity): Promise<AuthUser> {
  return presentUser(await loadUser(ctx, identity));
}

/** An empty field clears it; an absent field keeps it. */
const nextValue = <T>(given: T | '' | null | undefined, current: T | null): T | null =>
  given === undefined ? current : given === '' || given === null ? null : given;

export async function updateProfile(
  ctx: AuthContext,
  identity: Identity,
  input: z.output<typeof profileUpdateSchema>,
): Promise<{ user: AuthUser; verificationSentTo?: string }> {
  const user = await loadUser(ctx, identity);
  const email = nextValue(input.email, user.email);
  const phone = nextValue(input.phone, user.phone);
  if (!email && !phone) throw badRequest('Either email or phone is required');

  const changed = {
    email: email !== user.email ? email : null,
    phone: phone !== user.phone ? phone : null,
    username:
      input.username && input.username.toLowerCase() !== user.username?.toLowerCase() ? input.username : null,
  };
  const taken = await takenIdentifiers(ctx.db, changed, user.id);
  if (taken.email) throw conflict('This email is already used by another account.');
  if (taken.phone) throw conflict('This phone number is already used by another account.');
  if (taken.username) throw conflict('This username is already taken. Please choose another one.');

  // A new address has not been proven yet: the account asks for a code again until it is.
  const contactChanged = changed.email !== null || (!email && changed.phone !== null);
  const target = email ? { email } : { phone: phone as string };
  // Checked before anything is saved: over the limit, the change is refused rather than left unproven.
  if (contactChanged) await assertSendAllowed(ctx, target, user.id);
  const updated = await updateUser(ctx.db, user.id, {
    firstName: input.firstName ?? user.firstName,
    lastName: input.lastName ?? user.lastName,
    username: input.username ?? user.username,
    email,
    phone,
    profileImageUrl: nextValue(input.profileImageUrl, user.profileImageUrl),
    ...(contactChanged ? { verified: 0 } : {}),
  });
  if (!updated) throw unauthorized('Your account no longer exists. Please sign in again.');

  if (!contactChanged) return { user: presentUser(updated) };
  try {
    await issueCode(ctx, target, 'signup', true, { userId: user.id });
    return { user: presentUser(updated), verificationSentTo: describeTarget(target) };
  } catch (error) {
    ctx.log.warn({ err: error }, 'verification code for a changed address not sent');
    return { user: presentUser(updated) };
  }
}

export async function updateNotifications(
  ctx: AuthContext,
  identity: Identity,
  input: z.output<typeof notificationPreferencesUpdateSchema>,
): Promise<NotificationPreferences> {
  const user = await loadUser(ctx, identity);
  const preferences = { ...user.notificationPreferences, ...input };
  await updateUser(ctx.db, user.id, { notificationPreferences: preferences });
  return preferences;
}

export async function changePassword(
  ctx: AuthContext,
  identity: Identity,
  input: z.output<typeof changePasswordRequestSchema>,
) {
  const user = await loadUser(ctx, identity);
  if (user.password) {
    if (!input.currentPassword) throw badRequest('Please enter your current password.');
    if (!(await verifyPassword(user.password, input.currentPassword))) {
      throw badRequest('Your current password is incorrect.');
    }
  }
  await updateUser(ctx.db, user.id, { password: await hashPassword(input.newPassword) });
  // Whoever knew the old password is signed out everywhere; this device stays signed in.
  await revokeAllSignIns(ctx, user.id, 'password', identity.familyId);
  return {
    message: user.password
      ? 'Your password has been changed. Other devices have been signed out.'
      : 'Your password has been set. You can now also sign in with your email and password.',
  };
}
