import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

/** An open popover, select, menu or dialog: it, not the drawer under it, answers Escape. Tooltips do not count. */
const OPEN_OVERLAY =
  '[data-state="open"]:is([role="dialog"], [role="alertdialog"], [role="listbox"], [role="menu"])';

/** The elements Tab can reach inside the container, in document order. */
export function tabbableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[inert]') && element.getClientRects().length > 0,
  );
}

/**
 * Keeps keyboard focus inside a drawer while it acts as a modal (a side panel over a narrow screen): on
 * opening, focus moves into it; Tab and Shift+Tab wrap at its ends; Escape calls onEscape; on closing, focus
 * goes back to the element that had it before (the trigger). Radix dialogs do this themselves.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
): void {
  const escapeRef = useRef(onEscape);
  useEffect(() => {
    escapeRef.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!container.contains(document.activeElement)) {
      if (!container.hasAttribute('tabindex')) container.setAttribute('tabindex', '-1');
      container.focus({ preventScroll: true });
    }

    // Whether an overlay was open is read in the window's capture phase, before any handler runs: a Radix
    // tooltip (even one fading out after focus left its trigger) marks Escape handled too, and by the bubble
    // phase React may already have closed the popover that really did take it.
    let overlayOwnsEscape = false;
    const onEscapeCapture = (event: KeyboardEvent) => {
      if (event.key === 'Escape') overlayOwnsEscape = document.querySelector(OPEN_OVERLAY) !== null;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (overlayOwnsEscape) return;
        event.preventDefault();
        escapeRef.current();
        return;
      }
      if (event.defaultPrevented) return;
      if (event.key !== 'Tab') return;
      const tabbable = tabbableIn(container);
      const first = tabbable[0];
      const last = tabbable.at(-1);
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const current = document.activeElement;
      // A dialog or popover opened from the drawer is portaled outside it and keeps Tab among its own controls;
      // pulling focus back into the drawer would fight its trap, and Tab would never leave its first control.
      if (current && !container.contains(current) && current.closest(OPEN_OVERLAY)) return;
      if (event.shiftKey && (current === first || current === container)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && current === last) {
        event.preventDefault();
        first.focus();
      } else if (!container.contains(current)) {
        event.preventDefault();
        first.focus();
      }
    };
    // A click may move focus out of the drawer; Tab brings it back in.
    window.addEventListener('keydown', onEscapeCapture, true);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onEscapeCapture, true);
      document.removeEventListener('keydown', onKeyDown);
      const focusInside =
        container.contains(document.activeElement) || document.activeElement === document.body;
      if (returnTo?.isConnected && focusInside) returnTo.focus({ preventScroll: true });
    };
  }, [active, containerRef]);
}
