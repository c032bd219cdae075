import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Config } from '../config';
import { readOrCreateFileOnce } from './file-written-once';

/**
 * The key that signs access tokens and hashes one-time codes: JWT_SECRET when set, otherwise a random
 * key generated on first start and kept in DATA_DIR, so restarts keep everyone signed in. Never a
 * built-in default: a default would be public and let anyone mint tokens.
 */
export function loadServerSecret(config: Config): Buffer {
  if (config.JWT_SECRET) return Buffer.from(config.JWT_SECRET, 'utf8');
  const text = readOrCreateFileOnce(
    path.join(config.dataDir, 'jwt-secret'),
    () => `${randomBytes(48).toString('base64url')}\n`,
  );
  return Buffer.from(text.trim(), 'base64url');
}
