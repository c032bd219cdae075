import type { z } from 'zod';
import {
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_TTL_SECONDS,
  type loginRequestSchema,
  type LoginResponse,
  type otpRequestSchema,
  type resetPasswordRequestSchema,
  type SignedInResponse,
  type signupRequestSchema,
  type verifyOtpRequestSchema,
} from '../../../common/api/auth';
import { mergeGuestInto } from '../../lib/guest-merge';
import { badRequest, conflict, unauthorized } from '../../lib/http-error';
import { assertNotBanned } from '../../lib/identity';
import { accountProvenBy, isClaim } from './address-claims';
import { deliverAddressNotice } from './address-notice';
import type { AuthContext } from './context';
import {
  assertCooldownOver,
  checkCode,
  cooldownRemaining,
  describeTarget,
  issueCode,
  otpTarget,
  type OtpTarget,
} from './otp-service';
import type { CodeOrigin } from './otp-store';
import { hashPassword, verifyPassword } from './passwords';
import { toAuthUser, shownAddresses } from './auth-user';
import { revokeAllSignIns, startTokenFamily } from './token-service';
import {
  convertGuest,
  findAccount,
  insertUser,
  takenIdentifiers,
  updateUser,
  type UserRow,
} from './user-store';

/** What a route must do after a service signed someone in: set the session cookie. */
export type SignIn = { userId: string; familyId: string; persistent: boolean };
export type SignedIn = { body: SignedInResponse; signIn: SignIn };

const invalidCredentials = 'Invalid credentials. Please try again.';
const invalidCode = 'This code has expired or is no longer valid. Please request a new code.';

export async function signUp(
  ctx: AuthContext,
  input: z.output<typeof signupRequestSchema>,
  guestId: string | null,
): Promise<SignedIn> {
  const password = await hashPassword(input.password);
  let user: UserRow | undefined;
  // Twice at most: an address taken between the check and the insert is then checked again.
  for (let attempt = 1; !user; attempt += 1) {
    const taken = await takenIdentifiers(ctx.db, input);
    // Usernames are public names shown to others, so a taken one says nothing that is not public.
    if (taken.username) throw conflict('This username is already taken. Please choose another one.');
    // An address another account holds is not refused (that would tell anyone who has an account):
    // the account is created all the same and the address kept as its pending claim.
    const values = {
      email: taken.email ? null : (input.email ?? null),
      pendingEmail: taken.email ? (input.email ?? null) : null,
      phone: taken.phone ? null : (input.phone ?? null),
      pendingPhone: taken.phone ? (input.phone ?? null) : null,
      username: input.username,
      password,
      firstName: input.firstName,
      lastName: input.lastName,
      verified: 0,
    };
    try {
      // A guest who signs up keeps their row: their journey and chat are already attached to it.
      user =
        (guestId ? await convertGuest(ctx.db, guestId, values) : undefined) ??
        (await insertUser(ctx.db, values));
    } catch (error) {
      if ((error as { code?: string }).code !== '23505') throw error;
      if (attempt >= 2) {
        throw conflict('That email, phone number or username was just taken. Please choose another.');
      }
    }
  }

  const target = otpTarget(shownAddresses(user));
  // Only the address the code goes to decides: a held phone next to a free e-mail changes nothing there.
  const held = isClaim(user, target);
  const verificationSentTo = (await sendQuietly(ctx, target, 'signup', { userId: user.id }, held))
    ? describeTarget(target)
    : undefined;
  const persistent = input.rememberMe ?? true;
  const { tokens, familyId } = await startTokenFamily(ctx, user.id, persistent);
  return {
    body: {
      requiresVerification: false,
      user: toAuthUser(user),
      ...tokens,
      message: 'Welcome to Sacred Circle! You are now logged in.',
      ...(verificationSentTo ? { verificationSentTo } : {}),
    },
    signIn: { userId: user.id, familyId, persistent },
  };
}

/**
 * Sends a code without failing the caller: sign-up and login still succeed if mail is down. For an
 * address another account holds (`held`), the code is stored but not sent, so the cooldown and the
 * sending limits count it alike, and its holder gets the notice in its place when one is asked for.
 */
async function sendQuietly(
  ctx: AuthContext,
  target: OtpTarget,
  purpose: 'signup' | 'login',
  origin: CodeOrigin,
  held: boolean,
  notice: 'notice' | 'no-notice' = 'notice',
): Promise<boolean> {
  try {
    if ((await cooldownRemaining(ctx, target, purpose)) > 0) return true;
    await issueCode(ctx, target, purpose, !held, origin);
    if (held && notice === 'notice') await deliverAddressNotice(ctx, target);
    return true;
  } catch (error) {
    ctx.log.warn({ err: error }, 'verification code not sent');
    return false;
  }
}

