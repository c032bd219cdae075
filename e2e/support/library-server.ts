import type { ServerSetup } from './fixtures';
import { ONE_SOURCE_PER_TRADITION } from './seed-corpus';

/**
 * The server most specs need: one source per tradition, and ceilings no journey reaches (every browser of the run
 * comes from 127.0.0.1, so the whole run is one client; the ceilings themselves are tested in the integration
 * suite). Playwright keeps a worker, so its server and browser, for the next file whose worker options are the
 * same: every spec that passes this very object to `test.use({ serverSetup })` runs on one server, started once
 * instead of once per file (a start copies the seeded database and opens it, tens of seconds on a loaded
 * machine). Such a spec may find users and conversations of the specs before it; none counts or lists them.
 */
export const libraryServer: ServerSetup = Object.freeze({
  seedSources: ONE_SOURCE_PER_TRADITION,
  env: Object.freeze({
    CHAT_RATE_LIMIT_MAX: '1000',
    FREE_DAILY_AI_QUOTA: '1000',
    AUTH_RATE_LIMIT_MAX: '100',
  }),
});
