import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { devOutbox } from '../db/schema/mail';

/**
 * The six-digit code in the newest message to `recipient` in the dev outbox (where mail and SMS go when no
 * SMTP server or SMS provider is configured), or undefined when none was sent. With `subject`, only messages with
 * that subject count: codes mailed in the background may arrive out of order, so the newest message may be
 * another purpose's code.
 */
export async function latestCodeInOutbox(
  app: FastifyInstance,
  recipient: string,
  subject?: string,
): Promise<string | undefined> {
  const [message] = await app.database.db
    .select({ body: devOutbox.body })
    .from(devOutbox)
    .where(
      subject === undefined
        ? eq(devOutbox.recipient, recipient)
        : and(eq(devOutbox.recipient, recipient), eq(devOutbox.subject, subject)),
    )
    .orderBy(desc(devOutbox.id))
    .limit(1);
  return /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
}
