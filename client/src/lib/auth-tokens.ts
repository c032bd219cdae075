import { z } from 'zod';
import { readStoredText } from './stored-value';

/**
 * The bearer tokens live in localStorage under fixed key names, so every tab shares one sign-in.
 * Only the API client and the auth feature (after sign-in, sign-out) should call these.
 */
export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';

/** A token is an opaque non-empty string, stored bare. */
const storedTokenSchema = z.string().min(1).nullable();

export type TokenPair = { accessToken: string; refreshToken: string };

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Some privacy modes throw on access; the app then simply runs without stored tokens.
    return undefined;
  }
}

export function getAccessToken(): string | null {
  return readStoredText(ACCESS_TOKEN_KEY, storedTokenSchema, null);
}

export function getRefreshToken(): string | null {
  return readStoredText(REFRESH_TOKEN_KEY, storedTokenSchema, null);
}

export function storeTokens(tokens: TokenPair): void {
  storage()?.setItem(ACCESS_TOKEN_KEY, tokens.accessToken);
  storage()?.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
}

export function clearTokens(): void {
  storage()?.removeItem(ACCESS_TOKEN_KEY);
  storage()?.removeItem(REFRESH_TOKEN_KEY);
}
