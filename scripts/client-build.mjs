import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
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
  'scripts/vite-entry-after-first-paint.mjs',
  'scripts/vite-precompress.mjs',
  'scripts/vite-service-worker.mjs',
  'tsconfig.json',
  'package-lock.json',
];

/**
 * Finished client builds kept by the hash of their sources, outside any one checkout: a fresh clone (CI's) whose
 * sources are byte for byte those of an earlier build copies that build instead of running Vite again, which
 * takes one to two minutes of both cores. The same sources always build the same files.
 */
export const clientBuildCacheDir = path.join(homedir(), '.cache', 'sacred-circle', 'client-build');
/** Builds kept in the cache: the current one and a few before it, for switching between branches. */
const cachedBuildsKept = 4;

function filesUnder(entry, found = []) {
  if (!existsSync(entry)) return found;
  if (!statSync(entry).isDirectory()) {
    found.push(entry);
    return found;
  }
  for (const child of readdirSync(entry).sort()) {
    if (child === 'node_modules' || child.startsWith('.')) continue;
    filesUnder(path.join(entry, child), found);
  }
  return found;
}

/** A hash over every client source's path and content: the key of its build in the cache. */
export function clientSourcesHash(root = projectRoot) {
  const hash = createHash('sha256');
  for (const file of clientSources.flatMap((entry) => filesUnder(path.join(root, entry)))) {
    hash.update(path.relative(root, file));
    hash.update('\0');
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 20);
}

/** Copies a cached build of these exact sources into dist/client; false when there is none. */
function restoreCachedBuild(key, outputDir) {
  const cached = path.join(clientBuildCacheDir, key);
  if (!existsSync(path.join(cached, 'index.html'))) return false;
  rmSync(outputDir, { recursive: true, force: true });
  // Copied files get the time of the copy, so the build reads as newer than its sources afterwards.
  cpSync(cached, outputDir, { recursive: true });
  return true;
}

/** Keeps a finished build under its key, renamed into place only when whole; drops the oldest beyond a few. */
function cacheBuild(key, outputDir) {
  const cached = path.join(clientBuildCacheDir, key);
  if (existsSync(cached)) return;
  const partial = `${cached}.${process.pid}.partial`;
  cpSync(outputDir, partial, { recursive: true });
  renameSync(partial, cached);
  const builds = readdirSync(clientBuildCacheDir)
    .filter((name) => !name.includes('.'))
    .map((name) => ({ name, at: statSync(path.join(clientBuildCacheDir, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const old of builds.slice(cachedBuildsKept)) {
    rmSync(path.join(clientBuildCacheDir, old.name), { recursive: true, force: true });
  }
}

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
  const key = clientSourcesHash();
  if (restoreCachedBuild(key, clientOutputDir)) {
    log(`Client build for these sources copied from ${path.join(clientBuildCacheDir, key)} (${reason}).`);
    return true;
  }
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
  try {
    // Sources edited while Vite ran would put this build under a key it was not built from.
    if (clientSourcesHash() === key) cacheBuild(key, clientOutputDir);
  } catch (error) {
    // A full disk or a read-only home only costs the next clone a build.
    console.warn(`The client build was not cached: ${error.message}`);
  }
  return true;
}
