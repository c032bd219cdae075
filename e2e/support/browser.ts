import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { chromiumHelp, findChromium } from '../../scripts/chromium.mjs';

/** Flags for a headless Chromium on a closed network, as root (no sandbox), with nothing phoning home. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];

/** `extraArgs` are added to chromiumArgs, e.g. a fake microphone playing a file. */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(`No Chromium to drive. ${chromiumHelp}`);
  return chromium.launch({ executablePath, args: [...chromiumArgs, ...extraArgs] });
}

export type BrowserFixture = {
  readonly current: Browser;
  /** A page in a fresh context (own cookies and localStorage); closed with the browser after the file. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
};

/** One browser for the whole file, launched before its tests and closed after them. */
export function useBrowser(): BrowserFixture {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  const current = () => {
    if (!browser) throw new Error('The browser is not launched yet: use it inside a test or hook.');
    return browser;
  };
  return {
    get current() {
      return current();
    },
    async newPage(options) {
      const context = await current().newContext(options);
      return context.newPage();
    },
  };
}
