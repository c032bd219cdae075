import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moderationBlockSchema } from '../../../common/api/chat';
import {
  circleIdParamsSchema,
  circlePostListSchema,
  circlePostParamsSchema,
  circlePostSchema,
  circleScholarRequestSchema,
  circleScholarResponseSchema,
  createCirclePostRequestSchema,
  hideCirclePostRequestSchema,
  listCirclePostsQuerySchema,
  reactionsResponseSchema,
  reportCirclePostRequestSchema,
  reportCirclePostResponseSchema,
  toggleReactionRequestSchema,
} from '../../../common/api/circles';
import { apiErrorSchema } from '../../../common/api/errors';
import { tooManyRequests } from '../../lib/http-error';
import { identify } from '../../lib/identity';
import { circleEventsOf } from './circle-events';
import { askCircleScholar, type CircleScholar } from './circle-scholar';
import { CircleEventStream } from './event-stream';
import { findMembership } from './post-store';
import {
  announceUpdated,
  createPost,
  hideCirclePost,
  listCirclePosts,
  markCircleSeen,
  PostBlocked,
  reportCirclePost,
  requireMember,
  toggleCircleReaction,
  type PostDeps,
} from './post-service';

const tags = ['circles'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};
const postErrors = { ...errors, 400: moderationBlockSchema.or(apiErrorSchema) };

export type CirclePostRoutesOptions = { scholar: CircleScholar };

/** For the moderation feature (through server/app.ts): a removed post disappears from open circle pages. */
export function announcePostRemoval(app: FastifyInstance) {
  return (circleId: string, postId: string) =>
    announceUpdated({ db: app.database.db, events: circleEventsOf(app) }, circleId, postId);
}

/** Per member, whichever circle they post in: who posts decides the bucket, not the address a household shares. */
function postRateLimit(app: FastifyInstance) {
  return {
    rateLimit: {
      max: app.config.CIRCLE_POST_RATE_LIMIT_MAX,
      timeWindow: 60_000,
      keyGenerator: async (request: FastifyRequest) => {
        const identity = await identify(request).catch(() => null);
        return identity ? `circle-post:user:${identity.userId}` : `circle-post:ip:${request.ip}`;
      },
      errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
        tooManyRequests(
          `You are posting faster than a circle can read. Please wait ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`,
        ),
    },
  };
}

async function answerBlocked<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof PostBlocked) return reply.status(400).send(error.body);
    throw error;
  }
}

const caller = async (request: FastifyRequest) => (await identify(request))?.userId ?? null;

/** A circle's thread: posts, replies, reactions, reports, hiding, the scholar, and the live events. */
export const circlePostRoutes: FastifyPluginAsyncZod<CirclePostRoutesOptions> = async (app, options) => {
  const events = circleEventsOf(app);
  const deps = (): PostDeps => ({ db: app.database.db, events });
  const openStreams = new Set<CircleEventStream>();
  // An open stream would hold the server's close until its reader left: every stream ends first.
  app.addHook('preClose', async () => {
    for (const stream of openStreams) stream.end();
  });

  app.get(
    '/circles/:id/posts',
    {
      schema: {
        tags,
        summary: "A page of the circle's posts, newest first (top-level, or one thread's replies)",
        params: circleIdParamsSchema,
        querystring: listCirclePostsQuerySchema,
        response: { 200: circlePostListSchema, ...errors },
      },
    },
    async (request) =>
      listCirclePosts(app.database.db, request.params.id, await caller(request), request.query),
  );

  app.post(
    '/circles/:id/posts',
    {
      config: postRateLimit(app),
      schema: {
        tags,
        summary: 'Post a reflection, or reply in a thread (read by the guard first)',
        params: circleIdParamsSchema,
        body: createCirclePostRequestSchema,
        response: { 201: circlePostSchema, ...postErrors },
      },
    },
    async (request, reply) =>
      answerBlocked(reply, async () => {
        const post = await createPost(deps(), request.params.id, await caller(request), request.body);
        return reply.status(201).send(post);
      }),
  );

  app.post(
    '/circles/:id/posts/:postId/reactions',
    {
      schema: {
        tags,
        summary: 'Give a reaction (🙏 ❤️ 💡), or take it back',
        params: circlePostParamsSchema,
        body: toggleReactionRequestSchema,
        response: { 200: reactionsResponseSchema, ...errors },
      },
    },
    async (request) =>
      toggleCircleReaction(
        deps(),
        request.params.id,
        await caller(request),
        request.params.postId,
        request.body.emoji,
      ),
  );

  app.post(
    '/circles/:id/posts/:postId/report',
    {
      schema: {
        tags,
        summary: "Report a post to the moderators' review queue, with a reason",
        params: circlePostParamsSchema,
        body: reportCirclePostRequestSchema,
        response: { 200: reportCirclePostResponseSchema, ...errors },
      },
    },
    async (request) =>
      reportCirclePost(
        app.database.db,
        request.params.id,
        await caller(request),
        request.params.postId,
        request.body.reason,
      ),
  );

  app.patch(
    '/circles/:id/posts/:postId',
    {
      schema: {
        tags,
        summary: 'Hide a post from the circle, or show it again (host or co-host)',
        params: circlePostParamsSchema,
        body: hideCirclePostRequestSchema,
        response: { 200: circlePostSchema, ...errors },
      },
    },
    async (request) =>
      hideCirclePost(
        deps(),
        request.params.id,
        await caller(request),
        request.params.postId,
        request.body.hidden,
      ),
  );

  app.post(
    '/circles/:id/seen',
    {
      schema: {
        tags,
        summary: 'Everything posted so far is read: the unread count starts again from zero',
        params: circleIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await markCircleSeen(app.database.db, request.params.id, await caller(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/circles/:id/scholar',
    {
      config: postRateLimit(app),
      schema: {
        tags,
        summary:
          "Ask the scholar in the circle: the question and the scholar's grounded answer, for every member",
        params: circleIdParamsSchema,
        body: circleScholarRequestSchema,
        response: { 200: circleScholarResponseSchema, ...postErrors, 503: apiErrorSchema },
      },
    },
    async (request, reply) =>
      answerBlocked(reply, async () => {
        return askCircleScholar(
          { ...deps(), scholar: options.scholar },
          request.params.id,
          { userId: await caller(request), ip: request.ip },
          request.body,
        );
      }),
  );

  app.get(
    '/circles/:id/events',
    {
      schema: {
        tags,
        summary: "The circle's live events as server-sent events (members only)",
        params: circleIdParamsSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const circleId = request.params.id;
      const { userId } = await requireMember(app.database.db, circleId, await caller(request));
      const stream = new CircleEventStream(
        app.config.CIRCLE_EVENTS_HEARTBEAT_MS,
        async () => (await findMembership(app.database.db, circleId, userId)) !== null,
      );
      openStreams.add(stream);
      stream.onEnd(() => openStreams.delete(stream));
      stream.onEnd(
        events.subscribe(circleId, (event) => {
          if (event.type === 'member.left' && event.userId === userId) {
            stream.removed();
          } else {
            stream.send(event);
          }
        }),
      );
      reply.raw.once('close', () => stream.end());
      return reply
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .type('text/event-stream; charset=utf-8')
        .send(stream.body as never);
    },
  );
};
