import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { Mailer } from './mail';
import { publicBaseUrl } from './public-url';
import { appPushSender } from './web-push/app-push';
import type { PushSender } from './web-push/push-sender';

/**
 * What sending a reader's notifications (reading-plan reminders, circle digests and reply pushes) needs from the
 * app: its database, the mailer and Web Push sender, the secret that signs unsubscribe links and the public
 * address those links point at.
 */
export type NotificationSenders = {
  db: Database;
  mailer: Mailer;
  push: PushSender;
  /** Signs the unsubscribe links. */
  secret: Buffer;
  /** Where the app is reached from outside, for the links in a message. */
  baseUrl: string;
  log: FastifyBaseLogger;
};

export function notificationSendersOf(app: FastifyInstance): NotificationSenders {
  return {
    db: app.database.db,
    mailer: app.mailer,
    push: appPushSender(app),
    secret: app.serverSecret,
    baseUrl: publicBaseUrl(app.config),
    log: app.log,
  };
}
