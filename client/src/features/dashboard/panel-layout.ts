/** Below 768 px the side panels slide over the reader instead of sharing the row. */
export const MOBILE_BREAKPOINT_PX = 768;
export const DESKTOP_QUERY = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;

export type PanelWidths = { navigation: string; reader: string; chat: string };

/**
 * How the dashboard's row is shared on wide screens, by which side panels are open: the reader always keeps the
 * largest part, and a lone side panel gets more room than it has beside the other one.
 */
export function panelWidths(navigationOpen: boolean, chatOpen: boolean): PanelWidths {
  if (navigationOpen && chatOpen) return { navigation: '22%', reader: '48%', chat: '30%' };
  if (navigationOpen) return { navigation: '25%', reader: '75%', chat: '0%' };
  if (chatOpen) return { navigation: '0%', reader: '62%', chat: '38%' };
  return { navigation: '0%', reader: '100%', chat: '0%' };
}

/** A swipe counts from 10 px, for touch and mouse alike (docs/product.md, Interface). */
export const SWIPE_THRESHOLD_PX = 10;

/** A mostly horizontal move of at least the threshold is a swipe; anything else (a scroll, a tap) is not. */
export function swipeDirection(
  deltaX: number,
  deltaY: number,
  threshold = SWIPE_THRESHOLD_PX,
): 'left' | 'right' | null {
  if (Math.abs(deltaX) < threshold || Math.abs(deltaX) <= Math.abs(deltaY)) return null;
  return deltaX < 0 ? 'left' : 'right';
}
