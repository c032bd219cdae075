import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { devOutbox } from '../db/schema/mail';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  // Extra header lines, e.g. List-Unsubscribe on mail a reader can stop getting.
  headers?: Record<string, string>;
};

export interface Mailer {
  readonly transport: 'smtp' | 'dev-outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** SMTP when SMTP_URL is set; otherwise the dev outbox, so a local user can still read their code. */
export function createMailer(options: { config: Config; db: Database; log: FastifyBaseLogger }): Mailer {
  const { config, db, log } = options;
  if (config.SMTP_URL) {
    const transporter: Transporter = nodemailer.createTransport(config.SMTP_URL);
    return {
      transport: 'smtp',
      async send(mail) {
        await transporter.sendMail({ from: config.MAIL_FROM, ...mail });
      },
      close: () => transporter.close(),
    };
  }
  return {
    transport: 'dev-outbox',
    async send(mail) {
      await db
        .insert(devOutbox)
        .values({ channel: 'email', recipient: mail.to, subject: mail.subject, body: mail.text });
      log.info(
        { to: mail.to, subject: mail.subject, text: mail.text },
        'dev outbox: mail not sent (SMTP_URL unset)',
      );
    },
    close: () => undefined,
  };
}

export function registerMailer(app: FastifyInstance) {
  const mailer = createMailer({ config: app.config, db: app.database.db, log: app.log });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
}
