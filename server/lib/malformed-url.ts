import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '../../common/api/errors';

const PATH_MESSAGE =
  'The address is not valid: a % in it must be followed by two hexadecimal digits of UTF-8.';
const QUERY_MESSAGE =
  'The query string is not valid: a % in it must be followed by two hexadecimal digits of UTF-8.';

/** Whether every key and value of a query string decodes (split on & and = as the parser splits it). */
export function isWellFormedQueryString(text: string): boolean {
  if (!text.includes('%')) return true;
  for (const part of text.split(/[&=]/)) {
    if (!part.includes('%')) continue;
    try {
      decodeURIComponent(part);
    } catch {
      return false;
    }
  }
  return true;
}

/**
 * A malformed address is a 400 in the app's one error shape. Under /api, and for any client that is not a
 * browser, that is the JSON every other 400 uses. Outside /api the reader is usually a person who followed a
 * broken link: a browser gets a small 400 page with a way home instead of the single-page app, which could not
 * route the address either.
 */
function sendMalformedUrl(request: FastifyRequest, reply: FastifyReply, message: string) {
  const path = request.raw.url ?? '/';
  const isApi = path === '/api' || path.startsWith('/api/') || path.startsWith('/api?');
  // Frameworks errors are answered before the security-header hook runs.
  reply.header('x-content-type-options', 'nosniff');
  if (!isApi && /\btext\/html\b/.test(request.headers.accept ?? '')) {
    return reply
      .status(400)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('cache-control', 'no-store')
      .send(
        '<!doctype html><html lang="en"><meta charset="utf-8"><title>Bad address · Sacred Circle</title>' +
          '<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem">' +
          '<h1>This address is not valid</h1><p>A % in a web address must be followed by two ' +
          'hexadecimal digits. The link may have been cut or changed.</p>' +
          '<p><a href="/">Go to Sacred Circle</a></p></body></html>',
      );
  }
  const body: ApiError = { error: 'Bad Request', message };
  return reply.status(400).type('application/json').send(body);
}

/**
 * Fastify's own answer to a path that does not decode (FST_ERR_BAD_URL) has its own shape; this gives it the
 * app's. The router calls it before any hook runs, so it sets what it needs itself.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') return sendMalformedUrl(request, reply, PATH_MESSAGE);
  const status = error.statusCode ?? 500;
  const body: ApiError = {
    error: status === 414 ? 'URI Too Long' : status >= 500 ? 'Internal Server Error' : 'Bad Request',
    message: status === 414 ? 'A part of the address is too long.' : 'The request could not be routed.',
  };
  if (status >= 500) request.log.error({ err: error }, 'routing failed');
  return reply.status(status).type('application/json').send(body);
}

/**
 * Fastify's query parser silently drops a key or value whose %-escape does not decode, so `?q=%zz` reached a
 * route as if q were missing and got a misleading answer. The raw query string is checked instead, for every
 * route and page (the not-found router parses queries with its own default parser, so a custom
 * querystringParser would not cover the single-page app's addresses). Called from the app's first onRequest
 * hook (server/lib/request-entry.ts); true when it has answered the request with a 400.
 */
export function refuseMalformedQuery(request: FastifyRequest, reply: FastifyReply): boolean {
  const url = request.raw.url ?? '';
  const start = url.indexOf('?');
  if (start === -1 || isWellFormedQueryString(url.slice(start + 1))) return false;
  void sendMalformedUrl(request, reply, QUERY_MESSAGE);
  return true;
}
