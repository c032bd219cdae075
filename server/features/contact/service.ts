import type { FastifyBaseLogger } from 'fastify';
import type { ContactDetails, ContactRequest, ContactResponse } from '../../../common/api/contact';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Mailer, OutgoingMail } from '../../lib/mail';
import { insertContactMessage, recordMailDelivery } from './store';

export function contactDetails(config: Config): ContactDetails {
  return {
    email: config.CONTACT_EMAIL,
    phone: config.CONTACT_PHONE ?? null,
    location: config.CONTACT_LOCATION,
  };
}

/** A header line must stay one line whatever the visitor typed as their name. */
const singleLine = (value: string) => value.replace(/\s+/g, ' ').trim();

export function operatorMail(
  operatorAddress: string,
  contact: ContactRequest & { id: number; receivedAt: Date },
): OutgoingMail {
  const name = singleLine(contact.name);
  return {
    to: operatorAddress,
    replyTo: contact.email,
    subject: `Sacred Circle contact form: message from ${name}`,
    text: [
      `${name} <${contact.email}> wrote through the contact form on ${contact.receivedAt.toISOString()}:`,
      '',
      contact.message,
      '',
      `-- Message #${contact.id}. Reply to this mail to answer ${name} directly.`,
    ].join('\n'),
  };
}

export type SubmitContactOptions = {
  db: Database;
  mailer: Mailer;
  config: Config;
  log: FastifyBaseLogger;
  client: { ipAddress: string | null; userAgent: string | null };
};

/**
 * Stores the message first, then mails it to the operator. A mail failure is recorded on the row and logged,
 * but the visitor still hears that their message arrived: it is safely stored for the operator to read.
 */
export async function submitContactMessage(
  contact: ContactRequest,
  options: SubmitContactOptions,
): Promise<ContactResponse> {
  const { db, mailer, config, log, client } = options;
  const stored = await insertContactMessage(db, { ...contact, ...client });
  const operatorAddress = config.OPERATOR_EMAIL ?? config.CONTACT_EMAIL;
  try {
    await mailer.send(
      operatorMail(operatorAddress, { ...contact, id: stored.id, receivedAt: stored.createdAt }),
    );
    await recordMailDelivery(db, stored.id, { mailedAt: new Date() });
  } catch (error) {
    const reason = (error as Error).message;
    log.error(
      { err: error, contactMessageId: stored.id },
      'contact message stored but not mailed to the operator',
    );
    await recordMailDelivery(db, stored.id, { error: reason });
  }
  return {
    id: stored.id,
    receivedAt: stored.createdAt.toISOString(),
    message: `Thank you, ${singleLine(contact.name)}. Your message has reached us, and we will reply to ${contact.email}.`,
  };
}
