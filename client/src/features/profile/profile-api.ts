import type { QueryClient } from '@tanstack/react-query';
import {
  messageResponseSchema,
  notificationPreferencesResponseSchema,
  otpSentResponseSchema,
  profileUpdateResponseSchema,
  verifyOtpResponseSchema,
  type ChangePasswordRequest,
  type NotificationPreferences,
  type ProfileUpdate,
} from '@common/api/auth';
import { ApiRequestError, apiRequestJson } from '@/lib/api-client';
import { clearTokens, getRefreshToken, storeTokens } from '@/lib/auth-tokens';
import { CURRENT_USER_QUERY_KEY } from '@/lib/use-auth';

export const saveProfile = (body: ProfileUpdate) =>
  apiRequestJson(profileUpdateResponseSchema, 'PATCH', '/api/auth/profile', body);

export const saveNotifications = (body: Partial<NotificationPreferences>) =>
  apiRequestJson(notificationPreferencesResponseSchema, 'PATCH', '/api/auth/notifications', body);

export const changePassword = (body: ChangePasswordRequest) =>
  apiRequestJson(messageResponseSchema, 'POST', '/api/auth/change-password', body);

export const logOut = () =>
  apiRequestJson(messageResponseSchema, 'POST', '/api/auth/logout', {
    refreshToken: getRefreshToken() ?? undefined,
  });

export const logOutEverywhere = () => apiRequestJson(messageResponseSchema, 'POST', '/api/auth/logout-all');

export const requestVerificationCode = (target: { email?: string; phone?: string }) =>
  apiRequestJson(otpSentResponseSchema, 'POST', '/api/auth/request-otp', { ...target, purpose: 'signup' });

export async function verifyAccount(
  queryClient: QueryClient,
  target: { email?: string; phone?: string },
  code: string,
) {
  const result = await apiRequestJson(verifyOtpResponseSchema, 'POST', '/api/auth/verify-otp', {
    ...target,
    code,
    purpose: 'signup',
  });
  if ('accessToken' in result)
    storeTokens({ accessToken: result.accessToken, refreshToken: result.refreshToken });
  await refreshCurrentUser(queryClient);
}

export const refreshCurrentUser = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });

/** Signing out clears every cached answer along with the tokens: the next person at this computer sees none. */
export function forgetSession(queryClient: QueryClient) {
  clearTokens();
  queryClient.clear();
}

export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : fallback;
}
