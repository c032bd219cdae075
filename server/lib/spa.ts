import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiateEncoding from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './http-error';

const API_PREFIX = '/api';

/**
 * Serves the built client from `clientDir`: hashed assets with long caching, and index.html for every
 * other non-API path so client-side routes (and the client's own 'Page Not Found') work on reload.
 */
export async function registerSpa(app: FastifyInstance, clientDir: string) {
  const indexPath = path.join(clientDir, 'index.html');
  const hasClient = existsSync(indexPath);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      // A wildcard route looks files up per request, so a rebuilt client's new hashed assets are served
      // without a restart; a missing file falls through to the not-found handler below.
      wildcard: true,
      index: false,
      // The build writes .br/.gz beside each asset (scripts/vite-precompress.mjs); send those when accepted.
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header('cache-control', staticCacheControl(path.relative(clientDir, filePath)));
      },
    });
  }
  const readIndexHtml = cachedFileReader(indexPath);

  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const indexHtml = readIndexHtml();
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The client is not built yet. Run `npm run build` (npm start does this for you).');
    }
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    // The page is the first request of every visit: compressed like the assets, it reaches a slow connection's
    // first paint sooner.
    const encoding = negotiateEncoding(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
    if (!encoding) return reply.send(indexHtml.text);
    return reply.header('content-encoding', encoding).send(indexHtml[encoding]);
  };
  // The static wildcard would answer '/' with a directory refusal; the app's root is the SPA.
  if (hasClient) app.get('/', { schema: { hide: true } }, (request, reply) => sendIndex(request, reply));

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === API_PREFIX || url.startsWith(`${API_PREFIX}/`)) {
      throw notFound(`No API route ${request.method} ${url}.`);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      throw notFound(`Nothing at ${request.method} ${url}.`);
    }
    return sendIndex(request, reply);
  });
}

/**
 * Hashed assets never change; the service worker must be revalidated on every update check, or a fixed
 * release would wait behind a stale sw.js in the HTTP cache.
 */
export function staticCacheControl(relativePath: string): string {
  const name = relativePath
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  if (name === 'sw.js') return 'no-cache';
  if (name.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

type CachedDocument = { text: string; br: Buffer; gzip: Buffer };

/**
 * Reads a file again only when its modification time changes (a rebuild), else serves it from memory, with its
 * brotli and gzip forms made once per version (the build's .br/.gz beside it could be older than the file).
 */
function cachedFileReader(filePath: string): () => CachedDocument | undefined {
  let cached: { mtimeMs: number; document: CachedDocument } | undefined;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(filePath).mtimeMs;
    } catch {
      return undefined;
    }
    if (cached?.mtimeMs !== mtimeMs) {
      const bytes = readFileSync(filePath);
      const br = brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      });
      cached = {
        mtimeMs,
        document: { text: bytes.toString('utf8'), br, gzip: gzipSync(bytes, { level: 9 }) },
      };
    }
    return cached.document;
  };
}
