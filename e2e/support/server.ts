import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../scripts/client-build.mjs';
import { serverBundle } from '../../scripts/server-build.mjs';
import { findFreePort, spawnHealthyServer, waitForExit } from '../../server/test/child-process';

export type ServerOptions = {
  /** Extra environment for the server (wins over the defaults below). */
  env?: Record<string, string>;
  /**
   * A DATA_DIR prepared earlier (e.g. with a corpus already imported). It is copied into the fresh temporary
   * folder, so tests can change data without touching the original.
   */
  seedDataDir?: string;
  /**
   * How long to wait for /api/health to answer 200. Default 180 s: a start takes 7 to 11 s of CPU (opening the
   * database, migrating a fresh one), and on a two-core machine shared with a loaded run that was 100 s of wall time.
   */
  startTimeoutMs?: number;
};

export type RunningServer = {
  /** http://127.0.0.1:PORT, no trailing slash. */
  readonly url: string;
  readonly port: number;
  /** The DATA_DIR the server runs on (deleted by stop()). */
  readonly dataDir: string;
  /** Everything the server printed so far (stdout and stderr), for failure messages. */
  output(): string;
  /** How the last stopped process ended: code 0 after SIGTERM is a clean, graceful shutdown. */
  lastExit(): { code: number | null; signal: NodeJS.Signals | null } | undefined;
  /**
   * Stops the process (SIGTERM, as an operator would) and starts it again on the same port and DATA_DIR;
   * `whileStopped` runs in between (e.g. to open the stopped server's database directly).
   */
  restart(whileStopped?: () => Promise<void>): Promise<void>;
  /** SIGTERM, wait for a clean exit (SIGKILL after 15 s), then remove the temporary DATA_DIR. */
  stop(): Promise<void>;
};

/**
 * Starts the real server (`dist/server/main.mjs`, what `npm start` runs, serving the built client) as a child process on a
 * free port with a fresh temporary DATA_DIR (embedded PGlite), and waits until /api/health answers 200.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sacred-circle-e2e-'));
  if (options.seedDataDir) cpSync(options.seedDataDir, dataDir, { recursive: true });
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // Empty means unset: the e2e server always runs on its own PGlite, whatever the shell says.
    DATABASE_URL: '',
    CORPUS_AUTO_IMPORT: 'false',
    LOG_LEVEL: 'warn',
    // Every browser of a spec comes from 127.0.0.1, so the whole spec is one client: the per-client
    // ceilings (tested in the integration suite) must not be tripped by unrelated journeys.
    GUEST_CREATE_RATE_LIMIT_MAX: '100000',
    FREE_DAILY_AI_QUOTA_PER_IP: '10000000',
    ...options.env,
  };
  let output = '';
  let child: ChildProcess | undefined;
  let lastExit: { code: number | null; signal: NodeJS.Signals | null } | undefined;

  const launch = async () => {
    child = await spawnHealthyServer({
      args: ['--enable-source-maps', serverBundle],
      cwd: projectRoot,
      env,
      url,
      timeoutMs: options.startTimeoutMs ?? 180_000,
      onOutput: (text) => (output += text),
      output: () => output,
    });
  };

  const terminate = async () => {
    if (!child) return;
    child.kill('SIGTERM');
    if (!(await waitForExit(child, 15_000))) {
      child.kill('SIGKILL');
      await waitForExit(child, 5_000);
      throw new Error(`The server ignored SIGTERM for 15 s and was killed:\n${output}`);
    }
    lastExit = { code: child.exitCode, signal: child.signalCode };
  };

  try {
    await launch();
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    port,
    dataDir,
    output: () => output,
    lastExit: () => lastExit,
    async restart(whileStopped) {
      await terminate();
      await whileStopped?.();
      await launch();
    },
    async stop() {
      try {
        await terminate();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
