/**
 * When the first page has settled, for work nobody waits for (the offline worker's install, which downloads and
 * stores the whole app: about 130 files). Started at once, that install ran while the landing page was being
 * drawn and cost more CPU than the page itself (the browser, network and worker processes together, on a phone's
 * few cores), stretching every task of the first page (bench/README.md, "The offline worker waits").
 *
 * Settled means: the app has been revealed (the splash has handed over, or the first page has been drawn where
 * there is no splash) and the browser then has an idle moment, or IDLE_TIMEOUT_MS has passed without one, so a
 * busy page still gets its worker. Not the `load` event: it waits for every lazy chunk and image, and on a loaded
 * machine it came so late that the worker sometimes never registered within 90 s.
 */
export const IDLE_TIMEOUT_MS = 5000;
/** Where the browser has no idle callbacks (Safari): a pause long enough for the lower sections' render. */
export const NO_IDLE_CALLBACK_DELAY_MS = 1500;

let markRevealed: () => void = () => undefined;
const revealed = new Promise<void>((resolve) => {
  markRevealed = resolve;
});

/** Called by the app once it shows (the app shell, after the splash or after its first render). */
export function reportAppRevealed(): void {
  markRevealed();
}

export type SettlingPage = {
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => unknown;
  setTimeout: (callback: () => void, ms: number) => unknown;
};

function whenIdle(page: SettlingPage): Promise<void> {
  return new Promise((resolve) => {
    if (page.requestIdleCallback) page.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else page.setTimeout(resolve, NO_IDLE_CALLBACK_DELAY_MS);
  });
}

export async function whenPageSettled(
  page: SettlingPage = globalThis as unknown as SettlingPage,
  appRevealed: Promise<void> = revealed,
): Promise<void> {
  await appRevealed;
  await whenIdle(page);
}
