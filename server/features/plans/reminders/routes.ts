import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../../common/api/errors';
import {
  planReminderSchema,
  pushEndpointRequestSchema,
  pushKeyResponseSchema,
  pushSubscriptionRequestSchema,
  putReminderRequestSchema,
  reminderPlanParamsSchema,
  remindersResponseSchema,
  unsubscribeQuerySchema,
} from '../../../../common/api/reminders';
import { identify, requireUser } from '../../../lib/identity';
import { pollEvery } from '../../../lib/poll-timer';
import { publicBaseUrl } from '../../../lib/public-url';
import { acceptOneClickForm, sendHtmlPage } from '../../../lib/unsubscribe-pages';
import { appPushSender, pushEndpointPolicy, vapidKeysOf } from '../../../lib/web-push/app-push';
import { runReminders, type ReminderDeps } from './delivery';
import { scheduleReminderMaintenance } from './maintenance';
import {
  listReminders,
  putReminder,
  removeReminder,
  subscribePush,
  unsubscribeEmail,
  unsubscribePush,
  unsubscribeTarget,
} from './service';
import { confirmationPage, unsubscribedPage } from './unsubscribe-page';

const tags = ['reminders'];
const errors = { 400: apiErrorSchema, 404: apiErrorSchema };
const htmlPage = z.string().describe('An HTML page (text/html)');

/** What sending reminders needs from an app: its database, mailer, secret, push keys and public address. */
export function reminderDeps(app: FastifyInstance): ReminderDeps {
  return {
    db: app.database.db,
    mailer: app.mailer,
    push: appPushSender(app),
    secret: app.serverSecret,
    baseUrl: publicBaseUrl(app.config),
    log: app.log,
  };
}

/** Each server looks for due reminders on its own timer; the queue makes sure each is sent once. */
function scheduleReminders(app: FastifyInstance) {
  pollEvery(app, app.config.REMINDER_POLL_SECONDS * 1000, 'reading-plan reminders', (now) =>
    runReminders(reminderDeps(app), now),
  );
}

/** Reading-plan reminders: settings per followed plan, Web Push subscriptions, and unsubscribing by link. */
export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const callerId = async (request: Parameters<typeof identify>[0]) =>
    (await identify(request))?.userId ?? null;
  scheduleReminders(app);
  scheduleReminderMaintenance(app);
  acceptOneClickForm(app);

  app.get(
    '/reminders',
    {
      schema: {
        tags,
        summary:
          'The caller’s reading-plan reminders, their e-mail address and how many browsers get Web Push',
        response: { 200: remindersResponseSchema },
      },
    },
    async (request) => listReminders(db(), await callerId(request)),
  );

  app.put(
    '/reminders',
    {
      schema: {
        tags,
        summary: 'Set the reminder of a followed plan: local hour, IANA time zone, channels, on or off',
        body: putReminderRequestSchema,
        response: { 200: planReminderSchema, ...errors },
      },
    },
    async (request) => putReminder(db(), await callerId(request), request.body, new Date()),
  );

  app.delete(
    '/reminders/:planId',
    {
      schema: {
        tags,
        summary: 'Remove the reminder of a followed plan',
        params: reminderPlanParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeReminder(db(), await callerId(request), request.params.planId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/reminders/push-key',
    {
      schema: {
        tags,
        summary: 'The VAPID public key a browser subscribes to Web Push with',
        response: { 200: pushKeyResponseSchema },
      },
    },
    async () => ({ publicKey: vapidKeysOf(app).publicKey }),
  );

  app.put(
    '/reminders/push-subscription',
    {
      schema: {
        tags,
        summary: 'Register this browser’s Web Push subscription for the caller’s reminders',
        body: pushSubscriptionRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = await requireUser(request, reply);
      await subscribePush(db(), userId, request.body, pushEndpointPolicy(app), new Date());
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/reminders/push-subscription',
    {
      schema: {
        tags,
        summary: 'Stop Web Push to this browser',
        body: pushEndpointRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await unsubscribePush(db(), await callerId(request), request.body.endpoint);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/reminders/unsubscribe',
    {
      schema: {
        tags,
        summary: 'The page an unsubscribe link opens: which reminder, and a button that stops its e-mail',
        querystring: unsubscribeQuerySchema,
        response: { 200: htmlPage, ...errors },
      },
    },
    async (request, reply) => {
      const target = await unsubscribeTarget(db(), app.serverSecret, request.query.token);
      return sendHtmlPage(reply, confirmationPage(target.planTitle, request.query.token));
    },
  );

  app.post(
    '/reminders/unsubscribe',
    {
      schema: {
        tags,
        summary:
          'Stop a reminder’s e-mail without signing in (the link’s button, or a mail client’s one-click)',
        querystring: unsubscribeQuerySchema,
        response: { 200: htmlPage, ...errors },
      },
    },
    async (request, reply) => {
      const target = await unsubscribeEmail(db(), app.serverSecret, request.query.token, new Date());
      return sendHtmlPage(reply, unsubscribedPage(target.planTitle));
    },
  );
};
