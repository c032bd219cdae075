import { chromiumHelp, findChromium } from '../../scripts/chromium.mjs';
import { ensureClientBuilt } from '../../scripts/client-build.mjs';
import { ensureServerBuilt } from '../../scripts/server-build.mjs';

/**
 * Runs once before the e2e files: the browser tests need a Chromium, the built client (the server under
 * test serves dist/client) and the server bundle `npm start` runs (dist/server/main.mjs), so the tests drive
 * what users run. `npm test` has already checked Chromium and the client; this covers `npm run test:e2e`.
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
  if (!(await ensureServerBuilt())) {
    throw new Error('The server did not bundle, so the e2e tests have nothing to start (see above).');
  }
}
