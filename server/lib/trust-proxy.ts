import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Whose X-Forwarded-For / -Host / -Proto the server believes. Those headers are written by whoever sends the
 * request, so believing them from anyone lets every client pick its own address and walk around every per-IP
 * limit. Off: the socket's address counts. A hop count: that many proxies stand in front of the app (right
 * only when clients cannot reach it except through them). Addresses: only those peers are proxies.
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

const MAX_HOPS = 10;
// The named ranges proxy-addr (Fastify's parser) knows.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

export const trustProxySetting = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const value = raw?.trim().toLowerCase() ?? '';
    if (value === '' || value === 'false' || value === 'off' || value === '0') return false;
    if (value === 'true' || value === '*') {
      ctx.issues.push({
        code: 'custom',
        input: raw,
        message:
          'trusting every sender would let any client choose its own address; give the number of proxies in front of the app (e.g. 1) or their addresses',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= MAX_HOPS) return { hops };
      ctx.issues.push({ code: 'custom', input: raw, message: `at most ${MAX_HOPS} proxy hops` });
      return z.NEVER;
    }
    const addresses = value.split(',').map((entry) => entry.trim());
    const bad = addresses.filter((entry) => !isProxyAddress(entry));
    if (bad.length === 0) return { addresses };
    ctx.issues.push({
      code: 'custom',
      input: raw,
      message: `not a proxy address or CIDR range: ${bad.map((entry) => JSON.stringify(entry)).join(', ')}`,
    });
    return z.NEVER;
  });

/** Fastify's `trustProxy` option for a setting. */
export function fastifyTrustProxy(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if ('addresses' in setting) return setting.addresses;
  // Fastify 5 refuses a bare number (it trusts nothing then), so the hop count goes in as proxy-addr's
  // function form: hop 0 is the socket's peer, hop 1 the address that peer appended, and so on.
  const { hops } = setting;
  return (_address, hop) => hop < hops;
}
