import { WifiOff } from 'lucide-react';

export const CHAT_OFFLINE_NOTICE =
  'You are offline. The scholar needs a connection to answer; chapters you opened or saved can still be read.';
export const COMPARE_OFFLINE_NOTICE =
  'You are offline. Comparing traditions needs a connection; chapters you opened or saved can still be read.';

/** A plain note that a panel needs the network; its id lets a disabled button point at it as the reason. */
export function OfflineNotice({ id, children }: { id: string; children: string }) {
  return (
    <p
      id={id}
      role="status"
      className="m-3 flex items-start gap-2 rounded-md border border-amber-600/40 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50"
    >
      <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}
