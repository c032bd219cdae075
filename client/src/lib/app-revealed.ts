import { createContext, useContext } from 'react';

/**
 * Whether the app is showing: false while the opening splash covers it (the app renders behind the splash,
 * inert and transparent), true once the splash hands over, and from the start on a load without a splash. A
 * page can keep work nobody sees yet (the landing page's lower sections) until then. Outside the app shell (a
 * test rendering one page) the app counts as showing.
 */
export const AppRevealedContext = createContext(true);

export function useAppRevealed(): boolean {
  return useContext(AppRevealedContext);
}
