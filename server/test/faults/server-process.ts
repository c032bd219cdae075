import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { findFreePort, spawnHealthyServer, waitForExit } from '../child-process';

/**
 * The real server (`node --import tsx server/main.ts`, NODE_ENV=production) in a child process, so a test can
 * SIGKILL it or take its database away and watch what a client sees. Unlike the e2e helper it keeps DATA_DIR
 * (the signing key of access tokens lives there) and the database across restarts: that is what is tested.
 */
export type ServerProcess = {
  readonly url: string;
  output(): string;
  /** SIGKILL: no shutdown hook runs, in-flight requests die with their sockets. */
  kill(): Promise<void>;
  /** SIGTERM and wait for the graceful shutdown. */
  stop(): Promise<void>;
  /** Starts the process again on the same port, DATA_DIR and database. */
  start(): Promise<void>;
};

const projectRoot = path.resolve(import.meta.dirname, '../../..');

export async function startServerProcess(options: {
  dataDir: string;
  /** PostgreSQL URL; without it the server opens PGlite in DATA_DIR/db. */
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Everything the process prints, as it prints it: a test can wait on a line instead of polling. */
  onOutput?: (text: string) => void;
}): Promise<ServerProcess> {
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    CORPUS_AUTO_IMPORT: 'false',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  let output = '';
  let child: ChildProcess | undefined;

  const start = async () => {
    child = await spawnHealthyServer({
      args: ['--import', 'tsx', 'server/main.ts'],
      cwd: projectRoot,
      env,
      url,
      timeoutMs: 90_000,
      onOutput: (text) => {
        output += text;
        options.onOutput?.(text);
      },
      output: () => output,
    });
  };

  await start();
  return {
    url,
    output: () => output,
    start,
    async kill() {
      if (!child) return;
      child.kill('SIGKILL');
      await waitForExit(child, 10_000);
    },
    async stop() {
      if (!child) return;
      child.kill('SIGTERM');
      if (!(await waitForExit(child, 15_000))) {
        child.kill('SIGKILL');
        await waitForExit(child, 5_000);
      }
    },
  };
}
