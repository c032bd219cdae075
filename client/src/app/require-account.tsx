import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useAuth } from '@/lib/use-auth';
import { FullScreenSpinner } from '@/components/full-screen-spinner';

/** Guests and signed-out visitors who open an account-only page go to /auth. */
export function RequireAccount({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  if (status === 'loading') return <FullScreenSpinner />;
  if (status !== 'authenticated') return <Redirect to="/auth" replace />;
  return children;
}
