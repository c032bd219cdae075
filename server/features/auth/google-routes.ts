import { generateCodeVerifier, generateState } from 'arctic';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OAuthErrorCode } from '../../../common/api/auth';
import type { Config } from '../../config';
import { currentGuestId, isSecure, readCookieSession, startCookieSession } from '../../lib/identity';
import { OAUTH_SESSION_MS, setSessionCookie, type SessionData } from '../../lib/sessions';
import { authContext } from './context';
import {
  completeGoogleSignIn,
  GoogleSignInError,
  googleAuthorizationUrl,
  googleConfigured,
} from './google-service';
import { startTokenFamily } from './token-service';

const failureUrl = (code: OAuthErrorCode) => `/auth?error=${code}`;

/**
 * Where Google sends the browser back, from configuration only. Host and X-Forwarded-Host are chosen by
 * whoever sends the request, so building it from them would let a crafted link carry the code elsewhere.
 */
function redirectUri(config: Config): string {
  const base = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  return new URL('/api/auth/google/callback', base).toString();
}

export const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = authContext(app);
  const tags = ['auth'];

  app.get(
    '/auth/google',
    {
      schema: {
        tags,
        summary: 'Start Google sign-in (a browser navigation, answered with a redirect)',
        querystring: z.object({ remember: z.enum(['true', 'false']).optional() }),
      },
    },
    async (request, reply) => {
      if (!googleConfigured(app.config)) return reply.redirect(failureUrl('google_not_configured'));
      const oauth = {
        state: generateState(),
        codeVerifier: generateCodeVerifier(),
        persistent: request.query.remember !== 'false',
      };
      // The state and PKCE verifier wait in this browser's session until Google sends it back.
      const session = await readCookieSession(request);
      if (session) {
        await app.sessionStore.write(session.sid, { ...session.data, oauth });
      } else {
        const created = await app.sessionStore.create({ oauth }, OAUTH_SESSION_MS);
        setSessionCookie(
          reply,
          { sid: created.sid, persistent: false, lifetimeMs: OAUTH_SESSION_MS },
          isSecure(app),
        );
      }
      return reply.redirect(
        googleAuthorizationUrl(
          app.config,
          redirectUri(app.config),
          oauth.state,
          oauth.codeVerifier,
        ).toString(),
      );
    },
  );

  app.get(
    '/auth/google/callback',
    {
      schema: {
        tags,
        summary: 'Where Google returns the browser',
        querystring: z.object({
          code: z.string().max(4096).optional(),
          state: z.string().max(512).optional(),
          error: z.string().max(256).optional(),
        }),
      },
    },
    async (request, reply) => {
      const session = await readCookieSession(request);
      const oauth = session?.data.oauth;
      if (session && oauth) {
        const spent: SessionData = { ...session.data };
        delete spent.oauth;
        await app.sessionStore.write(session.sid, spent);
      }
      const { code, state, error } = request.query;
      if (error)
        return reply.redirect(failureUrl(error === 'access_denied' ? 'google_cancelled' : 'google_failed'));
      if (!oauth || !code || !state || state !== oauth.state)
        return reply.redirect(failureUrl('google_failed'));

      let userId: string;
      try {
        userId = await completeGoogleSignIn(ctx, {
          code,
          codeVerifier: oauth.codeVerifier,
          redirectUri: redirectUri(app.config),
          guestId: await currentGuestId(request),
        });
      } catch (failure) {
        if (failure instanceof GoogleSignInError) return reply.redirect(failureUrl(failure.code));
        request.log.warn({ err: failure }, 'Google sign-in failed');
        return reply.redirect(failureUrl('google_failed'));
      }
      const { familyId } = await startTokenFamily(ctx, userId, oauth.persistent);
      await startCookieSession(request, reply, { userId, familyId, persistent: oauth.persistent });
      return reply.redirect('/');
    },
  );
};
