import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../common/api/errors';
import { searchQuerySchema, searchResponseSchema } from '../../../common/api/search';
import { searchScriptures } from './service';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Full-text search across the five traditions, ranked, with highlighted snippets and counts',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => searchScriptures(app.database.db, request.query),
  );
};
