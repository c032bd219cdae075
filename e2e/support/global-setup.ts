import { chromiumHelp, findChromium } from '../../scripts/chromium.mjs';
import { ensureClientBuilt } from '../../scripts/client-build.mjs';

/**
 * Runs once before the e2e files: the browser tests need a Chromium and the built client (the server under
 * test serves dist/client). `npm test` has already checked both; this covers `npm run test:e2e` on its own.
 */
export default async function setup() {
  if (!findChromium()) {
    throw new Error(`The e2e tests need a Chromium and none was found. ${chromiumHelp}`);
  }
  if (!(await ensureClientBuilt())) {
    throw new Error(
      'The client did not build, so the e2e tests have nothing to open (see the Vite output above).',
    );
  }
}
