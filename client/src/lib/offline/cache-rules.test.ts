import { describe, expect, it } from 'vitest';
import { isPrecacheableName } from '../../../../scripts/vite-service-worker.mjs';
import {
  chapterIdentity,
  classifyRequest,
  isPrecacheable,
  keepParallels,
  sameChapterText,
  savedBookRecordPath,
  scriptureCacheKey,
} from './cache-rules';

const origin = 'https://sacred.example';
const get = (path: string, extra: { mode?: string; destination?: string } = {}) => ({
  method: 'GET',
  url: `${origin}${path}`,
  ...extra,
});

describe('which requests the service worker handles', () => {
  it.each([
    ['/api/religions', 'scripture'],
    ['/api/religions/christianity/books', 'scripture'],
    ['/api/religions/christianity/books/John', 'scripture'],
    ['/api/scriptures?religion=christianity&book=John&chapter=3', 'scripture'],
  ])('caches the public library read GET %s', (path, rule) => {
    expect(classifyRequest(get(path), origin)).toBe(rule);
  });

  it.each([
    '/api/auth/user',
    '/api/auth/refresh',
    '/api/chat/sessions',
    '/api/chat/compare',
    '/api/study/items',
    '/api/progress/summary',
    '/api/verse/random',
    '/api/search?q=love',
    '/api/tts?text=hello',
    '/api/religions/christianity/books/John/extra',
    '/api',
  ])('never caches the personal or live GET %s', (path) => {
    expect(classifyRequest(get(path), origin)).toBe('network-only');
  });

  it('leaves writes alone, except a sign-out, which clears the scripture cache', () => {
    const post = (path: string) => ({ method: 'POST', url: `${origin}${path}` });
    expect(classifyRequest(post('/api/chat/sessions'), origin)).toBe('network-only');
    expect(classifyRequest(post('/api/study/items'), origin)).toBe('network-only');
    expect(classifyRequest({ method: 'PUT', url: `${origin}/api/religions` }, origin)).toBe('network-only');
    expect(classifyRequest(post('/api/auth/logout'), origin)).toBe('sign-out');
    expect(classifyRequest(post('/api/auth/logout-all'), origin)).toBe('sign-out');
  });

  it('falls back to the shell for page loads and serves built files from it', () => {
    expect(classifyRequest(get('/dashboard', { mode: 'navigate' }), origin)).toBe('navigation');
    expect(classifyRequest(get('/study?tab=notes', { destination: 'document' }), origin)).toBe('navigation');
    expect(classifyRequest(get('/assets/index-BeCGl9fE.js', { destination: 'script' }), origin)).toBe(
      'shell-asset',
    );
    expect(classifyRequest(get('/icon-192.png'), origin)).toBe('shell-asset');
  });

  it('never intercepts the worker script itself or another origin', () => {
    expect(classifyRequest(get('/sw.js'), origin)).toBe('network-only');
    expect(classifyRequest({ method: 'GET', url: 'https://cdn.example/x.js' }, origin)).toBe('network-only');
    expect(classifyRequest({ method: 'GET', url: 'not a url' }, origin)).toBe('network-only');
  });
});

describe('scripture cache keys', () => {
  it('are the same whatever the order of the query, blanks and repeated originals', () => {
    const reader = scriptureCacheKey(
      `${origin}/api/scriptures?religion=judaism&book=Genesis&chapter=1&translation=jps&parallel=wlc,wlc`,
    );
    const saved = scriptureCacheKey(
      `${origin}/api/scriptures?parallel=wlc&chapter=1&translation=jps&book=Genesis&religion=judaism&x=`,
    );
    expect(reader).toBe(saved);
    expect(reader).toBe(
      `${origin}/api/scriptures?book=Genesis&chapter=1&parallel=wlc&religion=judaism&translation=jps`,
    );
  });

  it('keep different chapters and translations apart', () => {
    const key = (query: string) => scriptureCacheKey(`${origin}/api/scriptures?${query}`);
    expect(key('religion=islam&book=Quran&chapter=1')).not.toBe(key('religion=islam&book=Quran&chapter=2'));
    expect(key('religion=christianity&book=John&chapter=3&translation=web')).not.toBe(
      key('religion=christianity&book=John&chapter=3&translation=kjv'),
    );
  });

  it('encode book names with spaces and apostrophes consistently', () => {
    const a = scriptureCacheKey(`${origin}/api/scriptures?religion=islam&book=Qur%27an&chapter=2`);
    const b = scriptureCacheKey(`${origin}/api/scriptures?chapter=2&book=Qur'an&religion=islam`);
    expect(a).toBe(b);
    expect(scriptureCacheKey(`${origin}/api/religions`)).toBe(`${origin}/api/religions`);
  });
});

