import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 right now (the OS picks it; the probe is closed before returning). */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves true once the child has exited, or false after timeoutMs. */
export function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts a server process (`node ...args` from the project root) and waits until `${url}/api/health` answers
 * 200. Everything it prints goes to `onOutput`. Fails, after killing it, when it exits first or the time runs out.
 */
export async function spawnHealthyServer(options: {
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  url: string;
  timeoutMs: number;
  onOutput: (text: string) => void;
  output: () => string;
}): Promise<ChildProcess> {
  const started = spawn(process.execPath, options.args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.stdout?.on('data', (chunk: Buffer) => options.onOutput(chunk.toString()));
  started.stderr?.on('data', (chunk: Buffer) => options.onOutput(chunk.toString()));
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline) {
    if (started.exitCode !== null || started.signalCode !== null) {
      throw new Error(
        `The server exited (${started.exitCode ?? started.signalCode}) before it was ready:\n${options.output()}`,
      );
    }
    try {
      if ((await fetch(`${options.url}/api/health`)).status === 200) return started;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  started.kill('SIGKILL');
  throw new Error(
    `The server did not answer /api/health with 200 within ${options.timeoutMs / 1000} s:\n${options.output()}`,
  );
}
