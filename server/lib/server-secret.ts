import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/**
 * The key that signs access tokens and hashes one-time codes: JWT_SECRET when set, otherwise a random
 * key generated on first start and kept in DATA_DIR, so restarts keep everyone signed in. Never a
 * built-in default: a default would be public and let anyone mint tokens.
 */
export function loadServerSecret(config: Config): Buffer {
  if (config.JWT_SECRET) return Buffer.from(config.JWT_SECRET, 'utf8');
  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // Written whole under a name of its own, then linked into place: workers starting together never read a file
  // created but not yet written, and the link fails if another process was first; then theirs is the one to use.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${secret}\n`, { flag: 'wx', mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  } finally {
    rmSync(draft, { force: true });
  }
  return Buffer.from(secret, 'base64url');
}