describe('serving a chapter stored with other originals beside it', () => {
  const stored = {
    reference: 'Genesis 1',
    translation: { id: 'jps' },
    parallels: [{ id: 'wlc' }, { id: 'wlc-translit' }],
    verses: [
      { verse: 1, text: 'In the beginning', parallel: { wlc: 'בְּרֵאשִׁית', 'wlc-translit': "bere'shit" } },
      { verse: 2, text: 'Now the earth' },
    ],
  };

  it('finds the same chapter text in the same translation, whatever originals were asked for', () => {
    const saved = chapterIdentity(
      `${origin}/api/scriptures?religion=judaism&book=Genesis&chapter=1&translation=jps&parallel=wlc,wlc-translit`,
    );
    const wanted = chapterIdentity(
      `${origin}/api/scriptures?religion=judaism&book=Genesis&chapter=01&translation=jps`,
    );
    const otherTranslation = chapterIdentity(
      `${origin}/api/scriptures?religion=judaism&book=Genesis&chapter=1&translation=kjv`,
    );
    expect(saved && wanted && sameChapterText(saved, wanted)).toBe(true);
    expect(saved && otherTranslation && sameChapterText(saved, otherTranslation)).toBe(false);
    expect(wanted?.parallel).toEqual([]);
    expect(chapterIdentity(`${origin}/api/religions`)).toBeNull();
    expect(chapterIdentity(`${origin}/api/scriptures?religion=judaism`)).toBeNull();
  });

  it('keeps only the asked-for originals in the body', () => {
    expect(keepParallels(stored, ['wlc'])).toEqual({
      ...stored,
      parallels: [{ id: 'wlc' }],
      verses: [
        { verse: 1, text: 'In the beginning', parallel: { wlc: 'בְּרֵאשִׁית' } },
        { verse: 2, text: 'Now the earth' },
      ],
    });
    expect(keepParallels(stored, [])).toMatchObject({ parallels: [], verses: [{ parallel: {} }, {}] });
    expect(keepParallels('not a chapter', ['wlc'])).toBe('not a chapter');
  });
});

describe('the precache list and saved-book records', () => {
  it.each([
    ['assets/index-BeCGl9fE.js', true],
    ['assets/index-C-OjAs7z.css', true],
    ['assets/amiri-arabic-400-normal-D0NIBXga.woff2', true],
    ['assets/amiri-arabic-400-normal-C_1DQziU.woff', false],
    ['assets/index-BeCGl9fE.js.br', false],
    ['assets/index-BeCGl9fE.js.gz', false],
    ['assets/index-BeCGl9fE.js.map', false],
    ['icon-512.png', true],
    ['site.webmanifest', true],
    ['zod-jitless.js', true],
    ['social-card.jpg', false],
    ['robots.txt', false],
    ['sw.js', false],
    ['index.html', false],
  ])('%s is precached: %s (build plugin and worker rules agree)', (name, expected) => {
    expect(isPrecacheable(name)).toBe(expected);
    expect(isPrecacheableName(name)).toBe(expected);
  });

  it('gives each book one record path, safe for any book name', () => {
    expect(savedBookRecordPath('islam', "Qur'an")).toBe("/__offline/saved-book/islam/Qur'an");
    expect(savedBookRecordPath('buddhism', 'Dhammapada / Verses')).toBe(
      '/__offline/saved-book/buddhism/Dhammapada%20%2F%20Verses',
    );
  });
});
