import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../common/api/errors';
import {
  readingPlaceSchema,
  readingPlacesResponseSchema,
  saveReadingPlaceRequestSchema,
} from '../../../common/api/reading-places';
import { identify, requireUser } from '../../lib/identity';
import { listReadingPlaces, saveReadingPlace } from './service';

const tags = ['reading-places'];

/** 'Continue reading': the caller's last chapter in each tradition (guest or account). */
export const readingPlacesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/reading-places',
    {
      schema: {
        tags,
        summary: 'The caller’s last chapter in each tradition they read, most recent first',
        response: { 200: readingPlacesResponseSchema },
      },
    },
    // Reading never needs a new identity: a visitor who has not read anything has no places.
    async (request) => listReadingPlaces(db(), (await identify(request))?.userId ?? null),
  );

  app.put(
    '/reading-places',
    {
      schema: {
        tags,
        summary: 'Remember a chapter as the caller’s place in its tradition',
        body: saveReadingPlaceRequestSchema,
        response: { 200: readingPlaceSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { userId } = await requireUser(request, reply);
      return saveReadingPlace(db(), userId, request.body);
    },
  );
};
