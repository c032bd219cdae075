import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  circleIdParamsSchema,
  circleInvitationSchema,
  circleInviteListSchema,
  circleInviteParamsSchema,
  circleInviteSchema,
  createInviteRequestSchema,
  invitationParamsSchema,
  joinCircleRequestSchema,
  joinCircleResponseSchema,
} from '../../../common/api/circles';
import { requireSignedIn } from '../../lib/identity';
import { createInvite, joinCircle, listInvites, previewInvitation, revokeInvite } from './invite-service';
import type { CircleRouteContext } from './routes';

/** Invitation links: made and revoked by the host or a co-host, shown and used by whoever holds one. */
export const circleInviteRoutes: FastifyPluginAsyncZod<CircleRouteContext> = async (app, context) => {
  const { deps, caller, errors, tags } = context;
  // The link is for people elsewhere: the configured public address, else the address this request came to.
  const baseUrl = (request: { protocol: string; host: string }) =>
    (app.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

  app.get(
    '/circles/invitations/:token',
    {
      schema: {
        tags,
        summary: 'What an invitation link shows before joining: the circle’s name, host and size',
        params: invitationParamsSchema,
        response: { 200: circleInvitationSchema, ...errors },
      },
    },
    async (request) => previewInvitation(deps(), await caller(request), request.params.token, new Date()),
  );

  app.post(
    '/circles/join',
    {
      schema: {
        tags,
        summary: 'Join a circle with an invitation token (an account is needed)',
        body: joinCircleRequestSchema,
        response: { 200: joinCircleResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = await requireSignedIn(request);
      return joinCircle(deps(), userId, request.body.token, new Date());
    },
  );

  app.get(
    '/circles/:id/invites',
    {
      schema: {
        tags,
        summary: 'The circle’s live invitation links (host or co-host); tokens are shown only when made',
        params: circleIdParamsSchema,
        response: { 200: circleInviteListSchema, ...errors },
      },
    },
    async (request) => listInvites(deps(), await caller(request), request.params.id, new Date()),
  );

  app.post(
    '/circles/:id/invites',
    {
      schema: {
        tags,
        summary: 'A new invitation link with its token, expiring after 14 days unless asked otherwise',
        params: circleIdParamsSchema,
        body: createInviteRequestSchema.optional(),
        response: { 201: circleInviteSchema, ...errors },
      },
    },
    async (request, reply) => {
      const invite = await createInvite(
        deps(),
        await caller(request),
        request.params.id,
        request.body?.expiresInDays,
        baseUrl(request),
        new Date(),
      );
      return reply.status(201).send(invite);
    },
  );

  app.delete(
    '/circles/:id/invites/:inviteId',
    {
      schema: {
        tags,
        summary: 'Revoke an invitation link (host or co-host)',
        params: circleInviteParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { id, inviteId } = request.params;
      await revokeInvite(deps(), await caller(request), id, inviteId, new Date());
      return reply.status(204).send(null);
    },
  );
};
