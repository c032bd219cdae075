// A Vite build plugin: bundles client/src/lib/offline/service-worker.ts on its own (a classic script, no
// imports shared with the app's chunks) into sw.js at the site root, with this build's precache list and a
// version computed from the content of every precached file, so any change to the app changes sw.js and the
// browser installs the new worker. docs/decisions/0052-offline-reading-pwa.md explains the choice.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'rolldown';

const SOURCE = 'client/src/lib/offline/service-worker.ts';
// The same rule as isPrecacheable() in client/src/lib/offline/cache-rules.ts (a unit test keeps them equal).
export const PRECACHEABLE = /\.(js|css|woff2|svg|png|webmanifest)$/;

export function isPrecacheableName(fileName) {
  if (/\.(map|br|gz)$/.test(fileName) || fileName === 'sw.js' || fileName === 'index.html') return false;
  return PRECACHEABLE.test(fileName) && !path.posix.basename(fileName).startsWith('social-card');
}

function* publicFiles(dir, prefix = '') {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* publicFiles(full, `${prefix}${entry}/`);
    else yield { name: `${prefix}${entry}`, full };
  }
}

export function serviceWorker({ repoRoot }) {
  let publicDir = '';
  return {
    name: 'sacred-circle:service-worker',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    async generateBundle(_options, bundle) {
      const hash = createHash('sha256');
      const entries = [];
      for (const [fileName, output] of Object.entries(bundle)) {
        if (fileName === 'index.html') hash.update(output.source ?? '');
        if (!isPrecacheableName(fileName)) continue;
        entries.push(`/${fileName}`);
        hash.update(fileName);
        hash.update(output.type === 'chunk' ? output.code : output.source);
      }
      if (publicDir) {
        for (const file of publicFiles(publicDir)) {
          if (!isPrecacheableName(file.name)) continue;
          entries.push(`/${file.name}`);
          hash.update(file.name);
          hash.update(readFileSync(file.full));
        }
      }
      entries.sort();
      const source = path.resolve(repoRoot, SOURCE);
      hash.update(readFileSync(source));
      const version = hash.digest('hex').slice(0, 16);
      const result = await build({
        input: source,
        write: false,
        platform: 'browser',
        transform: {
          define: {
            __SACRED_CIRCLE_PRECACHE__: JSON.stringify(entries),
            __SACRED_CIRCLE_VERSION__: JSON.stringify(version),
          },
        },
        output: { format: 'iife', minify: true },
      });
      const [chunk] = result.output;
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: chunk.code });
    },
  };
}
