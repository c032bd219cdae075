import {
  ACCOUNT_DELETED_MESSAGE,
  type AccountDeletionRequest,
  type AccountDeletionResponse,
  type DeletionCodeResponse,
} from '../../../common/api/account-deletion';
import { OTP_RESEND_COOLDOWN_SECONDS, OTP_TTL_SECONDS } from '../../../common/api/auth';
import { badRequest, forbidden, HttpError, unauthorized } from '../../lib/http-error';
import type { Identity } from '../../lib/identity';
import { eraseAccount, type ErasedAccount } from './account-deletion-store';
import type { AuthContext } from './context';
import { assertCooldownOver, checkCode, issueCode, type OtpTarget } from './otp-service';
import { verifyPassword } from './passwords';
import { findUserById, type UserRow } from './user-store';

const PURPOSE = 'delete-account';

async function loadAccount(ctx: AuthContext, identity: Identity): Promise<UserRow> {
  const user = await findUserById(ctx.db, identity.userId);
  if (!user || user.isGuest) throw unauthorized('Your account no longer exists. Please sign in again.');
  return user;
}

/** Where a code for an account without a password goes: its address, else its phone. */
function codeTarget(user: UserRow): OtpTarget {
  if (user.email) return { email: user.email };
  if (user.phone) return { phone: user.phone };
  throw badRequest('This account has no verified email address or phone number to send a code to.');
}

/** 'ayesha@example.org' -> 'a•••@example.org'; '+15551234567' -> '•••• 4567'. */
export function maskTarget(target: OtpTarget): string {
  if ('phone' in target) return `•••• ${target.phone.slice(-4)}`;
  const [local = '', domain = ''] = target.email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

/** Sends the one-time code that stands for the password of an account without one. */
export async function requestDeletionCode(
  ctx: AuthContext,
  identity: Identity,
): Promise<DeletionCodeResponse> {
  const user = await loadAccount(ctx, identity);
  if (user.password) {
    throw badRequest('This account has a password: enter it to delete the account. No code is needed.');
  }
  const target = codeTarget(user);
  await assertCooldownOver(ctx, target, PURPOSE);
  await issueCode(ctx, target, PURPOSE, true, { userId: user.id });
  const sentTo = maskTarget(target);
  return {
    message: `We sent a 6-digit code to ${sentTo}.`,
    sentTo,
    expiresInSeconds: OTP_TTL_SECONDS,
    resendAfterSeconds: OTP_RESEND_COOLDOWN_SECONDS,
  };
}

const wrongPassword = 'That password is not correct. Nothing was deleted.';

/** Checks the fresh proof of identity; anything but a match is a 403 and nothing is touched. */
async function assertProof(ctx: AuthContext, user: UserRow, proof: AccountDeletionRequest): Promise<void> {
  if ('password' in proof) {
    if (!user.password) {
      throw badRequest('This account has no password: ask for a code and enter it to delete the account.');
    }
    if (!(await verifyPassword(user.password, proof.password))) throw forbidden(wrongPassword);
    return;
  }
  if (user.password) {
    throw badRequest('This account has a password: enter it to delete the account. No code is needed.');
  }
  try {
    await checkCode(ctx, codeTarget(user), PURPOSE, proof.code, true);
  } catch (error) {
    // A wrong, expired or used code is a refused proof, as a wrong password is; too many tries stays a 429.
    if (error instanceof HttpError && error.statusCode === 400) {
      throw new HttpError(403, `${error.message} Nothing was deleted.`, error.details);
    }
    throw error;
  }
}

/**
 * Deletes the caller's account and everything in it, then tells them by e-mail (or text, for an account with
 * only a phone). The message goes after the commit, in the background: the erasure stands even when the mail
 * server is down, and a failed send is only logged.
 */
export async function deleteAccount(
  ctx: AuthContext,
  identity: Identity,
  proof: AccountDeletionRequest,
): Promise<AccountDeletionResponse> {
  const user = await loadAccount(ctx, identity);
  await assertProof(ctx, user, proof);
  const erased = await eraseAccount(ctx.db, user.id);
  if (!erased) throw unauthorized('Your account no longer exists. Please sign in again.');
  ctx.log.info(
    { pseudonym: erased.pseudonym, keptModerationRows: erased.keptModerationRows },
    'account deleted',
  );
  ctx.background(sendConfirmation(ctx, erased));
  return { message: ACCOUNT_DELETED_MESSAGE };
}

async function sendConfirmation(ctx: AuthContext, erased: ErasedAccount): Promise<void> {
  const greeting = erased.firstName ? `Dear ${erased.firstName},` : 'Hello,';
  if (erased.email) {
    await ctx.mailer.send({
      to: erased.email,
      subject: 'Your Sacred Circle account has been deleted',
      text: [
        greeting,
        '',
        'Your Sacred Circle account has been deleted, as you asked. Your profile, journey, reading sessions,',
        'chats with the scholar, study notes, bookmarks, reading plans and reminders are gone, and you have',
        'been signed out on every device. This address is free to use for a new account.',
        '',
        'If you did not ask for this, please reply to this message.',
        '',
        'Sacred Circle · Guiding Wisdom. Eternal Connection',
      ].join('\n'),
    });
  } else if (erased.phone) {
    await ctx.sms.send(erased.phone, 'Sacred Circle: your account and everything in it have been deleted.');
  }
}
