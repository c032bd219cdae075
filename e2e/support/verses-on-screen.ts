import { expect, type Locator, type Page } from '@playwright/test';

/** The reader's dwell time (client/src/features/reader/verse-dwell-machine.ts), with a margin. */
export const VERSE_DWELL = 3_100;

/**
 * Resolves once the browser has reported the verse card at least half in view to intersection observers: the
 * reader's own observer is told in the same round, so its wait has started by then.
 */
export async function untilOnScreen(verse: Locator): Promise<void> {
  await verse.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.intersectionRatio >= 0.5)) {
              observer.disconnect();
              resolve();
            }
          },
          { threshold: [0.5, 1] },
        );
        observer.observe(element);
      }),
  );
}

/**
 * Reads the first `count` verse cards of the chapter on screen as a reader does: each scrolled into view and left
 * there for the dwell time on the page's installed clock (page.clock.install()).
 */
export async function readVersesOnScreen(page: Page, verses: Locator, count: number): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    const verse = verses.nth(index);
    await verse.scrollIntoViewIfNeeded();
    await untilOnScreen(verse);
    await page.clock.fastForward(VERSE_DWELL);
  }
}

/**
 * Moves the page's installed clock (page.clock.install()) on in steps until the reader's tint on a verse it was
 * sent to has come and gone (client/src/features/dashboard/verse-highlight-machine.ts): the card is still again,
 * so axe reads its colours as a reader sees them, not halfway through the tint's fade.
 */
export async function passNavigationTint(page: Page, verse: Locator): Promise<void> {
  for (const tinted of ['true', null]) {
    await expect(async () => {
      await page.clock.fastForward(500);
      expect(await verse.getAttribute('data-highlighted')).toBe(tinted);
    }).toPass();
  }
}
