import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../common/api/errors';
import { searchQuerySchema, searchResponseSchema } from '../../../common/api/search';
import { tooManyRequests } from '../../lib/http-error';
import { searchScriptures } from './service';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  // Per client: each search ranks up to tens of thousands of verses, so one client must not monopolise it.
  const rateLimit = {
    max: app.config.SEARCH_RATE_LIMIT_MAX,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `search:${request.ip}`,
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
      tooManyRequests(
        `Too many searches. Please wait ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds and try again.`,
      ),
  };
  const options = { statementTimeoutMs: app.config.SEARCH_TIMEOUT_MS };

  app.get(
    '/search',
    {
      config: { rateLimit },
      schema: {
        tags: ['search'],
        summary: 'Full-text search across the five traditions, ranked, with highlighted snippets and counts',
        querystring: searchQuerySchema,
        response: {
          200: searchResponseSchema,
          400: apiErrorSchema,
          429: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request) => searchScriptures(app.database.db, request.query, options),
  );
};
