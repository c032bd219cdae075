import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clientOutputDir } from '../../scripts/client-build.mjs';

/**
 * A private copy of dist/client, taken again until it is one whole build: another spec's global setup may be
 * rebuilding dist/client at the same moment, and a copy missing a file the worker precaches never installs.
 */
export async function copyWholeBuild(): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const dir = mkdtempSync(path.join(tmpdir(), 'sacred-circle-offline-client-'));
    execFileSync('flock', ['/tmp/build.lock', 'cp', '-R', `${clientOutputDir}/.`, dir]);
    const worker = existsSync(path.join(dir, 'sw.js')) ? readFileSync(path.join(dir, 'sw.js'), 'utf8') : '';
    const html = existsSync(path.join(dir, 'index.html'))
      ? readFileSync(path.join(dir, 'index.html'), 'utf8')
      : '';
    const needed = [...`${worker}\n${html}`.matchAll(/\/assets\/[\w.-]+\.\w+/g)].map((match) => match[0]);
    if (worker && html && needed.length > 0 && needed.every((file) => existsSync(path.join(dir, file))))
      return dir;
    rmSync(dir, { recursive: true, force: true });
    if (attempt === 20)
      throw new Error('dist/client never held one whole build with sw.js (is it being rebuilt?)');
    await new Promise((resolve) => setTimeout(resolve, 3_000));
  }
}
