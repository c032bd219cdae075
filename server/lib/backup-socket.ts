import { chmod, rm } from 'node:fs/promises';
import http from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createGzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import type { ApiError } from '../../common/api/errors';
import { backupKeyMatches, backupSocketPath, dumpPglite } from './database-backup';

function refuse(response: http.ServerResponse, status: number, error: string, message: string) {
  const body: ApiError = { error, message };
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/**
 * Serves `GET /backup` on a Unix socket beside the PGlite folder while the app runs (`npm run backup` asks it):
 * a gzip of the data folder taken between two transactions. The socket is readable by the server's user only.
 */
export function serveDatabaseBackups(app: FastifyInstance, pglite: PGlite, pgliteFolder: string) {
  const socketPath = backupSocketPath(pgliteFolder);
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/backup') {
      refuse(response, 404, 'Not Found', 'This socket only answers GET /backup.');
      return;
    }
    const presented = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!backupKeyMatches(presented, app.serverSecret)) {
      refuse(
        response,
        403,
        'Forbidden',
        'The backup key is wrong: run npm run backup with the same DATA_DIR.',
      );
      return;
    }
    const started = performance.now();
    dumpPglite(pglite)
      .then(async (tar) => {
        const dumpMs = Math.round(performance.now() - started);
        response.writeHead(200, { 'content-type': 'application/gzip', 'x-dump-ms': String(dumpMs) });
        await pipeline(
          Readable.fromWeb(tar.stream() as WebReadableStream<Uint8Array>),
          createGzip(),
          response,
        );
        app.log.info({ bytes: tar.size, dumpMs }, 'database backup sent');
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'database backup failed');
        if (!response.headersSent) refuse(response, 500, 'Internal Server Error', 'The backup failed.');
        else response.destroy();
      });
  });
  app.addHook('onReady', async () => {
    // A socket left by a server that stopped without closing (the data folder has one server at a time).
    await rm(socketPath, { force: true });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    });
    await chmod(socketPath, 0o600);
  });
  app.addHook('onClose', async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(socketPath, { force: true });
  });
}
