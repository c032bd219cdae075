import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { clientCounters } from '../db/schema/client-counters';
import { keyedHash } from './access-tokens';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The block one client controls: an IPv4 address, or the /64 of an IPv6 one (a home or a server is
 * usually handed a whole /64, so counting single IPv6 addresses would let it count afresh at will).
 */
export function clientBlock(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('::');
  const first = head ? head.split(':') : [];
  const last = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...first, ...Array<string>(Math.max(0, 8 - first.length - last.length)).fill('0'), ...last]
    : first;
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`;
}

/** A client's counter key: a keyed hash of its address block, so the table never holds an address. */
export const clientKey = (secret: Uint8Array, kind: 'guests' | 'ai', ip: string) =>
  `${kind}:${keyedHash(secret, clientBlock(ip)).slice(0, 32)}`;

/** The start of the current hour and of the current UTC day, for fixed windows. */
export const hourWindow = (now = Date.now()) => new Date(now - (now % HOUR_MS));
export const utcDayWindow = (now = Date.now()) => new Date(now - (now % (24 * HOUR_MS)));

/**
 * Counts one use in the window, atomically (parallel requests cannot pass the limit together): the
 * count after this one, or null when the limit was already reached and nothing was counted.
 */
export async function takeFromCounter(
  db: Database,
  key: string,
  windowStart: Date,
  limit: number,
): Promise<number | null> {
  const rows = await db
    .insert(clientCounters)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [clientCounters.key, clientCounters.windowStart],
      set: { count: sql`${clientCounters.count} + 1` },
      setWhere: lt(clientCounters.count, limit),
    })
    .returning({ count: clientCounters.count });
  return rows[0]?.count ?? null;
}

/** Gives back one use (the answer it paid for was refused further on). */
export async function returnToCounter(db: Database, key: string, windowStart: Date): Promise<void> {
  await db
    .update(clientCounters)
    .set({ count: sql`greatest(${clientCounters.count} - 1, 0)` })
    .where(and(eq(clientCounters.key, key), eq(clientCounters.windowStart, windowStart)));
}

/** Drops windows that ended long ago (the longest window is a day). */
export async function deleteOldCounters(db: Database, before: Date): Promise<number> {
  const removed = await db
    .delete(clientCounters)
    .where(lt(clientCounters.windowStart, before))
    .returning({ key: clientCounters.key });
  return removed.length;
}
