import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authUserSchema,
  changePasswordRequestSchema,
  messageResponseSchema,
  notificationPreferencesResponseSchema,
  notificationPreferencesUpdateSchema,
  profileUpdateSchema,
  profileUpdateResponseSchema,
} from '../../../common/api/auth';
import { isSecure, requireSignedIn, requireUser } from '../../lib/identity';
import { clearSessionCookie } from '../../lib/sessions';
import { changePassword, currentUser, updateNotifications, updateProfile } from './account-service';
import { authContext } from './context';
import { revokeAllSignIns } from './token-service';
import { authRateLimit } from './rate-limit';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = authContext(app);
  const tags = ['auth'];

  app.get(
    '/auth/user',
    {
      schema: {
        tags,
        summary: 'The signed-in user, or a guest identity for a visitor',
        response: { 200: authUserSchema },
      },
    },
    async (request, reply) => currentUser(ctx, await requireUser(request, reply)),
  );

  app.patch(
    '/auth/profile',
    {
      schema: {
        tags,
        summary: 'Edit the profile',
        body: profileUpdateSchema,
        response: { 200: profileUpdateResponseSchema },
      },
    },
    async (request) => updateProfile(ctx, await requireSignedIn(request), request.body),
  );

  app.patch(
    '/auth/notifications',
    {
      schema: {
        tags,
        summary: 'Choose email, SMS and push notifications',
        body: notificationPreferencesUpdateSchema,
        response: { 200: notificationPreferencesResponseSchema },
      },
    },
    async (request) => ({
      notificationPreferences: await updateNotifications(ctx, await requireSignedIn(request), request.body),
    }),
  );

  app.post(
    '/auth/change-password',
    {
      config: authRateLimit(app),
      schema: {
        tags,
        summary: 'Change (or first set) the password',
        body: changePasswordRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => changePassword(ctx, await requireSignedIn(request), request.body),
  );

  app.post(
    '/auth/logout-all',
    { schema: { tags, summary: 'Sign out on every device', response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      const identity = await requireSignedIn(request);
      await revokeAllSignIns(ctx, identity.userId, 'logout-all');
      clearSessionCookie(reply, isSecure(app));
      return { message: 'You have been signed out on every device.' };
    },
  );
};
