import { describe, expect, it } from 'vitest';
import { clientBlock, clientKey } from './client-counters';

describe('clientBlock', () => {
  it('keeps an IPv4 address, also when it comes IPv4-mapped', () => {
    expect(clientBlock('203.0.113.9')).toBe('203.0.113.9');
    expect(clientBlock('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const block = '2001:db8:85a3:42::/64';
    expect(clientBlock('2001:db8:85a3:42::1')).toBe(block);
    expect(clientBlock('2001:0db8:85a3:0042:ffff:ffff:ffff:ffff')).toBe(block);
    expect(clientBlock('2001:db8:85a3:42:1:2:3:4%eth0')).toBe(block);
    expect(clientBlock('2001:db8:85a3:43::1')).not.toBe(block);
    expect(clientBlock('::1')).toBe('0:0:0:0::/64');
  });

  it('gives one key per block and kind, and never the address itself', () => {
    const secret = Buffer.alloc(32, 7);
    const a = clientKey(secret, 'guests', '2001:db8::1');
    expect(clientKey(secret, 'guests', '2001:db8::ffff')).toBe(a);
    expect(clientKey(secret, 'ai', '2001:db8::1')).not.toBe(a);
    expect(a).not.toContain('2001');
  });
});
