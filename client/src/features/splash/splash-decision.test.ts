import { describe, expect, it } from 'vitest';
import { decideSplash, SESSION_OPENED_KEY, shouldShowSplash } from './splash-decision';

/** A sessionStorage double; `broken` makes every call throw, as some privacy modes do. */
function memoryStore(initial: Record<string, string> = {}, broken?: 'read' | 'write') {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem(key: string) {
      if (broken === 'read') throw new DOMException('The operation is insecure.', 'SecurityError');
      return items.get(key) ?? null;
    },
    setItem(key: string, value: string) {
      if (broken) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      items.set(key, value);
    },
  };
}

describe('shouldShowSplash', () => {
  it('plays on the landing page at the first load of a session', () => {
    expect(shouldShowSplash({ pathname: '/', hash: '', openedEarlier: false })).toBe(true);
  });

  it.each([
    '/dashboard',
    '/profile',
    '/auth',
    '/v/christianity/kjv/John/3/16',
    '/privacy',
    '/the/lost/scroll',
  ])('never plays on a deep link: %s', (pathname) => {
    expect(shouldShowSplash({ pathname, hash: '', openedEarlier: false })).toBe(false);
  });

  it('never plays on a link to a landing section (/#faq)', () => {
    expect(shouldShowSplash({ pathname: '/', hash: '#faq', openedEarlier: false })).toBe(false);
  });

  it('does not play again later in the session, a reload included', () => {
    expect(shouldShowSplash({ pathname: '/', hash: '', openedEarlier: true })).toBe(false);
  });

  it('does not play where the session cannot be remembered', () => {
    expect(shouldShowSplash({ pathname: '/', hash: '', openedEarlier: undefined })).toBe(false);
  });
});

describe('decideSplash', () => {
  it('plays once per session: the first landing load records the session, the next one skips', () => {
    const store = memoryStore();
    expect(decideSplash({ pathname: '/', hash: '' }, store)).toBe(true);
    expect(store.items.has(SESSION_OPENED_KEY)).toBe(true);
    expect(decideSplash({ pathname: '/', hash: '' }, store)).toBe(false);
  });

  it('records the session on a deep link too, so going to the landing page afterwards shows no splash', () => {
    const store = memoryStore();
    expect(decideSplash({ pathname: '/dashboard', hash: '' }, store)).toBe(false);
    expect(decideSplash({ pathname: '/', hash: '' }, store)).toBe(false);
  });

  it('skips without storage, or when storage refuses to be read', () => {
    expect(decideSplash({ pathname: '/', hash: '' }, undefined)).toBe(false);
    expect(decideSplash({ pathname: '/', hash: '' }, memoryStore({}, 'read'))).toBe(false);
  });

  it('still plays when the session mark cannot be written (storage full)', () => {
    expect(decideSplash({ pathname: '/', hash: '' }, memoryStore({}, 'write'))).toBe(true);
  });
});
