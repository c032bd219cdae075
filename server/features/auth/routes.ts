import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  messageResponseSchema,
  otpRequestSchema,
  otpSentResponseSchema,
  refreshRequestSchema,
  resetPasswordRequestSchema,
  signedInResponseSchema,
  signupRequestSchema,
  tokenPairResponseSchema,
  verifyOtpRequestSchema,
  verifyOtpResponseSchema,
} from '../../../common/api/auth';
import {
  currentGuestId,
  identify,
  isSecure,
  readCookieSession,
  startCookieSession,
} from '../../lib/identity';
import { clearSessionCookie } from '../../lib/sessions';
import { accountDeletionRoutes } from './account-deletion-routes';
import { accountRoutes } from './account-routes';
import { authContext } from './context';
import { googleRoutes } from './google-routes';
import { authRateLimit } from './rate-limit';
import { logIn, requestCode, resetPassword, signUp, verifyCode } from './sign-in-service';
import { familyOfAccessToken, familyOfRefreshToken, revokeSignIn, rotateRefreshToken } from './token-service';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = authContext(app);
  const tags = ['auth'];

  // Body-less calls (logout) still carry the client's JSON content type; an empty body means none.
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    return defaultJsonParser(request, text, done);
  });

  app.post(
    '/auth/signup',
    {
      config: authRateLimit(app),
      schema: {
        tags,
        summary: 'Create an account and sign in',
        body: signupRequestSchema,
        response: { 201: signedInResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await signUp(ctx, request.body, await currentGuestId(request));
      await startCookieSession(request, reply, result.signIn);
      return reply.status(201).send(result.body);
    },
  );

  app.post(
    '/auth/login',
    {
      config: authRateLimit(app),
      schema: {
        tags,
        summary: 'Sign in by email, phone or username',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await logIn(ctx, request.body, await currentGuestId(request));
      if (result.signIn) await startCookieSession(request, reply, result.signIn);
      return reply.send(result.body);
    },
  );

  app.post(
    '/auth/request-otp',
    {
      config: authRateLimit(app),
      schema: {
        tags,
        summary: 'Send a 6-digit code',
        body: otpRequestSchema,
        response: { 200: otpSentResponseSchema },
      },
    },
    async (request) => requestCode(ctx, request.body),
  );

  app.post(
    '/auth/verify-otp',
    {
      config: authRateLimit(app),
      schema: {
        tags,
        summary: 'Verify a 6-digit code',
        body: verifyOtpRequestSchema,
        response: { 200: verifyOtpResponseSchema },
      },
    },
    async (request, reply) => {
      // A bearer token that has expired (or is not ours) is a 401, never "nobody": answered as anonymous,
      // the account's own sign-in would prove its address as a stranger would and lose its password. The
      // client refreshes its token on the 401 and sends the code again.
      const caller = await identify(request);
      const result = await verifyCode(ctx, request.body, {
        guestId: await currentGuestId(request),
        signedInAs: caller && !caller.isGuest ? caller.userId : null,
      });
      if (result.signIn) await startCookieSession(request, reply, result.signIn);
      return reply.send(result.body);
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: authRateLimit(app),
      schema: {
        tags,
        summary: 'Choose a new password with a reset code',
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => resetPassword(ctx, request.body),
  );

  app.post(
    '/auth/refresh',
    {
      config: authRateLimit(app, 6),
      schema: {
        tags,
        summary: 'Exchange a refresh token for a new token pair',
        body: refreshRequestSchema,
        response: { 200: tokenPairResponseSchema },
      },
    },
    async (request) => rotateRefreshToken(ctx, request.body.refreshToken),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags,
        summary: 'Sign out of this device',
        body: logoutRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const session = await readCookieSession(request);
      const families = new Set<string>();
      if (session?.data.familyId) families.add(session.data.familyId);
      const presented = request.body?.refreshToken;
      const presentedFamily = presented ? await familyOfRefreshToken(ctx, presented) : undefined;
      if (presentedFamily) families.add(presentedFamily);
      // An API client signs out with its bearer token alone: the token names its sign-in.
      const bearerFamily = await familyOfAccessToken(ctx, request.headers.authorization);
      if (bearerFamily) families.add(bearerFamily);
      for (const familyId of families) await revokeSignIn(ctx, familyId);
      if (session) await app.sessionStore.destroy(session.sid);
      clearSessionCookie(reply, isSecure(app));
      return { message: 'You have been signed out successfully.' };
    },
  );

  await app.register(accountRoutes);
  await app.register(accountDeletionRoutes);
  await app.register(googleRoutes);
};
