import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { loadServerSecret } from './server-secret';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function configIn(env: Record<string, string> = {}) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'sc-secret-'));
  folders.push(folder);
  return loadConfig({ DATA_DIR: folder, ...env });
}

describe('loadServerSecret', () => {
  it('generates a 48-byte key on first start, keeps it in DATA_DIR and leaves no draft behind', () => {
    const config = configIn();
    const first = loadServerSecret(config);
    expect(first).toHaveLength(48);
    expect(loadServerSecret(config).equals(first)).toBe(true);
    expect(readdirSync(config.dataDir)).toEqual(['jwt-secret']);
  });

  it('uses JWT_SECRET when it is set, and writes nothing', () => {
    const config = configIn({ JWT_SECRET: 'a'.repeat(40) });
    expect(loadServerSecret(config).toString('utf8')).toBe('a'.repeat(40));
    expect(readdirSync(config.dataDir)).toEqual([]);
  });
});
