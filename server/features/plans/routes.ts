import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../common/api/errors';
import {
  myPlanSchema,
  myPlansResponseSchema,
  planDayParamsSchema,
  planDetailSchema,
  planIdParamsSchema,
  planListResponseSchema,
  startPlanRequestSchema,
  updateMyPlanRequestSchema,
} from '../../../common/api/plans';
import { identify, requireUser } from '../../lib/identity';
import { reminderRoutes } from './reminders/routes';
import { changeMyPlan, completeDay, getPlan, leavePlan, listPlans, myPlans, startPlan } from './service';

const tags = ['plans'];
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** Reading plans: the library for everyone; following a plan for guests and accounts alike. */
export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  await app.register(reminderRoutes);

  app.get(
    '/plans',
    {
      schema: {
        tags,
        summary: 'Every reading plan: id, title, traditions, number of days and kind',
        response: { 200: planListResponseSchema },
      },
    },
    async () => listPlans(),
  );

  // Registered before '/plans/:id' reads 'mine' as a plan id.
  app.get(
    '/plans/mine',
    {
      schema: {
        tags,
        summary: 'The plans the caller follows, each with today’s reading and progress in their time zone',
        response: { 200: myPlansResponseSchema },
      },
    },
    async (request) => myPlans(db(), await callerId(request), new Date()),
  );

  app.get(
    '/plans/:id',
    {
      schema: {
        tags,
        summary: 'A reading plan’s days with their passages, and the caller’s progress in it',
        params: planIdParamsSchema,
        response: { 200: planDetailSchema, ...errors },
      },
    },
    async (request) => getPlan(db(), await callerId(request), request.params.id, new Date()),
  );

  app.post(
    '/plans/:id/start',
    {
      schema: {
        tags,
        summary:
          'Start following a reading plan (day 1 is today in the given time zone), with a daily reminder if asked',
        params: planIdParamsSchema,
        body: startPlanRequestSchema,
        response: { 201: myPlanSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = await requireUser(request, reply);
      const plan = await startPlan(db(), userId, request.params.id, request.body, new Date());
      return reply.status(201).send(plan);
    },
  );

  app.post(
    '/plans/:id/days/:day/complete',
    {
      schema: {
        tags,
        summary: 'Mark a day of a followed plan as read (any day: reading two days in one catches up)',
        params: planDayParamsSchema,
        response: { 200: myPlanSchema, ...errors },
      },
    },
    async (request) =>
      completeDay(db(), await callerId(request), request.params.id, request.params.day, new Date()),
  );

  app.patch(
    '/plans/:id/mine',
    {
      schema: {
        tags,
        summary: 'Pause, resume, catch up (move the schedule back to the first unread day) or restart a plan',
        params: planIdParamsSchema,
        body: updateMyPlanRequestSchema,
        response: { 200: myPlanSchema, ...errors },
      },
    },
    async (request) =>
      changeMyPlan(db(), await callerId(request), request.params.id, request.body.action, new Date()),
  );

  app.delete(
    '/plans/:id/mine',
    {
      schema: {
        tags,
        summary: 'Stop following a plan (its progress is removed)',
        params: planIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await leavePlan(db(), await callerId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

/** Who is calling, without creating a guest: only starting a plan needs an identity. */
async function callerId(request: FastifyRequest): Promise<string | null> {
  return (await identify(request))?.userId ?? null;
}
