import { describe, expect, it } from 'vitest';
import type { HttpError } from '../http-error';
import { assertMayActOn, moderationRefusal, type Role } from './role-rank';

const person = (id: string, role: Role) => ({ id, role });

describe('moderationRefusal', () => {
  it('lets only a higher role act, and nobody on themselves', () => {
    const roles: Role[] = ['user', 'moderator', 'admin'];
    const allowed = roles.flatMap((actor) =>
      roles
        .filter((target) => moderationRefusal(person('a', actor), person('b', target)) === null)
        .map((target) => `${actor}>${target}`),
    );
    expect(allowed).toEqual(['moderator>user', 'admin>user', 'admin>moderator']);
    for (const role of roles)
      expect(moderationRefusal(person('a', role), person('a', 'user'))).not.toBeNull();
  });

  it('says what the actor may act on', () => {
    expect(moderationRefusal(person('a', 'user'), person('b', 'user'))).toBe(
      'Members cannot take moderation actions.',
    );
    expect(moderationRefusal(person('a', 'moderator'), person('b', 'admin'))).toBe(
      'Moderators can act only on members, not on administrators.',
    );
  });

  it('throws a 403 for a refusal', () => {
    expect(() => assertMayActOn(person('a', 'moderator'), person('b', 'moderator'))).toThrowError(
      expect.objectContaining({ statusCode: 403 }) as HttpError,
    );
    expect(() => assertMayActOn(person('a', 'admin'), person('b', 'moderator'))).not.toThrow();
  });
});
