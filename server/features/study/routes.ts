import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../common/api/errors';
import {
  saveStudyItemRequestSchema,
  studyExportQuerySchema,
  studyItemIdParamsSchema,
  studyItemSchema,
  studyListQuerySchema,
  studyListResponseSchema,
  updateStudyItemRequestSchema,
  verseOfTheDayQuerySchema,
  verseOfTheDaySchema,
} from '../../../common/api/study';
import { identify, requireUser } from '../../lib/identity';
import { changeStudyItem, exportStudy, listStudy, removeStudyItem, saveStudyItem } from './service';
import { verseOfTheDay } from './verse-of-the-day';

const tags = ['study'];
const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

/** Bookmarks, highlights and notes of the caller (guest or account), their export, and the verse of the day. */
export const studyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/study/items',
    {
      schema: {
        tags,
        summary: 'The caller’s bookmarks, highlights and notes, newest first, with search and filters',
        querystring: studyListQuerySchema,
        response: { 200: studyListResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => listStudy(db(), await callerId(request), request.query),
  );

  app.post(
    '/study/items',
    {
      schema: {
        tags,
        summary: 'Bookmark, highlight or note a verse (saving the same kind on a verse again updates it)',
        body: saveStudyItemRequestSchema,
        response: { 200: studyItemSchema, 201: studyItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = await requireUser(request, reply);
      const { item, created } = await saveStudyItem(db(), userId, request.body);
      return reply.status(created ? 201 : 200).send(item);
    },
  );

  app.patch(
    '/study/items/:id',
    {
      schema: {
        tags,
        summary: 'Change a highlight’s colour or a note’s text',
        params: studyItemIdParamsSchema,
        body: updateStudyItemRequestSchema,
        response: { 200: studyItemSchema, ...errors },
      },
    },
    async (request) => changeStudyItem(db(), await callerId(request), request.params.id, request.body),
  );

  app.delete(
    '/study/items/:id',
    {
      schema: {
        tags,
        summary: 'Remove a bookmark, highlight or note',
        params: studyItemIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeStudyItem(db(), await callerId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/study/export',
    {
      schema: {
        tags,
        summary: 'Download the caller’s study items as Markdown or CSV',
        querystring: studyExportQuerySchema,
        response: { 200: z.string(), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { format, ...filters } = request.query;
      const file = await exportStudy(db(), await callerId(request), filters, format);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );

  app.get(
    '/study/verse-of-the-day',
    {
      schema: {
        tags,
        summary: 'The verse of the day in the reader’s time zone (the same for everyone on that date)',
        querystring: verseOfTheDayQuerySchema,
        response: { 200: verseOfTheDaySchema, ...errors },
      },
    },
    async (request) => verseOfTheDay(db(), request.query.timeZone),
  );
};

/** Who is calling, without creating a guest: reading or changing items never needs a new identity. */
async function callerId(request: FastifyRequest): Promise<string | null> {
  return (await identify(request))?.userId ?? null;
}
