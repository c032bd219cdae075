import { accessSync, constants } from 'node:fs';

/** Where a system Chromium usually lives, in the order we try them after CHROME_PATH. */
export const usualChromiumPaths = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

export const chromiumHelp =
  'Install one with `sudo apt-get install -y chromium` (Debian/Ubuntu) or point CHROME_PATH at a Chrome/Chromium binary.';

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The Chromium the browser tests drive: CHROME_PATH when set (and it must then exist), else the first usual
 * install path found; null when there is none.
 */
export function findChromium(env = process.env) {
  if (env.CHROME_PATH) return isExecutable(env.CHROME_PATH) ? env.CHROME_PATH : null;
  return usualChromiumPaths.find(isExecutable) ?? null;
}
