import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../common/api/errors';
import {
  bookDetailSchema,
  bookPathSchema,
  booksResponseSchema,
  chapterResponseSchema,
  randomVerseSchema,
  religionPathSchema,
  religionsResponseSchema,
  scripturesQuerySchema,
} from '../../../common/api/scripture';
import { libraryOf } from '../../corpus/library-generation';
import { remembersValidQueries } from '../../lib/query-validation-cache';
import { matchesIfNoneMatch, type CachedResponse } from './chapter-cache';
import {
  cachedChapter,
  createScriptureDeps,
  getBook,
  listBooks,
  listReligions,
  randomVerse,
  readChapter,
  type ScriptureServiceOptions,
} from './service';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

export const scriptureRoutes: FastifyPluginAsyncZod<ScriptureServiceOptions> = async (app, options) => {
  const scriptures = createScriptureDeps(app.database.db, options);
  const library = libraryOf(app.database.db);
  // The catalog changes only when an import finishes; the religion list is cached for 5 minutes. While
  // sources are still importing a browser must ask again (no-cache), or it would keep the half-imported catalog
  // (and a chapter without the translations still to come) for those 5 minutes.
  const catalogCacheControl = () => (library.importing().length > 0 ? 'no-cache' : 'public, max-age=300');

  app.get(
    '/religions',
    {
      schema: {
        tags: ['scriptures'],
        summary: 'The five traditions with their imported books and sections',
        response: { 200: religionsResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', catalogCacheControl());
      return listReligions(scriptures);
    },
  );

  app.get(
    '/religions/:religion/books',
    {
      schema: {
        tags: ['scriptures'],
        summary: "A tradition's books in canonical order",
        params: religionPathSchema,
        response: { 200: booksResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', catalogCacheControl());
      return listBooks(scriptures, request.params.religion);
    },
  );

  app.get(
    '/religions/:religion/books/:book',
    {
      schema: {
        tags: ['scriptures'],
        summary: 'One book: chapter count, chapter names and the translations available',
        params: bookPathSchema,
        response: { 200: bookDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', catalogCacheControl());
      return getBook(scriptures, request.params.religion, request.params.book);
    },
  );

  app.get(
    '/scriptures',
    {
      schema: {
        tags: ['scriptures'],
        summary: 'The verses of one chapter, in a translation and optional parallel translations',
        // Every reader asks for the same few hundred chapters: a query seen before is not run through zod again.
        querystring: remembersValidQueries(scripturesQuerySchema),
        response: { 200: chapterResponseSchema, ...errors },
      },
    },
    (request, typedReply) => {
      const reply = typedReply as FastifyReply;
      // A cached chapter is answered in this call, without a promise for Fastify to wait on (and no closure).
      const cached = cachedChapter(scriptures, request.query);
      if (cached) {
        sendChapter(request.headers['if-none-match'], reply, cached, catalogCacheControl());
        return;
      }
      return readChapter(scriptures, request.query).then((chapter) =>
        sendChapter(request.headers['if-none-match'], reply, chapter, catalogCacheControl()),
      );
    },
  );

  app.get(
    '/verse/random',
    {
      schema: {
        tags: ['scriptures'],
        summary: 'A notable verse from any of the five traditions, its text from the library',
        response: { 200: randomVerseSchema, 503: apiErrorSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return randomVerse(scriptures);
    },
  );
};

function sendChapter(
  ifNoneMatch: string | undefined,
  reply: FastifyReply,
  chapter: CachedResponse,
  cacheControl: string,
): void {
  reply.header('etag', chapter.etag).header('cache-control', cacheControl);
  if (matchesIfNoneMatch(ifNoneMatch, chapter.etag)) {
    reply.status(304).send();
    return;
  }
  // The body is the JSON bytes the service already serialised (and cached): a Buffer is sent as-is.
  reply.type('application/json; charset=utf-8').send(chapter.body);
}
