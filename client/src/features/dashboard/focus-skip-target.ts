import type { SkipTarget } from './skip-links';

const PANEL_ID: Record<SkipTarget, string> = {
  reader: 'main-content',
  chat: 'dashboard-chat',
  navigation: 'dashboard-navigation',
};

/** A text box in the chat panel: the question, or in compare mode its own field. */
const CHAT_ENTRY = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled])';

/**
 * Moves focus to a dashboard panel (already open): the chat's question box, or the reader's or the navigation's
 * landmark itself, so the next Tab is that panel's first control and a screen reader names where it landed.
 */
export function focusSkipTarget(target: SkipTarget): void {
  const panel = document.getElementById(PANEL_ID[target]);
  if (!panel) return;
  const entry = target === 'chat' ? panel.querySelector<HTMLElement>(CHAT_ENTRY) : null;
  if (entry) {
    entry.focus();
    return;
  }
  if (!panel.hasAttribute('tabindex')) panel.setAttribute('tabindex', '-1');
  panel.focus();
}
