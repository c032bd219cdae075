import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/*
 * The server posts every notification to the endpoint a browser registered, so a reader who registers an address
 * of their own choosing would have our server post to it: an internal service, the cloud metadata address, a
 * database port. Browsers' push services are public https hosts with names, so only those are accepted; a plain
 * http or loopback endpoint is a local stand-in for the push service (tests, development) and allowed only there.
 */

export type AddressLookup = (hostname: string) => Promise<string[]>;

export type PushEndpointPolicy = {
  /** In production only public https hosts; elsewhere also http and loopback, for a local push service. */
  production: boolean;
  lookup: AddressLookup;
};

/** `lasting`: the endpoint can never be used (drop it); otherwise the name may resolve later (try again). */
export type EndpointCheck = { ok: true } | { ok: false; reason: string; lasting: boolean };

// Not reachable from the public internet, or a gateway back into private space (NAT64, 6to4, Teredo).
const NON_PUBLIC: [string, number, 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  ['::', 128, 'ipv6'],
  ['::1', 128, 'ipv6'],
  ['64:ff9b::', 96, 'ipv6'],
  ['64:ff9b:1::', 48, 'ipv6'],
  ['100::', 64, 'ipv6'],
  ['2001::', 32, 'ipv6'],
  ['2001:db8::', 32, 'ipv6'],
  ['2002::', 16, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['fec0::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
];
const nonPublic = new BlockList();
for (const [network, prefix, family] of NON_PUBLIC) nonPublic.addSubnet(network, prefix, family);
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');
/** IPv4-mapped IPv6 addresses (::ffff:10.0.0.1) are checked against the IPv4 ranges by BlockList itself. */
export const isPublicAddress = (address: string) =>
  isIP(address) !== 0 && !nonPublic.check(address, familyOf(address));
const isLoopback = (address: string) => isIP(address) !== 0 && loopback.check(address, familyOf(address));

const refused = (reason: string): EndpointCheck => ({ ok: false, reason, lasting: true });

export async function checkPushEndpoint(
  endpoint: string,
  policy: PushEndpointPolicy,
): Promise<EndpointCheck> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return refused('endpoint must be a URL');
  }
  const local = !policy.production;
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) {
    return refused('endpoint must be an https URL');
  }
  if (url.username || url.password) return refused('endpoint must not carry a user name or password');
  // URL gives IPv6 hosts in brackets and keeps a trailing dot, which names the same host.
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  const loopbackName = host === 'localhost' || host.endsWith('.localhost');
  if (isIP(host) !== 0) {
    if (local && isLoopback(host)) return { ok: true };
    return refused('endpoint must name a push service host, not an IP address');
  }
  if (loopbackName) {
    return local ? { ok: true } : refused('endpoint must be a public push service host');
  }
  let addresses: string[];
  try {
    addresses = await policy.lookup(host);
  } catch {
    return { ok: false, reason: 'endpoint’s host could not be found', lasting: false };
  }
  if (addresses.length === 0) {
    return { ok: false, reason: 'endpoint’s host could not be found', lasting: false };
  }
  // Every address must be public: a name with one private address could be connected to it.
  const allowed = (address: string) => isPublicAddress(address) || (local && isLoopback(address));
  if (!addresses.every(allowed)) return refused('endpoint must be a public push service host');
  return { ok: true };
}

/** Every address the system resolver gives for a name (IPv4 and IPv6), as a connection would use them. */
export const systemLookup: AddressLookup = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);
