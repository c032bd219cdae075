import { describe, expect, it, vi } from 'vitest';
import webPush from 'web-push';
import { checkPushEndpoint, isPublicAddress, type AddressLookup } from './push-endpoint-policy';
import { createPushSender } from './push-sender';

const resolvesTo =
  (...addresses: string[]): AddressLookup =>
  async () =>
    addresses;
const production = (lookup: AddressLookup = resolvesTo('142.250.185.74')) => ({ production: true, lookup });
const development = (lookup: AddressLookup = resolvesTo('142.250.185.74')) => ({ production: false, lookup });

describe('which push endpoints the server will post to', () => {
  it('accepts an https push service whose every address is public', async () => {
    const lookup = vi.fn(resolvesTo('142.250.185.74', '2a00:1450:4001:82b::200a'));
    expect(await checkPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', production(lookup))).toEqual({
      ok: true,
    });
    expect(lookup).toHaveBeenCalledWith('fcm.googleapis.com');
  });

  it('refuses IP literals, plain http, credentials and loopback names in production', async () => {
    const cases: [string, string][] = [
      ['https://142.250.185.74/push', 'not an IP address'],
      ['https://127.0.0.1:8443/push', 'not an IP address'],
      ['https://[::1]/push', 'not an IP address'],
      ['https://[::ffff:169.254.169.254]/latest', 'not an IP address'],
      ['https://2130706433/push', 'not an IP address'],
      ['http://fcm.googleapis.com/fcm/send/abc', 'must be an https URL'],
      ['https://user:secret@fcm.googleapis.com/x', 'user name or password'],
      ['https://localhost/push', 'public push service host'],
      ['https://push.localhost./push', 'public push service host'],
    ];
    for (const [endpoint, reason] of cases) {
      const check = await checkPushEndpoint(endpoint, production());
      expect(check, endpoint).toMatchObject({ ok: false, lasting: true });
      expect(check.ok || check.reason, endpoint).toContain(reason);
    }
  });

  it('refuses a name that resolves to a loopback, private, link-local or shared address, even among public ones', async () => {
    for (const address of [
      '127.0.0.1',
      '10.2.3.4',
      '172.20.0.1',
      '192.168.1.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fd12:3456::1',
      'fe80::1',
      '::ffff:10.0.0.1',
    ]) {
      const check = await checkPushEndpoint(
        'https://push.example.org/x',
        production(resolvesTo('142.250.185.74', address)),
      );
      expect(check, address).toEqual({
        ok: false,
        reason: 'endpoint must be a public push service host',
        lasting: true,
      });
    }
  });

  it('says a name that does not resolve may work later', async () => {
    const failing: AddressLookup = async () => {
      throw new Error('getaddrinfo ENOTFOUND');
    };
    expect(await checkPushEndpoint('https://push.invalid/x', production(failing))).toMatchObject({
      ok: false,
      lasting: false,
    });
  });

  it('outside production also takes a local stand-in on http or loopback, but still no private network', async () => {
    expect(await checkPushEndpoint('http://127.0.0.1:4567/push/a', development())).toEqual({ ok: true });
    expect(await checkPushEndpoint('http://localhost:4567/push/a', development())).toEqual({ ok: true });
    expect(await checkPushEndpoint('http://[::1]:4567/push/a', development())).toEqual({ ok: true });
    expect(await checkPushEndpoint('https://10.0.0.5/push', development())).toMatchObject({ ok: false });
    expect(
      await checkPushEndpoint('https://push.example.org/x', development(resolvesTo('192.168.0.9'))),
    ).toMatchObject({ ok: false });
    expect(await checkPushEndpoint('ftp://push.example.org/x', development())).toMatchObject({ ok: false });
  });

  it('classifies addresses', () => {
    expect(isPublicAddress('8.8.8.8')).toBe(true);
    expect(isPublicAddress('2606:4700::1111')).toBe(true);
    expect(isPublicAddress('172.32.0.1')).toBe(true);
    expect(isPublicAddress('172.31.255.255')).toBe(false);
    expect(isPublicAddress('not an address')).toBe(false);
  });
});

describe('the push sender', () => {
  it('drops a stored subscription whose host now resolves into private space, without posting to it', async () => {
    const keys = { ...webPush.generateVAPIDKeys(), subject: 'mailto:team@circle.example' };
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const sender = createPushSender(keys, production(resolvesTo('10.0.0.7')));
    const outcome = await sender.send(
      {
        endpoint: 'https://push.example.org/x',
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
      { title: 'Today', body: 'Day 1', url: '/plans/psalms-30' },
    );
    expect(outcome).toBe('gone');
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
