import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { loadVapidKeys } from './vapid-keys';

const folders: string[] = [];
function dataDir() {
  const folder = mkdtempSync(path.join(tmpdir(), 'vapid-'));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('loadVapidKeys', () => {
  it('generates a pair into DATA_DIR on first start and reuses it after a restart', () => {
    const folder = dataDir();
    const config = loadConfig({ DATA_DIR: folder, CONTACT_EMAIL: 'care@circle.example' });
    const first = loadVapidKeys(config);
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.subject).toBe('mailto:care@circle.example');
    expect(JSON.parse(readFileSync(path.join(folder, 'vapid-keys.json'), 'utf8'))).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
    expect(loadVapidKeys(config)).toEqual(first);
  });

  it('takes the pair and subject from the environment when set', () => {
    const generated = loadVapidKeys(loadConfig({ DATA_DIR: dataDir() }));
    const keys = loadVapidKeys(
      loadConfig({
        DATA_DIR: dataDir(),
        VAPID_PUBLIC_KEY: generated.publicKey,
        VAPID_PRIVATE_KEY: generated.privateKey,
        VAPID_SUBJECT: 'https://circle.example/contact',
      }),
    );
    expect(keys).toEqual({ ...generated, subject: 'https://circle.example/contact' });
  });

  it('refuses half a pair and a malformed key', () => {
    const generated = loadVapidKeys(loadConfig({ DATA_DIR: dataDir() }));
    expect(() =>
      loadVapidKeys(loadConfig({ DATA_DIR: dataDir(), VAPID_PUBLIC_KEY: generated.publicKey })),
    ).toThrow('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together or not at all.');
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: 'short' })).toThrow(
      /VAPID_PRIVATE_KEY: must be a base64url/,
    );
  });
});
