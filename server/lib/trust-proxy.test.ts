import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { fastifyTrustProxy } from './trust-proxy';

const trustProxy = (value?: string) =>
  loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY;

describe('TRUST_PROXY', () => {
  it('is off unless set, and off for false, off and 0', () => {
    for (const value of [undefined, '', 'false', 'off', '0', ' OFF ']) expect(trustProxy(value)).toBe(false);
  });

  it('reads a hop count and a list of proxy addresses and ranges', () => {
    expect(trustProxy('2')).toEqual({ hops: 2 });
    expect(trustProxy('127.0.0.1, 10.0.0.0/8,::1, fd00::/8, loopback')).toEqual({
      addresses: ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback'],
    });
  });

  it('refuses "true" (everyone trusted) and anything that is not an address, with a readable line', () => {
    for (const [value, message] of [
      ['true', /TRUST_PROXY: trusting every sender/],
      ['*', /TRUST_PROXY: trusting every sender/],
      ['11', /TRUST_PROXY: at most 10 proxy hops/],
      ['127.0.0.1, proxy.example', /TRUST_PROXY: not a proxy address or CIDR range: "proxy.example"/],
      ['10.0.0.0/33', /not a proxy address/],
      ['10.0.0.0/8/1', /not a proxy address/],
      ['10.0.0.0/', /not a proxy address/],
    ] as const) {
      expect(() => trustProxy(value), value).toThrow(ConfigError);
      expect(() => trustProxy(value), value).toThrow(message);
    }
  });

  it('hands Fastify a hop count as a function, since Fastify trusts no one for a bare number', () => {
    const trust = fastifyTrustProxy({ hops: 1 });
    if (typeof trust !== 'function') throw new Error('expected a function');
    expect([trust('127.0.0.1', 0), trust('198.51.100.7', 1)]).toEqual([true, false]);
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy({ addresses: ['10.0.0.0/8'] })).toEqual(['10.0.0.0/8']);
  });
});
