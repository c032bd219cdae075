import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';

export const projectRoot = path.resolve(import.meta.dirname, '..');
export const clientOutputDir = path.join(projectRoot, 'dist', 'client');

/** Everything the Vite build reads; a change to any of these makes the built client stale. */
const clientSources = [
  'client',
  'common',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
];

export function newestModification(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) {
    if (child === 'node_modules' || child.startsWith('.')) continue;
    newest = Math.max(newest, newestModification(path.join(entry, child)));
  }
  return newest;
}

/** Why the client needs a build, or null when dist/client is newer than every client source. */
export function clientBuildReason(root = projectRoot) {
  const builtIndex = path.join(root, 'dist', 'client', 'index.html');
  if (!existsSync(builtIndex)) return 'dist/client is missing';
  const builtAt = statSync(builtIndex).mtimeMs;
  const sourcesAt = Math.max(...clientSources.map((entry) => newestModification(path.join(root, entry))));
  return sourcesAt > builtAt ? 'the client sources changed since the last build' : null;
}

/** Runs a command with inherited output; resolves with its exit code (signals count as failure). */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: projectRoot, ...options });
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Builds the client with Vite when it is missing or stale. Returns true when dist/client is usable. */
export async function ensureClientBuilt({ log = console.log } = {}) {
  const reason = clientBuildReason();
  if (!reason) return true;
  log(`Building the client (${reason})...`);
  const vite = path.join(projectRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  // Vite keeps an inherited NODE_ENV: under vitest (NODE_ENV=test) it would build React's development bundle,
  // which npm start would then serve as current.
  const code = await run(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (code !== 0) {
    console.error('The client build failed (see above).');
    return false;
  }
  return true;
}
