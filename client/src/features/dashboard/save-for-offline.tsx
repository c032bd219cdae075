import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Download, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { BookDetail } from '@common/api/scripture';
import { Button } from '@/components/ui/button';
import { offlineCacheVersion, subscribeOfflineCache } from '@/lib/offline/offline-events';
import { latestReaderTranslation } from '@/lib/offline/reader-request';
import {
  offlineStorageAvailable,
  readSavedBook,
  removeSavedBook,
  saveBookForOffline,
} from '@/lib/offline/saved-books';
import { useOnline } from '@/lib/offline/use-online';
import { useToast } from '@/lib/use-toast';

export const SAVE_FOR_OFFLINE = 'Save for offline';
export const SAVED_FOR_OFFLINE = 'Saved for offline';
export const SAVE_NEEDS_CONNECTION = 'Saving a book needs a connection.';

type SaveState =
  | { kind: 'checking' }
  | { kind: 'not-saved' }
  | { kind: 'saving'; done: number; total: number }
  | { kind: 'saved' };

/** 'Save for offline' for the selected book, in the translation the reader is showing. */
export function SaveForOffline({
  religion,
  book,
  detail,
}: {
  religion: string;
  book: string;
  detail: BookDetail;
}) {
  const { chapters } = detail;
  const online = useOnline();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const statusId = useId();
  const [state, setState] = useState<SaveState>({ kind: 'checking' });
  const cacheVersion = useSyncExternalStore(subscribeOfflineCache, offlineCacheVersion, offlineCacheVersion);
  const saving = useRef<AbortController | null>(null);

  useEffect(() => {
    if (saving.current) return;
    let live = true;
    setState({ kind: 'checking' });
    readSavedBook(religion, book)
      .then((record) => live && setState({ kind: record ? 'saved' : 'not-saved' }))
      .catch(() => live && setState({ kind: 'not-saved' }));
    return () => {
      live = false;
    };
  }, [religion, book, cacheVersion]);

  // Leaving the book (or the dashboard) stops its download; what was stored stays usable.
  useEffect(
    () => () => {
      saving.current?.abort();
      saving.current = null;
    },
    [religion, book],
  );

  const save = useCallback(async () => {
    const controller = new AbortController();
    saving.current = controller;
    const reading = latestReaderTranslation(queryClient, religion, book) ?? {
      translation: detail.defaultTranslation,
      parallel: [],
    };
    setState({ kind: 'saving', done: 0, total: chapters });
    try {
      await saveBookForOffline(
        { religion, book, chapters, ...reading },
        (done, total) => !controller.signal.aborted && setState({ kind: 'saving', done, total }),
        controller.signal,
      );
      if (controller.signal.aborted) return;
      saving.current = null;
      setState({ kind: 'saved' });
    } catch (error) {
      if (controller.signal.aborted) return;
      saving.current = null;
      setState({ kind: 'not-saved' });
      toast({
        title: 'Could Not Save for Offline',
        description: `${book} was not fully saved${error instanceof Error && !navigator.onLine ? ' because the connection was lost' : ''}. The chapters already saved can still be read; try again to save the rest.`,
        variant: 'destructive',
      });
    }
  }, [queryClient, religion, book, chapters, detail.defaultTranslation, toast]);

  const remove = async () => {
    await removeSavedBook(religion, book);
    toast({ title: 'Removed from Offline', description: `${book} is no longer saved on this device.` });
  };

  if (!offlineStorageAvailable() || state.kind === 'checking') return null;

  if (state.kind === 'saving') {
    const percent = state.total ? Math.round((state.done / state.total) * 100) : 0;
    return (
      <div className="grid gap-1.5" role="status">
        <p className="text-sm text-muted-foreground">
          Saving {book} for offline… {state.done} of {state.total}
        </p>
        <div
          role="progressbar"
          aria-label={`Saving ${book} for offline`}
          aria-valuemin={0}
          aria-valuemax={state.total}
          aria-valuenow={state.done}
          className="h-1.5 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      </div>
    );
  }

  if (state.kind === 'saved') {
    return (
      <div className="flex items-center gap-2">
        <p className="flex flex-1 items-center gap-1.5 text-sm font-medium text-primary" role="status">
          <CheckCircle2 className="size-4" aria-hidden="true" />
          {SAVED_FOR_OFFLINE}
        </p>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void remove()}
          aria-label={`Remove ${book} from offline`}
        >
          <Trash2 />
          Remove
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-1">
      <Button
        variant="outline"
        size="sm"
        className="w-full"
        disabled={!online}
        aria-describedby={online ? undefined : statusId}
        onClick={() => void save()}
      >
        <Download />
        {SAVE_FOR_OFFLINE}
      </Button>
      {online ? null : (
        <p id={statusId} className="text-xs text-muted-foreground">
          {SAVE_NEEDS_CONNECTION}
        </p>
      )}
    </div>
  );
}