export async function logIn(
  ctx: AuthContext,
  input: z.output<typeof loginRequestSchema>,
  guestId: string | null,
): Promise<{ body: LoginResponse; signIn?: SignIn }> {
  const user = await findAccount(ctx.db, input);
  // The same answer, after the same work, whether the account or the password was wrong.
  const passwordMatches = await verifyPassword(user?.password ?? null, input.password);
  if (!user || !passwordMatches) throw unauthorized(invalidCredentials);
  await liftExpiredBan(ctx, user);
  assertNotBanned(user);

  if (user.verified !== 1) {
    const shown = shownAddresses(user);
    const target = otpTarget(shown);
    // A pending claim gets a code only once no other account holds the address; the holder was told
    // at sign-up and is not told again at every sign-in of the claimant.
    const held = isClaim(user, target) && (await findAccount(ctx.db, target)) !== undefined;
    const origin = { userId: user.id, passwordProven: true };
    await sendQuietly(ctx, target, 'login', origin, held, 'no-notice');
    return {
      body: {
        requiresVerification: true,
        email: shown.email,
        phone: shown.phone,
        purpose: 'login',
        message: `Please check your ${shown.email ? 'email' : 'phone'} for the verification code.`,
      },
    };
  }
  if (guestId) await mergeGuestInto(ctx.db, guestId, user.id);
  const persistent = input.rememberMe ?? false;
  const { tokens, familyId } = await startTokenFamily(ctx, user.id, persistent);
  return {
    body: {
      requiresVerification: false,
      user: toAuthUser(user),
      ...tokens,
      message: 'Welcome back! You have been signed in successfully.',
    },
    signIn: { userId: user.id, familyId, persistent },
  };
}

async function liftExpiredBan(ctx: AuthContext, user: UserRow) {
  if (user.banned && user.banExpiresAt && user.banExpiresAt.getTime() <= Date.now()) {
    await updateUser(ctx.db, user.id, { banned: false, banReason: null, banExpiresAt: null });
    Object.assign(user, { banned: false, banReason: null, banExpiresAt: null });
  }
}

export async function requestCode(ctx: AuthContext, input: z.output<typeof otpRequestSchema>) {
  const target = otpTarget(input);
  await assertCooldownOver(ctx, target, input.purpose);
  const user = await findAccount(ctx.db, target);
  const needsCode = input.purpose === 'reset' || user?.verified !== 1;
  const suspended = user?.banned && (!user.banExpiresAt || user.banExpiresAt.getTime() > Date.now());
  // The mail or SMS goes out after the answer, for every address alike: awaiting it only for
  // registered ones made the answer ~40 times slower for them, which told who has an account.
  await issueCode(ctx, target, input.purpose, Boolean(user && needsCode && !suspended), {}, 'background');
  return {
    message: `If an account uses ${describeTarget(target)}, a 6-digit code is on its way. It expires in ${OTP_TTL_SECONDS / 60} minutes.`,
    expiresInSeconds: OTP_TTL_SECONDS,
    resendAfterSeconds: OTP_RESEND_COOLDOWN_SECONDS,
  };
}

export async function verifyCode(
  ctx: AuthContext,
  input: z.output<typeof verifyOtpRequestSchema>,
  caller: { guestId: string | null; signedInAs: string | null },
): Promise<{
  body: SignedInResponse | { requiresVerification: false; codeAccepted: true; message: string };
  signIn?: SignIn;
}> {
  const target = otpTarget(input);
  if (input.purpose === 'reset') {
    await checkCode(ctx, target, 'reset', input.code, false);
    return {
      body: {
        requiresVerification: false,
        codeAccepted: true,
        message: 'Code accepted. Choose a new password.',
      },
    };
  }
  const code = await checkCode(ctx, target, input.purpose, input.code, true);
  const found = await accountProvenBy(ctx, target, code.userId ?? caller.signedInAs, invalidCode);
  if (!found) throw badRequest(invalidCode);
  await liftExpiredBan(ctx, found);
  assertNotBanned(found);
  let user = found;
  let credentialsDropped = false;
  if (found.verified !== 1) {
    // The code proves who owns the address, not who chose the password: anyone can sign up with an
    // address that is not theirs. The password is kept only when the one proving the address also
    // holds the account (signed in as it, or the code was sent by a login with its password).
    const holdsAccount = caller.signedInAs === found.id || code.passwordProven;
    credentialsDropped = !holdsAccount && found.password !== null;
    if (!holdsAccount) await revokeAllSignIns(ctx, found.id, 'password');
    user =
      (await updateUser(ctx.db, found.id, { verified: 1, ...(holdsAccount ? {} : { password: null }) })) ??
      found;
  }

  const { guestId } = caller;
  if (guestId) await mergeGuestInto(ctx.db, guestId, user.id);
  const persistent = input.rememberMe ?? true;
  const { tokens, familyId } = await startTokenFamily(ctx, user.id, persistent);
  return {
    body: {
      requiresVerification: false,
      user: toAuthUser(user),
      ...tokens,
      message: credentialsDropped
        ? 'Your address is verified and you are signed in. The password this account had was set before the address was proven, so it was removed: please choose your own in your profile.'
        : 'Welcome to Sacred Circle. Your spiritual journey begins now.',
    },
    signIn: { userId: user.id, familyId, persistent },
  };
}

export async function resetPassword(ctx: AuthContext, input: z.output<typeof resetPasswordRequestSchema>) {
  const target = otpTarget(input);
  await checkCode(ctx, target, 'reset', input.code, true);
  const user = await findAccount(ctx.db, target);
  if (!user) throw badRequest(invalidCode);
  // The code proved the address belongs to them, which is what verification means.
  await updateUser(ctx.db, user.id, { password: await hashPassword(input.newPassword), verified: 1 });
  await revokeAllSignIns(ctx, user.id, 'password');
  return { message: 'Your password has been reset. Please sign in with your new password.' };
}
