import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { moderationBlockSchema } from '../../../common/api/chat';
import {
  circleDayParamsSchema,
  circleDetailSchema,
  circleIdParamsSchema,
  circleListResponseSchema,
  circleMemberParamsSchema,
  circleMembershipSchema,
  circleViewQuerySchema,
  createCircleRequestSchema,
  markDayReadResponseSchema,
  updateCircleRequestSchema,
  updateMemberRoleRequestSchema,
  updateMembershipRequestSchema,
} from '../../../common/api/circles';
import { apiErrorSchema } from '../../../common/api/errors';
import { identify, requireSignedIn } from '../../lib/identity';
import { circleEventsOf } from './circle-events';
import { CircleTextBlocked } from './circle-guard';
import { circleInviteRoutes } from './invite-routes';
import {
  changeMemberRole,
  closeCircle,
  createCircle,
  getCircle,
  listCircles,
  markDayRead,
  removeMember,
  updateCircle,
  updateMembership,
  type CircleDeps,
} from './service';

const tags = ['circles'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  410: apiErrorSchema,
};
const guardedErrors = { ...errors, 400: moderationBlockSchema.or(apiErrorSchema) };

const caller = async (request: FastifyRequest) => (await identify(request))?.userId ?? null;

/** What the circle route files share. */
export type CircleRouteContext = {
  deps: () => CircleDeps;
  caller: (request: FastifyRequest) => Promise<string | null>;
  errors: typeof errors;
  tags: string[];
};

/** Circles, their members and invite links; the posts, live events and scholar are in post-routes.ts. */
export const circleRoutes: FastifyPluginAsyncZod = async (app) => {
  const events = circleEventsOf(app);
  const deps = (): CircleDeps => ({
    db: app.database.db,
    publish: (circleId, event) => events.publish(circleId, event),
  });

  // The guard's refusal is the moderation notice (with its suggestion), not the generic error shape.
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof CircleTextBlocked) return reply.status(400).send(error.body);
    throw error;
  });
  await app.register(circleInviteRoutes, { deps, caller, errors, tags });

  app.post(
    '/circles',
    {
      schema: {
        tags,
        summary:
          'Create a circle, optionally following a reading plan from a start date; the caller is its host',
        body: createCircleRequestSchema,
        response: { 201: circleDetailSchema, ...guardedErrors },
      },
    },
    async (request, reply) => {
      const { userId } = await requireSignedIn(request);
      return reply.status(201).send(await createCircle(deps(), userId, request.body, new Date()));
    },
  );

  app.get(
    '/circles',
    {
      schema: {
        tags,
        summary: 'The circles the caller belongs to, each with its unread posts count',
        response: { 200: circleListResponseSchema },
      },
    },
    async (request) => listCircles(deps(), await caller(request)),
  );

  app.get(
    '/circles/:id',
    {
      schema: {
        tags,
        summary:
          'A circle: members and roles, today’s reading in the viewer’s time zone, who read it, progress',
        params: circleIdParamsSchema,
        querystring: circleViewQuerySchema,
        response: { 200: circleDetailSchema, ...errors },
      },
    },
    async (request) =>
      getCircle(
        deps(),
        await caller(request),
        request.params.id,
        request.query.timeZone ?? 'UTC',
        new Date(),
      ),
  );

  app.patch(
    '/circles/:id',
    {
      schema: {
        tags,
        summary: 'Rename a circle or change its description (host or co-host)',
        params: circleIdParamsSchema,
        querystring: circleViewQuerySchema,
        body: updateCircleRequestSchema,
        response: { 200: circleDetailSchema, ...guardedErrors },
      },
    },
    async (request) =>
      updateCircle(
        deps(),
        await caller(request),
        request.params.id,
        request.body,
        request.query.timeZone ?? 'UTC',
        new Date(),
      ),
  );

  app.delete(
    '/circles/:id',
    {
      schema: {
        tags,
        summary: 'Close a circle (host): members can still read it; no one posts or joins',
        params: circleIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await closeCircle(deps(), await caller(request), request.params.id, new Date());
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/circles/:id/membership',
    {
      schema: {
        tags,
        summary:
          'The caller’s own settings in a circle: showing their progress, the e-mail digest, reply pushes',
        params: circleIdParamsSchema,
        body: updateMembershipRequestSchema,
        response: { 200: circleMembershipSchema, ...errors },
      },
    },
    async (request) => updateMembership(deps(), await caller(request), request.params.id, request.body),
  );

  app.patch(
    '/circles/:id/members/:userId',
    {
      schema: {
        tags,
        summary: 'Make a member co-host, member again, or host (the host then becomes a co-host): host only',
        params: circleMemberParamsSchema,
        body: updateMemberRoleRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { id, userId } = request.params;
      await changeMemberRole(deps(), await caller(request), id, userId, request.body);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/circles/:id/members/:userId',
    {
      schema: {
        tags,
        summary: 'Leave a circle (one’s own id) or remove a member (host, or a co-host for plain members)',
        params: circleMemberParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { id, userId } = request.params;
      await removeMember(deps(), await caller(request), id, userId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/circles/:id/days/:day/read',
    {
      schema: {
        tags,
        summary: 'Mark a day of the circle’s plan read (up to the caller’s today)',
        params: circleDayParamsSchema,
        querystring: circleViewQuerySchema,
        response: { 200: markDayReadResponseSchema, ...errors },
      },
    },
    async (request) =>
      markDayRead(
        deps(),
        await caller(request),
        request.params.id,
        request.params.day,
        request.query.timeZone ?? 'UTC',
        new Date(),
      ),
  );
};
