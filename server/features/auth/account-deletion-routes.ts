import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountDeletionRequestSchema,
  accountDeletionResponseSchema,
  deletionCodeResponseSchema,
} from '../../../common/api/account-deletion';
import { isSecure, requireSignedIn } from '../../lib/identity';
import { clearSessionCookie } from '../../lib/sessions';
import { deleteAccount, requestDeletionCode } from './account-deletion-service';
import { authContext } from './context';
import { authRateLimit } from './rate-limit';

export const accountDeletionRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = authContext(app);
  const tags = ['auth'];

  app.post(
    '/account/deletion-code',
    {
      config: authRateLimit(app),
      schema: {
        tags,
        summary: 'Send the one-time code that confirms deleting an account without a password',
        response: { 200: deletionCodeResponseSchema },
      },
    },
    async (request) => requestDeletionCode(ctx, await requireSignedIn(request)),
  );

  app.delete(
    '/account',
    {
      config: authRateLimit(app),
      schema: {
        tags,
        summary: 'Delete the account and everything in it, with the password or a one-time code',
        body: accountDeletionRequestSchema,
        response: { 200: accountDeletionResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await deleteAccount(ctx, await requireSignedIn(request), request.body);
      clearSessionCookie(reply, isSecure(app));
      return result;
    },
  );
};
