// `npm run dev`: Vite with HMR on :5173 (proxying /api to the server) and the server under `tsx watch`.
// Both run together and stop together: Ctrl+C, SIGTERM, or either one exiting stops the other.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { projectRoot } from './client-build.mjs';

const envFile = path.join(projectRoot, '.env');
if (existsSync(envFile) && typeof process.loadEnvFile === 'function') {
  const shellEnv = { ...process.env };
  process.loadEnvFile(envFile);
  Object.assign(process.env, shellEnv);
}

const bin = (...parts) => path.join(projectRoot, 'node_modules', ...parts);
const children = [
  {
    name: 'server',
    args: [bin('tsx', 'dist', 'cli.mjs'), 'watch', '--clear-screen=false', 'server/main.ts'],
  },
  { name: 'client', args: [bin('vite', 'bin', 'vite.js'), '--port', '5173', '--strictPort'] },
].map(({ name, args }) => {
  // vite.config.ts proxies /api to API_PORT; point it at the port the server listens on.
  const env = { ...process.env, API_PORT: process.env.API_PORT ?? process.env.PORT ?? '5000' };
  // One server process under the watcher unless asked otherwise: a restart on every save need not fork N workers.
  env.WEB_CONCURRENCY ||= '1';
  const child = spawn(process.execPath, args, { cwd: projectRoot, stdio: 'inherit', env });
  return { name, child };
});

let stopping = false;
function stopAll(exitCode, signal = 'SIGTERM') {
  if (stopping) return;
  stopping = true;
  process.exitCode = exitCode;
  for (const { child } of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  }
  // Whatever ignores the polite signal is killed after a grace period.
  setTimeout(() => {
    for (const { child } of children) if (child.exitCode === null) child.kill('SIGKILL');
    process.exit(exitCode);
  }, 8000).unref();
}

for (const { name, child } of children) {
  child.on('exit', (code, signal) => {
    if (!stopping)
      console.error(`The ${name} stopped (${signal ?? `exit code ${code}`}); stopping the other one.`);
    stopAll(code ?? 1);
    if (children.every(({ child: other }) => other.exitCode !== null || other.signalCode !== null)) {
      process.exit(process.exitCode ?? 0);
    }
  });
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0, signal));
