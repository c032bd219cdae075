import type { ReactNode } from 'react';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { useAuth } from '@/lib/use-auth';

/** Holds the app behind 'Loading Sacred Circle...' until we know who is visiting. */
export function AuthGate({ children }: { children: ReactNode }) {
  const { isLoading } = useAuth();
  return isLoading ? <FullScreenSpinner /> : children;
}
