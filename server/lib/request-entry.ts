import type { FastifyInstance } from 'fastify';
import type { RequestsInFlight } from '../db/requests-in-flight';
import { refuseMalformedQuery } from './malformed-url';
import { computeSecurityHeaders } from './security-headers';

/**
 * What every request goes through first, in one callback hook: counted as in flight, given the security headers,
 * and refused with a 400 if its query string does not decode. They were three hooks, two of them async: on a
 * cached chapter read (~90 µs of server CPU) each async hook cost a promise and a turn of the microtask queue.
 * `requestsInFlight` is given only on PGlite: its importer is the one reader of the count (it lets open requests
 * have the one connection first), and on PostgreSQL the count and its 'close' listener would be work for nobody.
 */
export function registerRequestEntry(app: FastifyInstance, requestsInFlight: RequestsInFlight | undefined) {
  // Computed once: they do not depend on the request (docs/decisions/0007-security-headers.md).
  const securityHeaders = computeSecurityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    // The PGlite importer waits for open requests before each write step; 'close' fires on an answer or an abort.
    if (requestsInFlight) reply.raw.once('close', requestsInFlight.begin());
    reply.headers(securityHeaders);
    if (refuseMalformedQuery(request, reply)) return;
    done();
  });
}
