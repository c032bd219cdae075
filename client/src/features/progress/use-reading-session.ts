import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import type { EndSessionResponse } from '@common/api/progress';
import { toastStore } from '@/lib/toast-store';
import { refreshJourneyQueries } from './progress-api';
import { startReadingSession } from './reading-session-controller';
import type {
  ActiveReadingSession,
  ReadingSelection,
  ReadingSessionTransport,
} from './reading-session-steps';

export type ReadingSessionHandle = {
  /** The active session as the client sees it, or null. */
  session: ActiveReadingSession | null;
  /** A book was chosen: start a session (the active one ends first). */
  start: (selection: ReadingSelection) => Promise<void>;
  /** The chapter changed: a higher one completes the session and starts the next; a lower one stays local. */
  changeChapter: (selection: ReadingSelection) => Promise<void>;
  /** The religion changed or the reader closed: end the active session. */
  end: (options?: { completedChapter?: boolean }) => Promise<void>;
  /** A verse was read (it stayed on screen long enough). */
  recordVerseRead: () => void;
  /** A chat message was sent while reading. */
  recordChatMessage: () => void;
};

/**
 * The reading-session controller for the dashboard: one per mounted reader. It ends the session on
 * unmount, sends a beacon when the page is hidden for good, and refreshes the journey queries after
 * every end (docs/product.md, Journey).
 */
export function useReadingSession(transport?: ReadingSessionTransport): ReadingSessionHandle {
  const queryClient = useQueryClient();
  // Not useActorRef: the actor must outlive the reader long enough to send the end of its session, and it
  // holds no timer once no session is active.
  const [controller] = useState(() =>
    startReadingSession({
      transport,
      events: {
        onStarted: () => void refreshJourneyQueries(queryClient),
        onEnded: (result) => {
          void refreshJourneyQueries(queryClient);
          celebrate(result);
        },
        onError: (message, error) => console.error(message, error),
      },
    }),
  );
  const session = useSelector(controller.actor, (snapshot) => snapshot.context.session);

  useEffect(() => {
    // pagehide fires on tab close, navigation and bfcache entry, where unload handlers may not run.
    const onPageHide = () => controller.endWithBeacon();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      void controller.end();
    };
  }, [controller]);

  return useMemo(
    () => ({
      session,
      start: controller.start,
      changeChapter: controller.changeChapter,
      end: controller.end,
      recordVerseRead: controller.recordVerseRead,
      recordChatMessage: controller.recordChatMessage,
    }),
    [controller, session],
  );
}

/** One toast for what a session earned (one toast shows at a time): the special one first. */
function celebrate(result: EndSessionResponse | undefined) {
  const earned = [...(result?.newMilestones ?? [])].sort((a, b) => Number(b.isSpecial) - Number(a.isSpecial));
  const [first, ...more] = earned;
  if (!first) return;
  const others = more.length
    ? ` And ${more.length} more ${more.length === 1 ? 'milestone' : 'milestones'}.`
    : '';
  toastStore.toast({ title: `${first.badge} ${first.title}`, description: `${first.description}${others}` });
}
