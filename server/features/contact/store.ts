import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema/contact';

export type NewContactMessage = {
  name: string;
  email: string;
  message: string;
  ipAddress: string | null;
  userAgent: string | null;
};

export async function insertContactMessage(db: Database, values: NewContactMessage) {
  const [row] = await db
    .insert(contactMessages)
    .values(values)
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  if (!row) throw new Error('contact_messages insert returned no row');
  return row;
}

export async function recordMailDelivery(
  db: Database,
  id: number,
  outcome: { mailedAt: Date } | { error: string },
) {
  await db
    .update(contactMessages)
    .set(
      'mailedAt' in outcome ? { mailedAt: outcome.mailedAt, mailError: null } : { mailError: outcome.error },
    )
    .where(eq(contactMessages.id, id));
}
