import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { useAuth } from '@/lib/use-auth';

/**
 * Holds the app behind 'Loading Sacred Circle...' until we first know who is visiting. Only the first time:
 * a page opened offline learns who is visiting when the connection returns, and unmounting the app then
 * would lose what the reader typed meanwhile (e.g. a question in the chat).
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const { isLoading } = useAuth();
  const [settled, setSettled] = useState(false);
  // The app's first page mounts in a transition: React renders it in slices and yields between them, instead
  // of one task the size of the whole page (the landing page's header and hero: a long task on a slow phone).
  useEffect(() => {
    if (!isLoading) startTransition(() => setSettled(true));
  }, [isLoading]);
  return settled ? children : <FullScreenSpinner />;
}
