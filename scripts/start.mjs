// `npm start`: build the client when it is missing or stale, then serve the whole app.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ensureClientBuilt, projectRoot } from './client-build.mjs';
import { ensureServerBuilt, serverBundle } from './server-build.mjs';

const envFile = path.join(projectRoot, '.env');
if (existsSync(envFile)) {
  if (typeof process.loadEnvFile === 'function') {
    // Variables already set in the shell win over .env, as with most .env tooling.
    const shellEnv = { ...process.env };
    process.loadEnvFile(envFile);
    Object.assign(process.env, shellEnv);
  } else {
    console.warn(
      'Found .env but this Node.js cannot read it (needs Node >= 20.12); using the shell environment.',
    );
  }
}

if (!(await ensureClientBuilt())) process.exit(1);
if (!(await ensureServerBuilt())) process.exit(1);

const server = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
  cwd: projectRoot,
  stdio: 'inherit',
  env: process.env,
});

// The server shuts down gracefully on SIGTERM/SIGINT (HTTP first, then the database); pass them on and
// exit with its status.
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
