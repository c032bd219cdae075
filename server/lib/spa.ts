import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
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
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  }
  const indexHtml = hasClient ? readFileSync(indexPath, 'utf8') : undefined;

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === API_PREFIX || url.startsWith(`${API_PREFIX}/`)) {
      throw notFound(`No API route ${request.method} ${url}.`);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      throw notFound(`Nothing at ${request.method} ${url}.`);
    }
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The client is not built yet. Run `npm run build` (npm start does this for you).');
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
}
