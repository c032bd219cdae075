// `npm start` runs the server from one bundle of our own code (dependencies stay in node_modules): loading it
// takes a third of the CPU time of compiling ~250 TypeScript modules through tsx at every start
// (docs/decisions/0008-server-bundle-for-start.md).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { newestModification, projectRoot } from './client-build.mjs';

export const serverBundle = path.join(projectRoot, 'dist', 'server', 'main.mjs');

/** Everything the bundle is made of; a change to any of these makes it stale. */
const serverSources = ['server', 'common', 'tsconfig.json', 'package-lock.json'];

/** Why the server needs a bundle, or null when dist/server/main.mjs is newer than every server source. */
export function serverBuildReason(root = projectRoot) {
  const bundle = path.join(root, 'dist', 'server', 'main.mjs');
  if (!existsSync(bundle)) return 'dist/server is missing';
  const builtAt = statSync(bundle).mtimeMs;
  const sourcesAt = Math.max(...serverSources.map((entry) => newestModification(path.join(root, entry))));
  return sourcesAt > builtAt ? 'the server sources changed since the last build' : null;
}

/** Bundles server/main.ts when the bundle is missing or stale. Returns true when dist/server is usable. */
export async function ensureServerBuilt({ log = console.log } = {}) {
  const reason = serverBuildReason();
  if (!reason) return true;
  log(`Bundling the server (${reason})...`);
  const { build } = await import('esbuild');
  try {
    await build({
      entryPoints: [path.join(projectRoot, 'server', 'main.ts')],
      outfile: serverBundle,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      sourcemap: true,
      logLevel: 'warning',
    });
    return true;
  } catch (error) {
    console.error(`The server bundle failed: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}
