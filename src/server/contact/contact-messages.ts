// A message from the contact page is stored and the staff are told about it in the same transaction (DESIGN.md
// "Messages are never lost"): if the notification cannot be queued, the message is not stored either.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { enqueueMessages } from '../outbox/enqueue.ts';
import { CONTACT_SUBJECT_LABELS, type ContactMessage } from './contact-schema.ts';

export function staffAddress(): string {
  return process.env.STAFF_EMAIL ?? 'info@helawedakama.lk';
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
    const subject = CONTACT_SUBJECT_LABELS[input.subject];
    await enqueueMessages(trx, [
      {
        channel: 'email',
        recipient: staffAddress(),
        subject: `Website message: ${subject} from ${input.name}`,
        body: [
          `A visitor wrote through the contact page. We promised a reply within 24 hours.`,
          '',
          `Name: ${input.name}`,
          `Phone: ${input.phone}`,
          `E-mail: ${input.email}`,
          `Subject: ${subject}`,
          '',
          input.message,
        ].join('\n'),
        dedupeKey: `contact:${row.id}`,
      },
    ]);
    return row;
  });
}
