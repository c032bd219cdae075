import { useCallback, useEffect, useState } from 'react';
import {
  deleteConversation,
  storedConversationsSchema,
  saveConversation,
  toggleBookmark,
  type ConversationEntry,
  type ConversationSnapshot,
} from '@common/chat/history';
import { readStoredValue, writeStoredValue } from '@/lib/stored-value';

export const HISTORY_STORAGE_KEY = 'sacred-circle.chat-history';

/** The chat history kept in local storage (docs/product.md, Chat history), shared by every open tab on write. */
export function useConversationHistory() {
  const [entries, setEntries] = useState<ConversationEntry[]>(() =>
    readStoredValue(HISTORY_STORAGE_KEY, storedConversationsSchema, []),
  );

  const update = useCallback((change: (current: ConversationEntry[]) => ConversationEntry[]) => {
    setEntries((current) => {
      const next = change(current);
      writeStoredValue(HISTORY_STORAGE_KEY, next);
      return next;
    });
  }, []);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === HISTORY_STORAGE_KEY)
        setEntries(readStoredValue(HISTORY_STORAGE_KEY, storedConversationsSchema, []));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const save = useCallback(
    (snapshot: ConversationSnapshot) =>
      update((current) =>
        saveConversation(
          current,
          snapshot,
          Date.now(),
          () => `conv_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`,
        ),
      ),
    [update],
  );

  return {
    entries,
    save,
    toggleBookmark: useCallback((id: string) => update((current) => toggleBookmark(current, id)), [update]),
    remove: useCallback((id: string) => update((current) => deleteConversation(current, id)), [update]),
  };
}

export type ConversationHistory = ReturnType<typeof useConversationHistory>;
