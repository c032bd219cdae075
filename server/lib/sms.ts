import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { devOutbox } from '../db/schema/mail';

export interface SmsProvider {
  readonly name: 'twilio' | 'dev-outbox';
  send(to: string, body: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsProvider;
  }
}

/** Twilio's Messages API (or any server speaking it, via TWILIO_API_URL). */
export class TwilioSms implements SmsProvider {
  readonly name = 'twilio';
  constructor(
    private readonly options: { apiUrl: string; accountSid: string; authToken: string; from: string },
  ) {}

  async send(to: string, body: string): Promise<void> {
    const { apiUrl, accountSid, authToken, from } = this.options;
    const url = new URL(`/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`, apiUrl);
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ To: to, From: from, Body: body }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) {
      const detail = (await response.json().catch(() => null)) as { message?: string } | null;
      throw new Error(`SMS provider answered ${response.status}: ${detail?.message ?? response.statusText}`);
    }
  }
}

export class DevOutboxSms implements SmsProvider {
  readonly name = 'dev-outbox';
  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(to: string, body: string): Promise<void> {
    await this.db.insert(devOutbox).values({ channel: 'sms', recipient: to, body });
    this.log.info({ to, text: body }, 'dev outbox: text message not sent (no SMS provider configured)');
  }
}

export function createSmsProvider(options: {
  config: Config;
  db: Database;
  log: FastifyBaseLogger;
}): SmsProvider {
  const { config } = options;
  if (config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM_NUMBER) {
    return new TwilioSms({
      apiUrl: config.TWILIO_API_URL,
      accountSid: config.TWILIO_ACCOUNT_SID,
      authToken: config.TWILIO_AUTH_TOKEN,
      from: config.TWILIO_FROM_NUMBER,
    });
  }
  return new DevOutboxSms(options.db, options.log);
}

export function registerSms(app: FastifyInstance) {
  app.decorate('sms', createSmsProvider({ config: app.config, db: app.database.db, log: app.log }));
}
