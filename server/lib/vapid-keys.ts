import path from 'node:path';
import webPush from 'web-push';
import { z } from 'zod';
import type { Config } from '../config';
import { readOrCreateFileOnce } from './file-written-once';

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
  // Generated once and reused: a new pair on a later start (or per worker) would cut off every subscribed browser.
  const text = readOrCreateFileOnce(file, () => `${JSON.stringify(webPush.generateVAPIDKeys())}\n`);
  return { ...parseStored(file, text), subject };
}

function parseStored(file: string, text: string): { publicKey: string; privateKey: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not a VAPID key pair; remove it to generate a new one`, { cause: error });
  }
  const parsed = storedKeysSchema.safeParse(json);
  if (!parsed.success) throw new Error(`${file} is not a VAPID key pair; remove it to generate a new one`);
  return parsed.data;
}
