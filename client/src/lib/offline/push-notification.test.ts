import { describe, expect, it } from 'vitest';
import { notificationFromPush, safePath } from './push-notification';

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
