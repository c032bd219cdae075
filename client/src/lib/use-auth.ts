import { useQuery } from '@tanstack/react-query';
import type { AuthUser } from '@common/api/auth';

export const CURRENT_USER_QUERY_KEY = ['/api/auth/user'] as const;

/** The signed-in account or guest, null when signed out: loads the API client with the call (see the module). */
async function fetchCurrentUser(signal: AbortSignal): Promise<AuthUser | null> {
  // zod first, warmed up over a few tasks of its own, then the client and the contract's schemas in another: all
  // of it in one task was the longest task of the landing page's start on a slow phone (bench/README.md).
  await (await import('./zod-warm-up')).warmUpZod();
  const api = await import('./current-user-api');
  return api.fetchCurrentUser(signal);
}

export type AuthStatus = 'loading' | 'authenticated' | 'guest' | 'unauthenticated';

export type AuthState = {
  status: AuthStatus;
  /** The signed-in account or the guest identity; null when signed out, loading, or the call failed. */
  user: AuthUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  isGuest: boolean;
};

/** Any error on the user call (a 404 before the auth API exists, a network failure) means signed out. */
export function deriveAuthState(input: {
  isLoading: boolean;
  user: AuthUser | null | undefined;
  error: unknown;
}): AuthState {
  if (input.isLoading) {
    return { status: 'loading', user: null, isLoading: true, isAuthenticated: false, isGuest: false };
  }
  const user = input.error ? null : (input.user ?? null);
  if (!user)
    return {
      status: 'unauthenticated',
      user: null,
      isLoading: false,
      isAuthenticated: false,
      isGuest: false,
    };
  if (user.guest === true)
    return { status: 'guest', user, isLoading: false, isAuthenticated: false, isGuest: true };
  return { status: 'authenticated', user, isLoading: false, isAuthenticated: true, isGuest: false };
}

export function useAuth(): AuthState {
  const { data, isLoading, error } = useQuery({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    retry: false,
    // A failed call (no network, server down) must not be refetched by each component that mounts: AuthGate
    // unmounts the app while the call is in flight, so every remount would refetch, fail and remount again.
    retryOnMount: false,
  });
  return deriveAuthState({ isLoading, user: data, error });
}
