import { useEffect, useRef } from 'react';
import { isTextEntry } from '@/lib/text-entry';

/** The key that moves focus to the chat's question box from anywhere on the dashboard (docs/product.md). */
export const CHAT_SHORTCUT_KEY = '/';

/** An open dialog, popover, menu or listbox keeps the keys to itself. */
const OPEN_OVERLAY =
  '[data-state="open"]:is([role="dialog"], [role="alertdialog"], [role="listbox"], [role="menu"])';

/**
 * '/' (no modifier) focuses the chat unless the reader is typing (then it is a slash), an open overlay has the
 * keys, or another handler took the key. Browsers and screen readers give '/' no meaning in a web page's own
 * keys, and it is what many sites use to reach their search box.
 */
export function useChatShortcut(focusChat: () => void): void {
  const focusRef = useRef(focusChat);
  useEffect(() => {
    focusRef.current = focusChat;
  }, [focusChat]);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== CHAT_SHORTCUT_KEY || event.defaultPrevented) return;
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTextEntry(event.target) || document.querySelector(OPEN_OVERLAY)) return;
      event.preventDefault();
      focusRef.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
