import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_TTL_SECONDS,
  type CodePurpose,
} from '../../../common/api/auth';
import { keyedHash } from '../../lib/access-tokens';
import { badRequest, HttpError, serviceUnavailable, tooManyRequests } from '../../lib/http-error';
import type { AuthContext } from './context';
import {
  deleteCode,
  latestCode,
  markVerified,
  recentCodes,
  replaceCode,
  spendAttempt,
  type CodeOrigin,
  type OtpRow,
  type OtpTarget,
} from './otp-store';

export type { OtpTarget };

export function otpTarget(body: {
  email?: string | null | undefined;
  phone?: string | null | undefined;
}): OtpTarget {
  if (body.email) return { email: body.email };
  if (body.phone) return { phone: body.phone };
  throw badRequest('Either email or phone is required');
}

export const describeTarget = (target: OtpTarget) => ('email' in target ? target.email : target.phone);

const hashCode = (ctx: AuthContext, target: OtpTarget, purpose: CodePurpose, code: string) =>
  keyedHash(ctx.secret, `${purpose}\n${describeTarget(target)}\n${code}`);

/** Seconds left before another code may be sent to this address for this purpose (0: now). */
export async function cooldownRemaining(
  ctx: AuthContext,
  target: OtpTarget,
  purpose: CodePurpose,
): Promise<number> {
  const latest = await latestCode(ctx.db, target, purpose);
  if (!latest) return 0;
  const elapsed = (Date.now() - latest.createdAt.getTime()) / 1000;
  return Math.max(0, Math.ceil(OTP_RESEND_COOLDOWN_SECONDS - elapsed));
}

export async function assertCooldownOver(ctx: AuthContext, target: OtpTarget, purpose: CodePurpose) {
  const wait = await cooldownRemaining(ctx, target, purpose);
  if (wait > 0) {
    throw tooManyRequests(
      `A code was sent moments ago. Please wait ${wait} seconds before asking for another.`,
    );
  }
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Refuses a send over the hourly limits: per address or phone (whoever asks, whether or not an account
 * uses it, so the answer reveals nothing) and per account (one account cannot spray many addresses).
 * Counted from the stored codes, so every instance sees the same numbers.
 */
export async function assertSendAllowed(ctx: AuthContext, target: OtpTarget, userId?: string) {
  const since = new Date(Date.now() - HOUR_MS);
  const checks = [
    {
      scope: { target },
      max: ctx.config.CODE_SENDS_PER_DESTINATION_PER_HOUR,
      what: `to ${describeTarget(target)}`,
    },
    ...(userId
      ? [{ scope: { userId }, max: ctx.config.CODE_SENDS_PER_ACCOUNT_PER_HOUR, what: 'for this account' }]
      : []),
  ];
  for (const { scope, max, what } of checks) {
    const recent = await recentCodes(ctx.db, scope, since);
    if (recent.count < max) continue;
    const freeAt = (recent.oldest?.getTime() ?? Date.now()) + HOUR_MS;
    const minutes = Math.max(1, Math.ceil((freeAt - Date.now()) / 60_000));
    throw tooManyRequests(
      `Too many codes were sent ${what} in the last hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
}

/**
 * Creates a 6-digit code valid for 10 minutes (replacing any earlier one) and, when `deliver` is set,
 * sends it. With `deliver` false the row only keeps the resend cooldown and the sending limits honest
 * for addresses that have no account, so the answer does not reveal which addresses are registered.
 */
export async function issueCode(
  ctx: AuthContext,
  target: OtpTarget,
  purpose: CodePurpose,
  deliver: boolean,
  origin: CodeOrigin = {},
  delivery: 'await' | 'background' = 'await',
): Promise<void> {
  await assertSendAllowed(ctx, target, origin.userId);
  const code = randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
  const expiresAt = new Date(Date.now() + OTP_TTL_SECONDS * 1000);
  const codeHash = hashCode(ctx, target, purpose, code);
  const id = await replaceCode(ctx.db, target, purpose, codeHash, expiresAt, origin);
  if (!deliver) return;
  const send = deliverCode(ctx, target, purpose, code).catch(async (error: unknown) => {
    await deleteCode(ctx.db, id);
    ctx.log.error({ err: error, purpose }, 'could not deliver a one-time code');
    throw serviceUnavailable('We could not send your code just now. Please try again in a minute.');
  });
  if (delivery === 'background') ctx.background(send);
  else await send;
}

const subjects: Record<CodePurpose, string> = {
  signup: 'Your Sacred Circle verification code',
  login: 'Your Sacred Circle sign-in code',
  reset: 'Your Sacred Circle password reset code',
  'delete-account': 'Your code to delete your Sacred Circle account',
};

const uses: Record<CodePurpose, string> = {
  signup: 'verify your Sacred Circle account',
  login: 'verify your Sacred Circle account and sign in',
  reset: 'reset your Sacred Circle password',
  'delete-account': 'confirm that you want to delete your Sacred Circle account and everything in it',
};

async function deliverCode(ctx: AuthContext, target: OtpTarget, purpose: CodePurpose, code: string) {
  const minutes = OTP_TTL_SECONDS / 60;
  if ('email' in target) {
    await ctx.mailer.send({
      to: target.email,
      subject: subjects[purpose],
      text: [
        `Your code is ${code}.`,
        '',
        `Enter it to ${uses[purpose]}. It expires in ${minutes} minutes.`,
        'If you did not ask for this code, you can ignore this message: nobody can use it without your email.',
        '',
        'Sacred Circle · Guiding Wisdom. Eternal Connection',
      ].join('\n'),
    });
  } else {
    await ctx.sms.send(target.phone, `Sacred Circle code: ${code}. It expires in ${minutes} minutes.`);
  }
}

/**
 * Checks a code: one attempt is spent first; five wrong tries or ten minutes end the code. With
 * `consume` the code is then used up; without, it stays valid (the reset form checks it, then uses it).
 */
export async function checkCode(
  ctx: AuthContext,
  target: OtpTarget,
  purpose: CodePurpose,
  code: string,
  consume: boolean,
): Promise<OtpRow> {
  const row = await latestCode(ctx.db, target, purpose);
  if (!row || row.verified === 1 || row.expiresAt.getTime() <= Date.now()) {
    throw badRequest('This code has expired or is no longer valid. Please request a new code.');
  }
  const attempts = await spendAttempt(ctx.db, row.id, OTP_MAX_ATTEMPTS);
  if (attempts === undefined) {
    throw tooManyRequests('Too many incorrect attempts. Please request a new code.');
  }
  const expected = Buffer.from(row.code, 'hex');
  const actual = Buffer.from(hashCode(ctx, target, purpose, code), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    const attemptsRemaining = OTP_MAX_ATTEMPTS - attempts;
    if (attemptsRemaining === 0)
      throw tooManyRequests('Too many incorrect attempts. Please request a new code.');
    throw new HttpError(400, 'Invalid verification code. Please try again.', { attemptsRemaining });
  }
  if (consume && !(await markVerified(ctx.db, row.id))) {
    throw badRequest('This code has already been used. Please request a new code.');
  }
  return row;
}
