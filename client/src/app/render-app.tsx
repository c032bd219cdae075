import { startTransition, StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { App } from './app';

/** Renders the app into a root made by main.tsx (which loads this module after react-dom, see there). */
export function renderApp(root: Root, showSplash: boolean): void {
  // A transition: React renders the first tree in slices of a few milliseconds and yields to the browser
  // between them, instead of one long task before anything moves (the static splash frame stays meanwhile).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App showSplash={showSplash} />
      </StrictMode>,
    );
  });
}
