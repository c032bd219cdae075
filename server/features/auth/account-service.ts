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
import { deliverAddressNotice } from './address-notice';
import type { AuthContext } from './context';
import { assertSendAllowed, describeTarget, issueCode } from './otp-service';
import { hashPassword, verifyPassword } from './passwords';
import { toAuthUser, shownAddresses } from './auth-user';
import { revokeAllSignIns } from './token-service';
import { findUserById, takenIdentifiers, updateUser, type NewUser, type UserRow } from './user-store';

async function loadUser(ctx: AuthContext, identity: Identity): Promise<UserRow> {
  const user = await findUserById(ctx.db, identity.userId);
  if (!user) throw unauthorized('Your account no longer exists. Please sign in again.');
  return user;
}

export async function currentUser(ctx: AuthContext, identity: Identity): Promise<AuthUser> {
  return toAuthUser(await loadUser(ctx, identity));
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
  // Compared with what the account shows (a pending claim included), as the client sends it back.
  const shown = shownAddresses(user);
  const email = nextValue(input.email, shown.email);
  const phone = nextValue(input.phone, shown.phone);
  if (!email && !phone) throw badRequest('Either email or phone is required');

  const changed = {
    email: email !== shown.email ? email : null,
    phone: phone !== shown.phone ? phone : null,
    username:
      input.username && input.username.toLowerCase() !== user.username?.toLowerCase() ? input.username : null,
  };
  const taken = await takenIdentifiers(ctx.db, changed, user.id);
  if (taken.username) throw conflict('This username is already taken. Please choose another one.');

  // A new address has not been proven yet: the account asks for a code again until it is.
  const contactChanged = changed.email !== null || (!email && changed.phone !== null);
  const target = email ? { email } : { phone: phone as string };
  // An address another account holds is not refused (that would tell who has an account): it is kept
  // as this account's pending claim, shown like any new address, and its holder is told instead.
  const held = 'email' in target ? taken.email : taken.phone;
  // Checked before anything is saved: over the limit, the change is refused rather than left unproven.
  if (contactChanged) await assertSendAllowed(ctx, target, user.id);
  const updated = await updateUser(ctx.db, user.id, {
    firstName: input.firstName ?? user.firstName,
    lastName: input.lastName ?? user.lastName,
    username: input.username ?? user.username,
    ...addressColumns('email', user, email === shown.email ? undefined : email, taken.email),
    ...addressColumns('phone', user, phone === shown.phone ? undefined : phone, taken.phone),
    profileImageUrl: nextValue(input.profileImageUrl, user.profileImageUrl),
    ...(contactChanged ? { verified: 0 } : {}),
  });
  if (!updated) throw unauthorized('Your account no longer exists. Please sign in again.');

  if (!contactChanged) return { user: toAuthUser(updated) };
  try {
    // A held address gets its code stored but not sent (the limits count it alike) and the notice
    // in its place, at the same point, so the answer cannot tell the two apart.
    await issueCode(ctx, target, 'signup', !held, { userId: user.id });
    if (held) await deliverAddressNotice(ctx, target);
    return { user: toAuthUser(updated), verificationSentTo: describeTarget(target) };
  } catch (error) {
    ctx.log.warn({ err: error }, 'verification code for a changed address not sent');
    return { user: toAuthUser(updated) };
  }
}

/**
 * The columns for one address after a profile change: unchanged (`next` undefined), cleared, set, or
 * (held by another account) kept as a pending claim with the previous address dropped, exactly as a
 * move to a free address drops it.
 */
function addressColumns(
  kind: 'email' | 'phone',
  user: UserRow,
  next: string | null | undefined,
  held: boolean,
): Pick<NewUser, 'email' | 'pendingEmail'> | Pick<NewUser, 'phone' | 'pendingPhone'> {
  const current = kind === 'email' ? [user.email, user.pendingEmail] : [user.phone, user.pendingPhone];
  const [value, pending] = next === undefined ? current : held && next !== null ? [null, next] : [next, null];
  return kind === 'email' ? { email: value, pendingEmail: pending } : { phone: value, pendingPhone: pending };
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
