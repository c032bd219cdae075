import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../common/api/errors';
import {
  meaningProgressSchema,
  PARALLELS_PER_TRADITION,
  parallelsQuerySchema,
  parallelsResponseSchema,
} from '../../../common/api/parallels';
import { createUseEncoder } from '../../lib/meaning/encoder';
import { meaningProgressOf } from '../../lib/meaning/progress';
import { keepMeaningIndexCurrent } from './background';
import { createParallelsDeps, parallelsOf } from './service';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

export const parallelsRoutes: FastifyPluginAsyncZod = async (app) => {
  const parallels = createParallelsDeps(app.database.db);

  // The meaning index follows the background import: a server that imports the library also embeds it.
  let stop: (() => Promise<void>) | undefined;
  if (app.config.CORPUS_AUTO_IMPORT) {
    app.addHook('onListen', async () => {
      stop = keepMeaningIndexCurrent(app.database.db, createUseEncoder(), app.log, {
        exclusive: app.database.exclusive,
      }).stop;
    });
    app.addHook('onClose', async () => stop?.());
  }

  app.get(
    '/parallels',
    {
      schema: {
        tags: ['scriptures'],
        summary: 'The passages of the other four traditions closest in meaning to a verse',
        querystring: parallelsQuerySchema,
        response: { 200: parallelsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { perTradition, ...ref } = request.query;
      const answer = await parallelsOf(parallels, ref, perTradition ?? PARALLELS_PER_TRADITION);
      // While indexing, the answer changes as traditions become ready.
      reply.header('cache-control', answer.pending.length > 0 ? 'no-store' : 'public, max-age=300');
      return answer;
    },
  );

  app.get(
    '/library/meaning',
    {
      schema: {
        tags: ['scriptures'],
        summary: "The meaning index's progress per translation (embeddings computed after an import)",
        response: { 200: meaningProgressSchema },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(meaningProgressOf(app.database.db).snapshot()),
  );
};
