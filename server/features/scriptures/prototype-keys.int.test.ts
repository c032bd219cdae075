import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveReligion } from '../../../common/scripture/religions';
import { createTestApp } from '../../test/test-app';

// Found by the API fuzzer (server/test/fuzz): GET /api/religions/__proto__/books answered 500 ("Cannot read
// properties of undefined (reading 'map')") because the alias lookup returned Object.prototype.
let app: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('religion names that are Object.prototype keys', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    '%s is an unknown religion (404)',
    async (name) => {
      const response = await app.inject({ method: 'GET', url: `/api/religions/${name}/books` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: 'Not Found',
        message: `Unknown religion '${name}'. Choose one of: christianity, islam, judaism, hinduism, buddhism.`,
      });
      expect(resolveReligion(name)).toBeUndefined();
    },
  );

  it('still resolves real aliases', () => {
    expect(resolveReligion(' Bible ')).toBe('christianity');
    expect(resolveReligion('tanakh')).toBe('judaism');
  });
});
