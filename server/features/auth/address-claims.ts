import { badRequest } from '../../lib/http-error';
import type { AuthContext } from './context';
import { describeTarget, type OtpTarget } from './otp-service';
import { findAccount, findClaimant, updateUser, type UserRow } from './user-store';

/** Whether this address is the account's pending claim rather than an address it holds. */
export const isClaim = (user: UserRow, target: OtpTarget) =>
  'email' in target ? user.pendingEmail === target.email : user.pendingPhone === target.phone;

/**
 * The account a code for this address verifies: the one that holds the address or, when the code was
 * sent for (or is used by) an account that claims it, that claimant. A claim becomes the address only
 * if no verified account holds it (a verified owner keeps it: the code then fails like a wrong one);
 * an unverified holder gives the address up and keeps a pending claim on it, as anyone else would.
 */
export async function accountProvenBy(
  ctx: AuthContext,
  target: OtpTarget,
  claimantId: string | null,
  invalidCode: string,
): Promise<UserRow | undefined> {
  const holder = await findAccount(ctx.db, target);
  const claimant =
    claimantId && claimantId !== holder?.id ? await findClaimant(ctx.db, claimantId, target) : undefined;
  if (!claimant) return holder;
  if (holder?.verified === 1) throw badRequest(invalidCode);
  const value = describeTarget(target);
  const [taken, freed] =
    'email' in target
      ? [
          { email: value, pendingEmail: null },
          { email: null, pendingEmail: value },
        ]
      : [
          { phone: value, pendingPhone: null },
          { phone: null, pendingPhone: value },
        ];
  try {
    if (holder) await updateUser(ctx.db, holder.id, freed);
    return await updateUser(ctx.db, claimant.id, taken);
  } catch (error) {
    // Taken by someone else between the two steps: the code proves nothing for this account now.
    if ((error as { code?: string }).code === '23505') throw badRequest(invalidCode);
    throw error;
  }
}
