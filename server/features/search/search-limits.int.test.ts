import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

// No corpus needed: every refusal here happens before a verse is read, and an empty library still answers 200.
let app: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  app = await createTestApp({ SEARCH_RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => {
  await app?.close();
});

const searchFor = (q: string, remoteAddress = '203.0.113.7') =>
  app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}`, remoteAddress });

describe('GET /api/search refuses queries that cannot select anything', () => {
  it.each([
    ['only negated words', '-q0z -q1z -q2z -q3z -q4z', 'at least one word to find'],
    ['one negated word', '-mercy', 'at least one word to find'],
    ['an OR with a negated alternative', 'love or -hate', 'at least one word to find'],
    ['only stop words', 'the and of', 'no words to search for'],
    ['only punctuation', '- ! ( )', 'no words to search for'],
    [
      'more than 30 words',
      Array.from({ length: 31 }, (_, index) => `w${index}`).join(' '),
      'at most 30 words',
    ],
    ['300 words', Array.from({ length: 300 }, (_, index) => `w${index}`).join(' '), 'at most 30 words'],
    ['a compound of a hundred parts', `${'q-'.repeat(99)}q`, 'too many terms'],
  ])('answers 400 in the error shape for %s', async (_name, q, message) => {
    const response = await searchFor(q);
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ error: 'Bad Request' });
    expect(body.message).toContain(message);
  });

  it.each(['mercy', 'mercy -anger', 'love or hate', '"love one another"', 'well-being'])(
    'still answers %j',
    async (q) => {
      const response = await searchFor(q);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ query: q, total: 0, results: [] });
    },
  );
});

describe('GET /api/search rate limit', () => {
  let limited: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    limited = await createTestApp({ SEARCH_RATE_LIMIT_MAX: '3' });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('answers 429 in the error shape after SEARCH_RATE_LIMIT_MAX searches a minute from one client', async () => {
    const search = (remoteAddress: string) =>
      limited.inject({ method: 'GET', url: '/api/search?q=mercy', remoteAddress });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await search('198.51.100.1')).statusCode).toBe(200);
    }
    const refused = await search('198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'Too Many Requests' });
    expect(refused.json().message).toMatch(/^Too many searches\. Please wait \d+ seconds/);
    // Another client is not held back by the first one's searches.
    expect((await search('198.51.100.2')).statusCode).toBe(200);
  });
});
