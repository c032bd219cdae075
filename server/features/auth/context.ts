import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AccessTokens } from '../../lib/access-tokens';
import type { Mailer } from '../../lib/mail';
import type { SessionStore } from '../../lib/sessions';
import type { SmsProvider } from '../../lib/sms';

/** What the auth services need from the app, gathered so they can be called without Fastify. */
export type AuthContext = {
  db: Database;
  config: Config;
  mailer: Mailer;
  sms: SmsProvider;
  sessions: SessionStore;
  accessTokens: AccessTokens;
  secret: Buffer;
  log: FastifyBaseLogger;
};

export function authContext(app: FastifyInstance): AuthContext {
  return {
    db: app.database.db,
    config: app.config,
    mailer: app.mailer,
    sms: app.sms,
    sessions: app.sessionStore,
    accessTokens: app.accessTokens,
    secret: app.serverSecret,
    log: app.log,
  };
}
