import type { ServerSetup, SignedUpUser } from './fixtures';
import { publicSiteEnv } from './public-site';
import { ONE_SOURCE_PER_TRADITION } from './seed-corpus';

/*
 * Playwright keeps a worker, so its server and browser, for the next file whose worker options are the same: every
 * spec that passes the very same object below to `test.use({ serverSetup })` runs on one server, started once
 * instead of once per file (a start copies the seeded database and opens it, tens of seconds on a loaded machine).
 * Such a spec may find the users and conversations of the specs before it; none of them counts or lists those.
 */

/** The moderator who walks the account pages in accessibility-pages.e2e.ts. */
export const accessibilityModerator: SignedUpUser = Object.freeze({
  firstName: 'Tenzin',
  lastName: 'Dorje',
  username: 'tenzin_mod',
  email: 'tenzin.mod@example.org',
  password: 'middle-way-2026',
});

/** The moderator who reads the flagged queue in xss.e2e.ts. */
export const xssModerator: SignedUpUser = Object.freeze({
  firstName: 'Miriam',
  lastName: 'Levi',
  username: 'xss_moderator',
  email: 'xss.moderator@example.org',
  password: 'shalom-study-2026',
});

/** A server on an empty library, for the app shell and the splash. */
export const emptyServer: ServerSetup = Object.freeze({});

/**
 * The server most specs need: one source per tradition, and ceilings no journey reaches (every browser of the run
 * comes from 127.0.0.1, so the whole run is one client; the ceilings themselves are tested in the integration
 * suite).
 */
export const libraryServer: ServerSetup = Object.freeze({
  seedSources: ONE_SOURCE_PER_TRADITION,
  // Made once for the whole run's server, so no spec restarts it to promote its own.
  moderators: Object.freeze([accessibilityModerator, xssModerator]),
  env: Object.freeze({
    CHAT_RATE_LIMIT_MAX: '1000',
    FREE_DAILY_AI_QUOTA: '1000',
    AUTH_RATE_LIMIT_MAX: '100',
  }),
});

/**
 * The public site's contact details and contact rate limit, and a mail sink for the messages sent. Only the contact
 * spec uses it: public-site-landing.e2e.ts keeps a server of its own, since on this one, after the contact spec, its
 * header link to #contact did not come to rest at the section within 5 s (it does on a fresh server; not yet
 * understood).
 */
export const publicSiteServer: ServerSetup = Object.freeze({
  env: Object.freeze(publicSiteEnv()),
  withMailSink: true,
});
