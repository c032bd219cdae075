import type { QueryClient } from '@tanstack/react-query';
import {
  loginResponseSchema,
  messageResponseSchema,
  otpSentResponseSchema,
  signedInResponseSchema,
  verifyOtpResponseSchema,
  type LoginRequest,
  type OtpPurpose,
  type ResetPasswordRequest,
  type SignupRequest,
  type TokenPair,
} from '@common/api/auth';
import { ApiRequestError, apiRequestJson, apiUrl } from '@/lib/api-client';
import { clearTokens, getRefreshToken, storeTokens } from '@/lib/auth-tokens';
import { CURRENT_USER_QUERY_KEY } from '@/lib/use-auth';

/** Where a code went, as the verify and resend calls need it (never null fields: the API refuses them). */
export type CodeTarget = { email?: string; phone?: string };

export const logIn = (body: LoginRequest) =>
  apiRequestJson(loginResponseSchema, 'POST', '/api/auth/login', body);

export const signUp = (body: SignupRequest) =>
  apiRequestJson(signedInResponseSchema, 'POST', '/api/auth/signup', body);

export const verifyCode = (body: CodeTarget & { code: string; purpose: OtpPurpose; rememberMe?: boolean }) =>
  apiRequestJson(verifyOtpResponseSchema, 'POST', '/api/auth/verify-otp', body);

export const requestCode = (body: CodeTarget & { purpose: OtpPurpose }) =>
  apiRequestJson(otpSentResponseSchema, 'POST', '/api/auth/request-otp', body);

export const resetPassword = (body: ResetPasswordRequest) =>
  apiRequestJson(messageResponseSchema, 'POST', '/api/auth/reset-password', body);

/** Tokens go to localStorage (shared by every tab) and the current-user query is fetched again. */
export async function completeSignIn(queryClient: QueryClient, tokens: TokenPair) {
  storeTokens({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
  await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
}

/** Signs out on the server, then forgets the tokens and every cached answer: the next person here sees none. */
export async function logOut(queryClient: QueryClient) {
  await apiRequestJson(messageResponseSchema, 'POST', '/api/auth/logout', {
    refreshToken: getRefreshToken() ?? undefined,
  });
  clearTokens();
  queryClient.clear();
}

/** The server's own sentence when it sent one, else the caller's fixed sentence for this failure. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : fallback;
}

export const googleSignInUrl = () => apiUrl('/api/auth/google');

export function codeTargetOf(source: { email?: string | null; phone?: string | null }): CodeTarget {
  if (source.email) return { email: source.email };
  if (source.phone) return { phone: source.phone };
  return {};
}
