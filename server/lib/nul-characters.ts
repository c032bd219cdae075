import type { FastifyInstance } from 'fastify';
import { badRequest } from './http-error';

const NUL = '\u0000';

/** The path of the first string holding U+0000 in a parsed body, query or params, walked without recursion. */
export function findNul(value: unknown, root: string): string | undefined {
  const stack: Array<[unknown, string]> = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return path;
    } else if (current && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      // Binary bodies (audio uploads) are bytes, not text for SQL: skipped, not walked byte by byte.
      for (const [key, child] of Object.entries(current)) {
        if (key.includes(NUL)) return path;
        stack.push([child, `${path}.${key}`]);
      }
    }
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold U+0000 (the insert or query fails with "invalid byte sequence"), so a request
 * carrying one anywhere is refused up front with the field named, for every route, before any SQL runs.
 * A callback hook, not an async one: every request runs it, and most have nothing to walk.
 */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    // The query and the path parameters are decoded from the URL, where a NUL can only come as %00 (Node's
    // parser refuses a raw one): without %00 and without a body there is nothing that could hold one.
    if (request.body == null && !request.url.includes('%00')) {
      done();
      return;
    }
    const parts: Array<[string, unknown]> = [
      ['body', request.body],
      ['querystring', request.query],
      ['params', request.params],
    ];
    for (const [part, value] of parts) {
      const path = findNul(value, part);
      if (path) {
        const message = 'must not contain the NUL character (\\u0000)';
        // The reader sees the field's name; the schema path stays in details, as for every validation error.
        const field = path.split('.').findLast((segment) => !/^\d+$/.test(segment)) ?? part;
        done(badRequest(`${field}: ${message}`, { issues: [{ path, message }] }));
        return;
      }
    }
    done();
  });
}
