import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../common/api/errors';
import {
  flaggedIdParamsSchema,
  flaggedListSchema,
  flaggedQuerySchema,
  logsQuerySchema,
  moderationActionRequestSchema,
  moderationActionResultSchema,
  moderationLogListSchema,
  userActionRequestSchema,
  userIdParamsSchema,
} from '../../../common/api/moderation';
import { requireSignedIn } from '../../lib/identity';
import { decide, flaggedQueue, moderationLog, requireModerator } from './service';

const tags = ['moderation'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

export type ModerationRoutesOptions = {
  /** Tells a circle's members with the page open that a moderator took a post out (injected by server/app.ts). */
  onCirclePostRemoved?: (circleId: string, postId: string) => Promise<void>;
};

/** The moderators' API behind /moderation: the flagged queue with context and the actions on it. */
export const moderationRoutes: FastifyPluginAsyncZod<ModerationRoutesOptions> = async (app, options) => {
  const db = () => app.database.db;
  const moderator = async (request: FastifyRequest) => {
    const { userId } = await requireSignedIn(request);
    return requireModerator(db(), userId);
  };

  app.get(
    '/moderation/flagged',
    {
      schema: {
        tags,
        summary: 'The flagged-message queue, newest first, with each author and the conversation before',
        querystring: flaggedQuerySchema,
        response: { 200: flaggedListSchema, ...errors },
      },
    },
    async (request) => {
      await moderator(request);
      return flaggedQueue(db(), request.query.status, request.query.limit);
    },
  );

  app.post(
    '/moderation/flagged/:id',
    {
      schema: {
        tags,
        summary: 'Approve, dismiss, warn, ban or unban on a flagged message (logged)',
        params: flaggedIdParamsSchema,
        body: moderationActionRequestSchema,
        response: { 200: moderationActionResultSchema, ...errors },
      },
    },
    async (request) => {
      const result = await decide(
        db(),
        await moderator(request),
        { flaggedId: request.params.id },
        request.body,
      );
      const circle = result.flagged?.circle;
      if (request.body.action === 'remove' && circle)
        await options.onCirclePostRemoved?.(circle.id, circle.postId);
      return result;
    },
  );

  app.post(
    '/moderation/users/:userId',
    {
      schema: {
        tags,
        summary: 'Warn, ban or unban a user directly (logged)',
        params: userIdParamsSchema,
        body: userActionRequestSchema,
        response: { 200: moderationActionResultSchema, ...errors },
      },
    },
    async (request) => {
      return decide(db(), await moderator(request), { userId: request.params.userId }, request.body);
    },
  );

  app.get(
    '/moderation/logs',
    {
      schema: {
        tags,
        summary: 'The moderation log, newest first (optionally one user’s)',
        querystring: logsQuerySchema,
        response: { 200: moderationLogListSchema, ...errors },
      },
    },
    async (request) => {
      await moderator(request);
      return moderationLog(db(), request.query.userId);
    },
  );
};
