import { describe, expect, it } from 'vitest';
import {
  notificationFromPush,
  openFromNotification,
  safePath,
  type NotificationClients,
} from './push-notification';

const origin = 'https://circle.example';

describe('notificationFromPush', () => {
  it('shows a reminder’s title and body and opens its plan', () => {
    const text = JSON.stringify({
      title: 'Today in The Psalms in 30 days: day 3',
      body: 'Day 3: Psalms 11 to 15 (Psalms 11; Psalms 12)',
      url: '/plans/psalms-30',
    });
    expect(notificationFromPush(text, origin)).toEqual({
      title: 'Today in The Psalms in 30 days: day 3',
      options: {
        body: 'Day 3: Psalms 11 to 15 (Psalms 11; Psalms 12)',
        icon: '/icon-192.png',
        badge: '/icon-192.png',
        tag: '/plans/psalms-30',
        data: { url: '/plans/psalms-30' },
      },
    });
  });

  it('still shows something for a message that is not a reminder', () => {
    for (const text of [null, 'not json', '{"title":3}']) {
      const shown = notificationFromPush(text, origin);
      expect(shown.title).toBe('Sacred Circle');
      expect(shown.options.data.url).toBe('/plans');
    }
  });
});

describe('safePath', () => {
  it('keeps a path on this site and refuses another site', () => {
    expect(safePath('/plans/psalms-30?day=2', origin)).toBe('/plans/psalms-30?day=2');
    expect(safePath('https://circle.example/plans/x', origin)).toBe('/plans/x');
    expect(safePath('https://evil.example/plans/x', origin)).toBe('/plans');
    expect(safePath('//evil.example/x', origin)).toBe('/plans');
  });
});

describe('openFromNotification (a click on a reminder)', () => {
  /** Clients that record what the click did, in order. */
  function clientsWith(windows: { focusable: boolean }[]) {
    const done: string[] = [];
    const clients: NotificationClients = {
      matchAll: async (options) => {
        done.push(`matchAll ${options.type} uncontrolled=${String(options.includeUncontrolled)}`);
        return windows.map(({ focusable }, index) =>
          focusable
            ? {
                focus: async () => done.push(`focus ${index}`),
                navigate: async (url: string) => done.push(`navigate ${index} ${url}`),
              }
            : {},
        );
      },
      openWindow: async (url) => done.push(`openWindow ${url}`),
    };
    return { clients, done };
  }

  it('brings an open window of the app forward on the plan’s page', async () => {
    const { clients, done } = clientsWith([{ focusable: false }, { focusable: true }]);
    await openFromNotification(clients, { url: '/plans/psalms-30' }, origin);
    expect(done).toEqual(['matchAll window uncontrolled=true', 'focus 1', 'navigate 1 /plans/psalms-30']);
  });

  it('opens a new window there when none is open', async () => {
    const { clients, done } = clientsWith([]);
    await openFromNotification(clients, { url: '/plans/psalms-30' }, origin);
    expect(done).toEqual(['matchAll window uncontrolled=true', 'openWindow /plans/psalms-30']);
  });

  it('opens the plans page for data that is missing or points at another site', async () => {
    for (const data of [null, {}, { url: 'https://evil.example/plans/x' }]) {
      const { clients, done } = clientsWith([]);
      await openFromNotification(clients, data, origin);
      expect(done.at(-1)).toBe('openWindow /plans');
    }
  });
});
