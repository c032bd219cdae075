import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';
import { z } from 'zod';
import type { Config } from '../config';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const storedKeysSchema = z.object({
  publicKey: z.string().regex(/^[A-Za-z0-9_-]{87}$/),
  privateKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

/**
 * The VAPID key pair that signs Web Push requests: from the environment when set, otherwise generated on first
 * start and kept in DATA_DIR like the JWT secret. A new pair on every start would cut off every browser that
 * subscribed with the old public key, so the file is written once and reused.
 */
export function loadVapidKeys(config: Config): VapidKeys {
  const subject = config.VAPID_SUBJECT ?? `mailto:${config.CONTACT_EMAIL}`;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  if (config.VAPID_PUBLIC_KEY || config.VAPID_PRIVATE_KEY) {
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together or not at all.');
  }
  const file = path.join(config.dataDir, 'vapid-keys.json');
  const stored = readStored(file);
  if (stored) return { ...stored, subject };
  mkdirSync(config.dataDir, { recursive: true });
  const generated = webPush.generateVAPIDKeys();
  try {
    // 'wx' fails if another process created the file first; then theirs is the pair to use.
    writeFileSync(file, `${JSON.stringify(generated)}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const theirs = readStored(file);
    if (!theirs) throw new Error(`${file} is not a VAPID key pair`, { cause: error });
    return { ...theirs, subject };
  }
  return { ...generated, subject };
}

function readStored(file: string): { publicKey: string; privateKey: string } | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const parsed = storedKeysSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${file} is not a VAPID key pair; remove it to generate a new one`);
  return parsed.data;
}
