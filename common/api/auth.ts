import { z } from 'zod';
import { INVALID_PICTURE_URL_MESSAGE, pictureUrlField } from './picture-url';

/** Account field limits and one-time code rules (see docs/product.md, Accounts and guests). */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 600;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_SECONDS = 60;

export const otpPurposes = ['signup', 'login', 'reset'] as const;
export type OtpPurpose = (typeof otpPurposes)[number];
/** Every purpose a code is stored for: the public code endpoint takes only `otpPurposes`; deleting an account
 * asks for its own code from the signed-in account. */
export type CodePurpose = OtpPurpose | 'delete-account';

const trimmed = z.string().trim();

/** Field rules shared by the API and the client forms, with the messages a reader sees. */
export const emailField = trimmed.toLowerCase().pipe(z.email('Invalid email address'));
export const phoneField = trimmed
  .regex(/^\+?[0-9 ()\-.]{7,20}$/, 'Invalid phone number')
  .transform((value) => value.replace(/[^0-9+]/g, ''));
export const passwordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);
export const usernameField = trimmed
  .min(USERNAME_MIN_LENGTH, `Username must be at least ${USERNAME_MIN_LENGTH} characters`)
  .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`)
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may use letters, numbers, dots, dashes and underscores');
export const firstNameField = trimmed
  .min(1, 'First name is required')
  .max(60, 'First name must be at most 60 characters');
export const lastNameField = trimmed
  .min(1, 'Last name is required')
  .max(60, 'Last name must be at most 60 characters');
const email = emailField;
const phone = phoneField;
const password = passwordField;
const username = usernameField;
const firstName = firstNameField;
const lastName = lastNameField;
const purpose = z.enum(otpPurposes, { message: 'Purpose must be one of signup, login, reset' });
const rememberMe = z.boolean().optional();

/** An empty form field means "not given". */
const blankAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const loginRequestSchema = z
  .strictObject({
    email: z.preprocess(blankAsUndefined, email.optional()),
    phone: z.preprocess(blankAsUndefined, phone.optional()),
    username: z.preprocess(blankAsUndefined, trimmed.min(1).max(254).optional()),
    password,
    rememberMe,
  })
  .refine((body) => body.email || body.phone || body.username, {
    message: 'Either email, phone, or username is required',
  });
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const signupRequestSchema = z
  .strictObject({
    username,
    password,
    email: z.preprocess(blankAsUndefined, email.optional()),
    phone: z.preprocess(blankAsUndefined, phone.optional()),
    firstName,
    lastName,
    rememberMe,
  })
  .refine((body) => body.email || body.phone, { message: 'Either email or phone is required' });
export type SignupRequest = z.input<typeof signupRequestSchema>;

/** Where a one-time code goes: an email address or a phone number. */
const otpTarget = {
  email: z.preprocess(blankAsUndefined, email.optional()),
  phone: z.preprocess(blankAsUndefined, phone.optional()),
};
const hasTarget = (body: { email?: string; phone?: string }) => Boolean(body.email || body.phone);
const targetRequired = { message: 'Either email or phone is required' };

export const otpRequestSchema = z.strictObject({ ...otpTarget, purpose }).refine(hasTarget, targetRequired);
export type OtpRequest = z.input<typeof otpRequestSchema>;

export const otpCodeField = z
  .string()
  .trim()
  .length(OTP_LENGTH, `Code must be exactly ${OTP_LENGTH} characters`)
  .regex(/^[0-9]+$/, 'Code must be 6 digits');

export const verifyOtpRequestSchema = z
  .strictObject({ ...otpTarget, code: otpCodeField, purpose, rememberMe })
  .refine(hasTarget, targetRequired);
export type VerifyOtpRequest = z.input<typeof verifyOtpRequestSchema>;

export const resetPasswordRequestSchema = z
  .strictObject({ ...otpTarget, code: otpCodeField, newPassword: password })
  .refine(hasTarget, targetRequired);
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const changePasswordRequestSchema = z.strictObject({
  // Absent for an account that has never had a password (Google sign-in): it may set one.
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  newPassword: password,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

export const refreshRequestSchema = z.strictObject({
  refreshToken: z.string().min(1, 'refreshToken is required').max(200),
});

export const logoutRequestSchema = z
  .strictObject({ refreshToken: z.string().min(1).max(200).optional() })
  .nullish();

export const profileUpdateSchema = z
  .strictObject({
    firstName: firstName.optional(),
    lastName: lastName.optional(),
    username: username.optional(),
    email: z.union([z.literal(''), email]).optional(),
    phone: z
      .union([z.literal(''), phone])
      .optional()
      .nullable(),
    // '' clears the picture.
    profileImageUrl: z
      .union([z.literal(''), pictureUrlField], { error: INVALID_PICTURE_URL_MESSAGE })
      .optional()
      .nullable(),
  })
  .refine((body) => !(body.email === '' && (body.phone === '' || body.phone === null)), {
    message: 'Either email or phone is required',
  });
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const notificationPreferencesSchema = z.object({
  email: z.boolean(),
  sms: z.boolean(),
  push: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const notificationPreferencesUpdateSchema = z.strictObject({
  email: z.boolean().optional(),
  sms: z.boolean().optional(),
  push: z.boolean().optional(),
});

export const authUserSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  username: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  verified: z.union([z.literal(0), z.literal(1)]),
  socialProvider: z.string().nullable(),
  notificationPreferences: notificationPreferencesSchema,
  hasPassword: z.boolean(),
  createdAt: z.string(),
  guest: z.boolean(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const userResponseSchema = z.object({ user: authUserSchema });

/** A saved profile; when the email or phone changed, where the confirmation code went. */
export const profileUpdateResponseSchema = userResponseSchema.extend({
  verificationSentTo: z.string().optional(),
});

export const signedInResponseSchema = z.object({
  requiresVerification: z.literal(false),
  user: authUserSchema,
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Seconds until the access token expires. */
  expiresIn: z.number().int(),
  message: z.string(),
  /** Sign-up: a verification code was sent to this address. */
  verificationSentTo: z.string().optional(),
});
export type SignedInResponse = z.infer<typeof signedInResponseSchema>;

export const verificationRequiredResponseSchema = z.object({
  requiresVerification: z.literal(true),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  purpose: z.literal('login'),
  message: z.string(),
});

export const loginResponseSchema = z.discriminatedUnion('requiresVerification', [
  signedInResponseSchema,
  verificationRequiredResponseSchema,
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const tokenPairResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int(),
});
export type TokenPair = z.infer<typeof tokenPairResponseSchema>;

export const otpSentResponseSchema = z.object({
  message: z.string(),
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});

/** verify-otp for 'reset' only checks the code; the reset-password call then uses it. */
export const verifyOtpResponseSchema = z.union([
  signedInResponseSchema,
  z.object({ requiresVerification: z.literal(false), codeAccepted: z.literal(true), message: z.string() }),
]);

export const messageResponseSchema = z.object({ message: z.string() });
export const notificationPreferencesResponseSchema = z.object({
  notificationPreferences: notificationPreferencesSchema,
});

/**
 * The Google sign-in round trip ends on /auth?error=<code>; the page shows the message. Codes, not text,
 * travel in the URL so nobody can make our page display words of their choosing.
 */
export const oauthErrorMessages = {
  google_not_configured:
    'Google sign-in is not set up on this server. Please sign in with your email instead.',
  google_failed: 'Google sign-in did not complete. Please try again.',
  google_cancelled: 'Google sign-in was cancelled.',
  google_email_unverified:
    'Your Google account has no verified email address, so it cannot be used to sign in.',
  account_suspended: 'This account is suspended. Please contact support.',
} as const;
export type OAuthErrorCode = keyof typeof oauthErrorMessages;
