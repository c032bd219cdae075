import { z } from 'zod';
import { otpCodeField } from './auth';

/**
 * Deleting an account needs a fresh proof that the person at the keyboard owns it: the password, or for an
 * account without one (Google sign-in) a one-time code sent to its address or phone.
 */
export const accountDeletionRequestSchema = z.union([
  z.strictObject({ password: z.string().min(1, 'Enter your password').max(128) }),
  z.strictObject({ code: otpCodeField }),
]);
export type AccountDeletionRequest = z.infer<typeof accountDeletionRequestSchema>;

export const accountDeletionResponseSchema = z.object({ message: z.string() });
export type AccountDeletionResponse = z.infer<typeof accountDeletionResponseSchema>;

export const deletionCodeResponseSchema = z.object({
  message: z.string(),
  /** Where the code went, masked ('a•••@example.org', '•••• 4567'), so the reader knows where to look. */
  sentTo: z.string(),
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});
export type DeletionCodeResponse = z.infer<typeof deletionCodeResponseSchema>;

export const ACCOUNT_DELETED_MESSAGE = 'Your account and everything in it have been deleted.';
