import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

/**
 * Every visible button, link and role=button has a name; one with no text of its own (an icon) must carry an
 * aria-label (or aria-labelledby) that says what it does. Returns the offenders as readable strings.
 */
export async function unnamedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">${element.outerHTML.slice(0, 160)}`;
    const problems: string[] = [];
    for (const element of document.querySelectorAll('button, a[href], [role="button"]')) {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      if (element.closest('[aria-hidden="true"], [inert]')) continue;
      // Checkboxes, switches, tabs and comboboxes drawn as buttons are named by their <label>; axe checks them.
      const role = element.getAttribute('role');
      if (role && role !== 'button' && role !== 'link') continue;
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
      const label = element.getAttribute('aria-label')?.trim();
      const labelledBy = element
        .getAttribute('aria-labelledby')
        ?.split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
        .join(' ')
        .trim();
      const imageAlt = [...element.querySelectorAll('img[alt]')]
        .map((image) => image.getAttribute('alt')?.trim())
        .join('');
      const labels = [...((element as HTMLButtonElement).labels ?? [])]
        .map((node) => node.textContent?.trim())
        .join('');
      if (!text && !label && !labelledBy && !imageAlt && !labels)
        problems.push(`no name: ${describe(element)}`);
      else if (!text && label !== undefined && label.length < 3) {
        problems.push(`icon button with a label that does not say what it does: ${describe(element)}`);
      }
    }
    return problems;
  });
}

/** Screens checked so far in this file, for the report in docs/accessibility.md. */
export const screensChecked: string[] = [];

/** axe (no serious or critical findings) plus every control named, on the page as it is now. */
export async function checkScreen(page: Page, screen: string, options: { include?: string } = {}) {
  try {
    await expectNoSeriousA11yViolations(page, options);
  } catch (error) {
    throw new Error(`${screen}: ${(error as Error).message}`);
  }
  expect(await unnamedControls(page), screen).toEqual([]);
  screensChecked.push(screen);
}

/** The focused element shows a focus indicator: an outline or a box-shadow ring. */
export async function expectFocusVisible(page: Page) {
  const ring = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { element: 'body', visible: false };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    return { element: element.outerHTML.slice(0, 160), visible: outline || shadow };
  });
  expect(ring.visible, `no focus ring on ${ring.element}`).toBe(true);
}

/**
 * The locator's element when it has focus or holds the focused element (`:focus-within`), for a web-first
 * `await expect(focusWithin(dialog)).toHaveCount(1)` on a container such as a dialog or a drawer.
 */
export const focusWithin = (locator: Locator) => locator.and(locator.page().locator(':focus-within'));

/**
 * Presses Tab until the locator has focus (Shift+Tab when it comes before the focused element in the
 * document, unless `backwards` says otherwise); fails after `limit` presses each way. The other way is tried
 * after `limit` presses because the app may still be moving the focus when the direction is judged (after a
 * navigation it sends the focus to the verse asked for), so the focus can start on the far side of the target.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  options: { limit?: number; backwards?: boolean } = {},
) {
  const limit = options.limit ?? 60;
  await target.waitFor();
  const backwards =
    options.backwards ??
    (await target.evaluate((element) => {
      const focused = document.activeElement;
      if (!focused || focused === document.body || focused.contains(element)) return false;
      return Boolean(focused.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING);
    }));
  for (const key of backwards ? ['Shift+Tab', 'Tab'] : ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < limit; i++) {
      if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
        await expectFocusVisible(page);
        return;
      }
      await page.keyboard.press(key);
    }
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(
    `Tab did not reach ${target.toString()} within ${limit} presses each way; focus is on ${focused}`,
  );
}

/**
 * Tab and Shift+Tab cycle inside the container while it is open: `presses` each way, focus never leaves it,
 * and each stop has a visible focus ring.
 */
export async function expectFocusTrapped(page: Page, container: Locator, presses = 12) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press(key);
      const inside = await container.evaluate((element) => element.contains(document.activeElement));
      const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160));
      expect(inside, `${key} #${i + 1} left the dialog for ${focused}`).toBe(true);
      await expectFocusVisible(page);
    }
  }
}
