import { authUserSchema, type AuthUser } from '@common/api/auth';
import { ApiRequestError, apiRequestJson } from './api-client';

/*
 * The first call every page makes, kept out of use-auth.ts so that the app's entry chunk does not carry the
 * API client, zod and the auth contract: use-auth.ts imports this module when the call starts, and the
 * browser evaluates it in a task of its own instead of before the first render.
 */

/** The signed-in account or guest; null when nobody is signed in (the server answers 401 even after a refresh). */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<AuthUser | null> {
  try {
    return await apiRequestJson(authUserSchema, 'GET', '/api/auth/user', undefined, { signal });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}
