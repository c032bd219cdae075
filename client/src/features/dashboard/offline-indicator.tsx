import { WifiOff } from 'lucide-react';
import { useOnline } from '@/lib/offline/use-online';

export const OFFLINE_LABEL = 'Offline';
export const OFFLINE_HINT = 'You are offline. Chapters you opened or saved can still be read.';

/** A small badge in the dashboard header while the browser reports no connection. */
export function OfflineIndicator() {
  const online = useOnline();
  // The live region stays mounted so screen readers announce the change when the connection drops.
  return (
    <span role="status" className="contents">
      {online ? null : (
        <span
          title={OFFLINE_HINT}
          className="inline-flex items-center gap-1 rounded-full border border-amber-600/40 bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          <WifiOff className="size-3.5" aria-hidden="true" />
          {OFFLINE_LABEL}
          <span className="sr-only">: {OFFLINE_HINT}</span>
        </span>
      )}
    </span>
  );
}
