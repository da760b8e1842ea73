// A message from the contact page is stored and the staff are told about it in the same transaction (DESIGN.md
// "Messages are never lost"): if the notification cannot be queued, the message is not stored either.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { contactReceivedEmail, contactStaffNotificationEmail } from '../email/messages.ts';
import { staffEmail } from '../email/provider.ts';
import { enqueueMessages } from '../outbox/enqueue.ts';
import type { ContactMessage } from './contact-schema.ts';

export function staffAddress(): string {
  return staffEmail();
}

export async function storeContactMessage(db: Kysely<Database>, input: ContactMessage): Promise<{ id: string }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('contact_messages')
      .values({
        name: input.name,
        phone: input.phone,
        email: input.email,
        subject: input.subject,
        message: input.message,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const email = { ...input, id: row.id, receivedAt: new Date() };
    await enqueueMessages(trx, [contactReceivedEmail(email), contactStaffNotificationEmail(email)]);
    return row;
  });
}
