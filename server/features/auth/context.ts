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
  /** Runs work the answer must not wait for (and must not reveal by its duration); awaited on close. */
  background: (task: Promise<unknown>) => void;
};

const pendingByApp = new WeakMap<FastifyInstance, Set<Promise<unknown>>>();

function backgroundRunner(app: FastifyInstance): AuthContext['background'] {
  let pending = pendingByApp.get(app);
  if (!pending) {
    const tasks = new Set<Promise<unknown>>();
    pendingByApp.set(app, tasks);
    app.addHook('onClose', async () => {
      await Promise.allSettled([...tasks]);
    });
    pending = tasks;
  }
  const tasks = pending;
  return (task) => {
    const tracked = task
      .catch((error: unknown) => app.log.error({ err: error }, 'background auth task failed'))
      .finally(() => tasks.delete(tracked));
    tasks.add(tracked);
  };
}

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
    background: backgroundRunner(app),
  };
}
