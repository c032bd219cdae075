import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { rmSync } from 'node:fs';
import { startSmtpSink, type SmtpSink } from '../../server/test/smtp-sink';
import { copyWholeBuild } from './private-client';
import { seededCorpusDir } from './seed-corpus';
import { startServer, type RunningServer, type ServerOptions } from './server';

/** How a spec's server starts: ServerOptions, plus corpus sources to seed and whether it sends mail. */
export type ServerSetup = ServerOptions & {
  /** Starts on a copy of the cached DATA_DIR with these corpus sources imported from the fixture library. */
  seedSources?: string[];
  /** Starts an SMTP sink first and points SMTP_URL at it (read it through the `mailSink` fixture). */
  withMailSink?: boolean;
  /**
   * Serves a private copy of dist/client (CLIENT_DIR; read its path through `privateClientDir`), for a spec
   * that changes the build it is served, and so other specs may rebuild dist/client meanwhile.
   */
  privateClient?: boolean;
  /**
   * Accounts signed up through the API once the server is up and then made moderators, all with one restart (a
   * moderator is made by an operator in the stopped server's database).
   */
  moderators?: readonly SignedUpUser[];
};

/** A user made through the sign-up API. */
export type SignedUpUser = {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
};

type WorkerFixtures = {
  /**
   * Set per file with `test.use({ serverSetup: ... })`: files passing the same object share a worker, so a server
   * (e2e/support/shared-servers.ts); any other object gets a worker and a server of its own.
   */
  serverSetup: ServerSetup;
  mailSink: SmtpSink | undefined;
  privateClientDir: string | undefined;
  server: RunningServer;
  /**
   * Makes a user through POST /api/auth/signup (usable in beforeAll, e.g. for a moderator). There is no API to
   * delete an account: users live in the worker's server, whose temporary DATA_DIR is removed when the worker
   * ends, so none outlives its file.
   */
  signUp: (overrides?: Partial<SignedUpUser>) => Promise<SignedUpUser & { accessToken: string }>;
};

type TestFixtures = {
  /** A page in a fresh context (own cookies, storage and service workers); every one is closed after the test. */
  newPage: (options?: BrowserContextOptions) => Promise<Page>;
};

let userCount = 0;

export const test = base.extend<TestFixtures, WorkerFixtures>({
  serverSetup: [{}, { scope: 'worker', option: true }],
  mailSink: [
    async ({ serverSetup }, use) => {
      const sink = serverSetup.withMailSink ? await startSmtpSink() : undefined;
      await use(sink);
      await sink?.close();
    },
    { scope: 'worker' },
  ],
  privateClientDir: [
    async ({ serverSetup }, use) => {
      const dir = serverSetup.privateClient ? await copyWholeBuild() : undefined;
      await use(dir);
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  server: [
    async ({ serverSetup, mailSink, privateClientDir }, use) => {
      const {
        seedSources,
        withMailSink: _mail,
        privateClient: _client,
        moderators = [],
        ...options
      } = serverSetup;
      if (seedSources) options.seedDataDir = await seededCorpusDir(seedSources);
      if (mailSink) options.env = { SMTP_URL: mailSink.url, ...options.env };
      if (privateClientDir) options.env = { CLIENT_DIR: privateClientDir, ...options.env };
      const server = await startServer(options);
      if (moderators.length) {
        for (const moderator of moderators) await signUpThroughApi(server.url, moderator);
        const { promoteToModerators } = await import('./moderator');
        await promoteToModerators(
          server,
          moderators.map((moderator) => moderator.email),
        );
      }
      await use(server);
      await server.stop();
    },
    // A first run imports the seed corpus and migrates a fresh database on a loaded machine.
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  newPage: async ({ browser, baseURL }, use) => {
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    await use(async (options) => {
      const context = await browser.newContext({ baseURL, ...options });
      contexts.push(context);
      return context.newPage();
    });
    for (const context of contexts) await context.close();
  },
  signUp: [
    async ({ server }, use) => {
      await use(async (overrides = {}) => {
        userCount += 1;
        const tag = `${process.pid}_${userCount}`;
        const user: SignedUpUser = {
          firstName: 'Test',
          lastName: 'Seeker',
          username: `seeker_${tag}`,
          email: `seeker.${tag}@example.org`,
          password: 'still-waters-2026',
          ...overrides,
        };
        return { ...user, accessToken: await signUpThroughApi(server.url, user) };
      });
    },
    { scope: 'worker' },
  ],
});

export { expect };

/** Signs a user up through POST /api/auth/signup and returns its access token. */
async function signUpThroughApi(serverUrl: string, user: SignedUpUser): Promise<string> {
  const response = await fetch(`${serverUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  const body = (await response.json()) as { accessToken?: string };
  expect(response.status, `signing up ${user.email}: ${JSON.stringify(body)}`).toBe(201);
  return body.accessToken ?? '';
}

/**
 * The file's server and a page opener for the helpers a spec shares between its tests. Pages opened inside a
 * test come from the `newPage` fixture (closed after that test); pages opened in a beforeAll, for a journey
 * several tests walk through, get their own context, closed after the file.
 */
export function useFileFixtures() {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let testPage: TestFixtures['newPage'] | undefined;
  const fileContexts: BrowserContext[] = [];
  test.beforeAll(({ server: running, browser: launched }) => {
    server = running;
    browser = launched;
  });
  test.beforeEach(({ newPage }) => {
    testPage = newPage;
  });
  test.afterEach(() => {
    testPage = undefined;
  });
  test.afterAll(async () => {
    for (const context of fileContexts.splice(0)) await context.close();
  });
  return {
    get server(): RunningServer {
      if (!server) throw new Error('The server is not running yet: use it inside a test or hook.');
      return server;
    },
    async newPage(options?: BrowserContextOptions): Promise<Page> {
      if (testPage) return testPage(options);
      if (!browser || !server) throw new Error('No browser yet: open pages inside a test or hook.');
      const context = await browser.newContext({ baseURL: server.url, ...options });
      fileContexts.push(context);
      return context.newPage();
    },
  };
}
