/** The face of the splash line (styles/globals.css): shown only once loaded, so it is drawn once, in it. */
export const SPLASH_FONT = '1em "Literata Splash"';

type Page = {
  fonts?: { load: (font: string) => Promise<unknown> };
  visibilityState: DocumentVisibilityState;
  requestAnimationFrame?: (callback: () => void) => unknown;
  setTimeout: (callback: () => void, ms: number) => unknown;
};

/**
 * Resolves once index.html's static splash frame has had a frame drawn with its line in its font: React
 * replaces that line with its own, identical one, and a replacement drawn before the original would be the
 * page's largest paint instead of the original, which needs no script (the LCP would then wait for the app's
 * scripts). A hidden tab draws no frames; it resolves at once there.
 */
export function whenStaticSplashPainted(page: Page = globalThis as unknown as Page): Promise<void> {
  const fontLoaded = page.fonts ? page.fonts.load(SPLASH_FONT).catch(() => undefined) : Promise.resolve();
  return fontLoaded.then(
    () =>
      new Promise<void>((resolve) => {
        const frame = page.requestAnimationFrame;
        if (page.visibilityState === 'hidden' || !frame) {
          resolve();
          return;
        }
        // The callback runs before the next frame is drawn; the task after it, once that frame is out.
        frame(() => page.setTimeout(resolve, 0));
      }),
  );
}
