import { useAuth } from '@/lib/use-auth';

/** The signed-in account's name for the landing page, or null for a visitor or a guest (they are offered sign-up). */
export function useSignedInName(): string | null {
  const auth = useAuth();
  if (!auth.isAuthenticated || !auth.user) return null;
  return auth.user.firstName?.trim() || auth.user.username || 'Reader';
}

export const OPEN_READER_LABEL = 'Open the reader';
