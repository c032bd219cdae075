import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../common/api/errors';
import {
  dailyMinutesResponseSchema,
  endSessionRequestSchema,
  endSessionResponseSchema,
  journeySchema,
  milestonesResponseSchema,
  progressSummarySchema,
  readingGoalRequestSchema,
  readingSessionSchema,
  sessionIdParamsSchema,
  sessionsQuerySchema,
  sessionsResponseSchema,
  startSessionRequestSchema,
  updateSessionRequestSchema,
} from '../../../common/api/progress';
import { badRequest, notFound } from '../../lib/http-error';
import { identify, requireUser } from '../../lib/identity';
import {
  endSession,
  getDailyMinutes,
  getJourney,
  getSummary,
  listMilestones,
  listSessions,
  setReadingGoal,
  startSession,
  updateSession,
} from './service';
import { scheduleProgressMaintenance } from './maintenance';

const tags = ['progress'];
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** The spiritual journey's calls. Guests and accounts alike; a session is only its owner's. */
export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  scheduleProgressMaintenance(app);

  app.get(
    '/progress/journey',
    {
      schema: {
        tags,
        summary: 'Reading goal, start date and favourite tradition',
        response: { 200: journeySchema },
      },
    },
    async (request) => getJourney(db(), await callerId(request)),
  );

  app.patch(
    '/progress/journey/goal',
    {
      schema: {
        tags,
        summary: 'Set the weekly reading goal (0 to 10080 minutes)',
        body: readingGoalRequestSchema,
        response: { 200: journeySchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { userId } = await requireUser(request, reply);
      return setReadingGoal(db(), userId, request.body.readingGoal);
    },
  );

  app.get(
    '/progress/summary',
    {
      schema: {
        tags,
        summary: 'Totals, streaks, traditions explored, recent milestones and weekly goal progress',
        response: { 200: progressSummarySchema },
      },
    },
    async (request) => getSummary(db(), await callerId(request)),
  );

  app.get(
    '/progress/sessions',
    {
      schema: {
        tags,
        summary: 'Latest reading sessions, newest first',
        querystring: sessionsQuerySchema,
        response: { 200: sessionsResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const userId = await callerId(request);
      return userId ? listSessions(db(), userId, request.query.limit) : [];
    },
  );

  app.get(
    '/progress/milestones',
    {
      schema: {
        tags,
        summary: 'Every milestone reached, newest first',
        response: { 200: milestonesResponseSchema },
      },
    },
    async (request) => {
      const userId = await callerId(request);
      return userId ? listMilestones(db(), userId) : [];
    },
  );

  app.get(
    '/progress/daily-minutes',
    {
      schema: {
        tags,
        summary: 'Minutes read per day and tradition over the last four weeks',
        response: { 200: dailyMinutesResponseSchema },
      },
    },
    async (request) => getDailyMinutes(db(), await callerId(request)),
  );

  app.post(
    '/progress/session/start',
    {
      schema: {
        tags,
        summary: 'Start a reading session (ends the active one first)',
        body: startSessionRequestSchema,
        response: { 201: readingSessionSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { userId } = await requireUser(request, reply);
      return reply.status(201).send(await startSession(db(), userId, request.body));
    },
  );

  app.patch(
    '/progress/session/:sessionId',
    {
      schema: {
        tags,
        summary: 'Count verse reads and chat messages of the active session',
        params: sessionIdParamsSchema,
        body: updateSessionRequestSchema,
        response: { 200: readingSessionSchema, ...errors },
      },
    },
    async (request) => {
      const userId = await callerId(request);
      return updateSession(db(), requireOwner(userId), request.params.sessionId, request.body);
    },
  );

  app.patch(
    '/progress/session/:sessionId/end',
    {
      schema: {
        tags,
        summary: 'End a reading session',
        params: sessionIdParamsSchema,
        body: endSessionRequestSchema.optional(),
        response: { 200: endSessionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = await callerId(request);
      return endSession(db(), requireOwner(userId), request.params.sessionId, request.body ?? {});
    },
  );

  await app.register(beaconRoute);
};

/** Nobody (no cookie, no token) owns no session: the same 404 as someone else's. */
function requireOwner(userId: string | null): string {
  if (!userId) throw notYours();
  return userId;
}
const notYours = () => notFound('Reading session not found.');

/** Who is calling, without creating a guest: reading someone's journey never needs a new identity. */
async function callerId(request: FastifyRequest): Promise<string | null> {
  return (await identify(request))?.userId ?? null;
}

/**
 * The page-unload beacon: `navigator.sendBeacon` carries the session cookie (no bearer header) and sends
 * a string body as text/plain, so this route alone also reads text/plain as JSON.
 */
async function beaconRoute(app: FastifyInstance) {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(badRequest('The beacon body is not valid JSON.'), undefined);
    }
  });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/progress/session/:sessionId/end',
    {
      schema: {
        tags,
        summary: 'End a reading session from the page-unload beacon (body may be text/plain JSON)',
        params: sessionIdParamsSchema,
        body: endSessionRequestSchema.optional(),
        response: { 200: endSessionResponseSchema, ...errors },
      },
    },
    async (request) => {
      return endSession(
        app.database.db,
        requireOwner(await callerId(request)),
        request.params.sessionId,
        request.body ?? {},
      );
    },
  );
}
