import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { digestUnsubscribeQuerySchema } from '../../../../common/api/circle-notifications';
import { apiErrorSchema } from '../../../../common/api/errors';
import { claimIntervalRun } from '../../../lib/interval-runs';
import { pollEvery } from '../../../lib/poll-timer';
import { publicBaseUrl } from '../../../lib/public-url';
import { acceptOneClickForm, sendHtmlPage } from '../../../lib/unsubscribe-pages';
import { appPushSender } from '../../../lib/web-push/app-push';
import { runCircleNotifications, type CircleNotificationDeps } from './delivery';
import { digestUnsubscribeTarget, unsubscribeDigest } from './service';
import { deleteFinishedNotifications } from './store';
import { digestConfirmationPage, digestStoppedPage } from './unsubscribe-page';

const tags = ['circles'];
const errors = { 400: apiErrorSchema, 404: apiErrorSchema };
const htmlPage = z.string().describe('An HTML page (text/html)');

const HOUR_MS = 60 * 60 * 1000;
// A finished send is kept a month for questions ("did my digest go out?"), far beyond the hours it can be queued.
const FINISHED_KEEP_MS = 30 * 24 * HOUR_MS;

/** What sending circle notifications needs from an app: its database, mailer, push, secret and address. */
export function circleNotificationDeps(app: FastifyInstance): CircleNotificationDeps {
  return {
    db: app.database.db,
    mailer: app.mailer,
    push: appPushSender(app),
    secret: app.serverSecret,
    baseUrl: publicBaseUrl(app.config),
    log: app.log,
  };
}

/**
 * Each server looks for due digests and new replies on the reminders' timer; the queue sends each once. Finished
 * rows are purged once an hour across servers.
 */
function scheduleCircleNotifications(app: FastifyInstance) {
  pollEvery(app, app.config.REMINDER_POLL_SECONDS * 1000, 'circle notifications', (now) =>
    runCircleNotifications(circleNotificationDeps(app), now),
  );
  pollEvery(app, HOUR_MS, 'purging old circle notification sends', async (now) => {
    if (!(await claimIntervalRun(app.database.db, 'purge-circle-notifications', HOUR_MS, now.getTime())))
      return 0;
    return deleteFinishedNotifications(app.database.db, new Date(now.getTime() - FINISHED_KEEP_MS));
  });
}

/** A circle's digest e-mails and reply pushes; the digest's unsubscribe link, which needs no sign-in. */
export const circleNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  scheduleCircleNotifications(app);
  acceptOneClickForm(app);

  app.get(
    '/circles/digest/unsubscribe',
    {
      schema: {
        tags,
        summary:
          'The page a digest’s unsubscribe link opens: which circle, and a button that stops its digest',
        querystring: digestUnsubscribeQuerySchema,
        response: { 200: htmlPage, ...errors },
      },
    },
    async (request, reply) => {
      const target = await digestUnsubscribeTarget(db(), app.serverSecret, request.query.token);
      return sendHtmlPage(reply, digestConfirmationPage(target.circleName, request.query.token));
    },
  );

  app.post(
    '/circles/digest/unsubscribe',
    {
      schema: {
        tags,
        summary:
          'Stop a circle’s digest without signing in (the link’s button, or a mail client’s one-click)',
        querystring: digestUnsubscribeQuerySchema,
        response: { 200: htmlPage, ...errors },
      },
    },
    async (request, reply) => {
      const target = await unsubscribeDigest(db(), app.serverSecret, request.query.token);
      return sendHtmlPage(reply, digestStoppedPage(target.circleName));
    },
  );
};
