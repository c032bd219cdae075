import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../common/api/errors';
import { shareCardFileName, shareVerseImagePath, shareVerseQuerySchema } from '../../../common/api/share';
import { tooManyRequests } from '../../lib/http-error';
import { createWorkQueue, workQueueLimits } from '../../lib/work-queue';
import { createShareCardDeps, matchesIfNoneMatch, verseCard } from './service';

const tags = ['share'];
/** Fastify sends a Buffer as it is (no serializer); the schema is here for the types and the API docs. */
const pngSchema = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ description: 'The 1080×1080 share card, image/png', type: 'string', format: 'binary' });

/** A card renders in a few hundred milliseconds of CPU: generous for a person, a wall for a scraper. */
const CARDS_PER_MINUTE = 60;

/** The verse share card: a PNG for the Web Share API or a download (ADR 0051). */
export const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  const cards = createShareCardDeps(
    createWorkQueue({ what: 'Share cards are', ...workQueueLimits(app.config) }),
  );
  const rateLimit = {
    max: CARDS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `share:${request.ip}`,
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
      tooManyRequests(
        `Too many share cards. Please wait ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`,
      ),
  };

  app.get(
    shareVerseImagePath.replace(/^\/api/, ''),
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'A 1080×1080 PNG card of one verse: its text, reference, translation and our mark',
        querystring: shareVerseQuerySchema,
        response: {
          200: pngSchema,
          304: z.null(),
          400: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, typedReply) => {
      // A 304 has no body, which the typed reply (200: a PNG) cannot express.
      const reply = typedReply as FastifyReply;
      const card = await verseCard(cards, app.database.db, request.query);
      reply
        .header('etag', card.etag)
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff');
      if (matchesIfNoneMatch(request.headers['if-none-match'], card.etag)) return reply.status(304).send();
      return reply
        .type('image/png')
        .header('content-disposition', `inline; filename="${shareCardFileName(card.reference)}"`)
        .send(card.png);
    },
  );
};
