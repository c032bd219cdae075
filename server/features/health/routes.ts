import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema, importProgressSchema } from '../../../common/api/health';
import { libraryOf } from '../../corpus/library-generation';
import { checkHealth } from './service';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Database, corpus and provider status',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const sharedState = !app.redis ? 'memory' : app.redis.up ? 'redis' : 'redis-unreachable';
      const health = await checkHealth(app.database, app.config, sharedState);
      return reply.status(health.database.ok ? 200 : 503).send(health);
    },
  );

  app.get(
    '/library/import',
    {
      schema: {
        tags: ['health'],
        summary: "The background import's progress: traditions and sources still importing",
        response: { 200: importProgressSchema },
      },
    },
    // From memory: on PGlite an import's transaction holds the database, and the progress must show meanwhile.
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(libraryOf(app.database.db).snapshot()),
  );
};
