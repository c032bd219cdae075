import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../scripts/client-build.mjs';
import { corpusTemplateKey, testCacheDir, withFileLock } from '../../server/corpus/test-template';

/** One source per tradition: the WEB Bible, the Qur'an, the Sefaria Tanakh, the Gita and the Dhammapada. */
export const ONE_SOURCE_PER_TRADITION = [
  'christianity:web',
  'islam:quran',
  'judaism:tanakh',
  'hinduism:gita',
  'buddhism:dhp',
];

const READY_MARKER = '.seed-complete';

/**
 * A PGlite DATA_DIR with these corpus sources imported from the fixture library committed with the code (so the
 * browser tests run on any machine, with no mirror), for `startServer({ seedDataDir })` (which copies it).
 * Imported once and kept under ~/.cache/sacred-circle/test-cache, keyed by the sources and by everything that defines the
 * imported data (fixtures, manifests, importers, catalog, schema), so e2e files and later runs share it.
 */
export async function seededCorpusDir(sources: string[]): Promise<string> {
  const key = createHash('sha256')
    .update(`${await corpusTemplateKey('fixtures')}\n${[...sources].sort().join(',')}`)
    .digest('hex')
    .slice(0, 16);
  const dataDir = path.join(testCacheDir, `e2e-seed-${key}`);
  if (existsSync(path.join(dataDir, READY_MARKER))) return dataDir;

  // Engineers and e2e files start side by side: one importer per key, the others wait for its marker.
  mkdirSync(testCacheDir, { recursive: true });
  await withFileLock(
    `${dataDir}.lock`,
    () => existsSync(path.join(dataDir, READY_MARKER)),
    async () => {
      rmSync(dataDir, { recursive: true, force: true });
      mkdirSync(dataDir, { recursive: true });
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'server/corpus/cli.ts', 'import', ...sources],
        {
          cwd: projectRoot,
          env: {
            ...process.env,
            DATA_DIR: dataDir,
            DATABASE_URL: '',
            CORPUS_MIRROR: '',
            CORPUS_FIXTURES: 'true',
            LOG_LEVEL: 'warn',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      if (code !== 0) {
        rmSync(dataDir, { recursive: true, force: true });
        throw new Error(`Importing ${sources.join(', ')} failed (${code}):\n${output}`);
      }
      writeFileSync(path.join(dataDir, READY_MARKER), new Date().toISOString());
    },
  );
  return dataDir;
}
