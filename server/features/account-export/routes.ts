import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountExportFilename } from '../../../common/api/account-export';
import { apiErrorSchema } from '../../../common/api/errors';
import { tooManyRequests, unauthorized } from '../../lib/http-error';
import { identifyDespiteBan } from '../../lib/identity';
import { buildAccountExport } from './service';
import { zipArchive } from './zip-archive';
import { renderExportHtml } from './index-html';

/** Each archive reads every table about the person: a few a person needs, a wall for a loop. */
export const EXPORTS_PER_HOUR = 3;

const zipSchema = z
  .custom<Readable>((value) => typeof value === 'object' && value !== null)
  .meta({ description: 'A zip archive holding data.json and index.html', type: 'string', format: 'binary' });

/** "Download my data": the caller's (account or guest) whole record as a zip. */
export const accountExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = {
    max: EXPORTS_PER_HOUR,
    timeWindow: 60 * 60_000,
    // Per person, through the app's limiter (shared by every server when REDIS_URL is set); a visitor without an
    // identity is refused with a 401 anyway, and counted by address so the refusals cannot be used to probe.
    keyGenerator: async (request: FastifyRequest) => {
      const identity = await identifyDespiteBan(request).catch(() => null);
      return identity ? `account-export:user:${identity.userId}` : `account-export:ip:${request.ip}`;
    },
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
      tooManyRequests(
        `You can download your data ${EXPORTS_PER_HOUR} times an hour. Please try again in ${Math.max(1, Math.ceil(context.ttl / 60_000))} minutes.`,
      ),
  };

  app.get(
    '/account/export',
    {
      // Fastify would answer HEAD through this handler: an archive built and an allowance spent for no body.
      exposeHeadRoute: false,
      config: { rateLimit },
      schema: {
        tags: ['account'],
        summary:
          'Download everything kept about the caller (account or guest): a zip of data.json (docs/export-format.md) and a readable index.html',
        response: { 200: zipSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // A suspension stops what the person does here, not their right to what is kept about them.
      const identity = await identifyDespiteBan(request);
      if (!identity) throw unauthorized('Please sign in, or read as a guest, to download your data.');
      const now = new Date();
      const data = await buildAccountExport(app.database.db, identity.userId, now);
      const archive = zipArchive(
        [
          { name: 'data.json', content: `${JSON.stringify(data, null, 2)}\n` },
          { name: 'index.html', content: renderExportHtml(data) },
        ],
        now,
      );
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${accountExportFilename(now)}"`)
        .header('cache-control', 'no-store')
        .send(archive);
    },
  );
};
