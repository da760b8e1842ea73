// A message from the contact page is stored and the staff are told about it in the same transaction (docs/decisions.md
// "Messages are never lost"): if the notification cannot be queued, the message is not stored either. Staff are
// told as the Settings switches of "New contact message" say.
import type { Kysely } from 'kysely';
import { messageKey } from '../../i18n/translate.ts';
import type { ContactMessage } from '../../shared/contact/contact-schema.ts';
import type { Database } from '../db/schema.ts';
import { contactReceivedEmail, contactStaffNotificationEmail } from '../email/messages.ts';
import { enforceRateLimit } from '../http/rate-limit.ts';
import { enqueueMessages } from '../outbox/enqueue.ts';
import { staffAlertMessages, staffAlertRoute } from '../staff-alerts/staff-alerts.ts';
import { CONTACT_SUBJECT_LABELS } from './subject-labels.ts';

/** Five messages per ten minutes from one connection: enough for a family, not for a script. */
export function throttleContactMessages(db: Kysely<Database>, address: string): Promise<void> {
  return enforceRateLimit(db, { bucket: 'contact', limit: 5, windowSeconds: 600 }, address, (minutes) =>
    messageKey('errors.tooManyMessages', { minutes }),
  );
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
    // The staff e-mail carries the message itself (its own wording); the SMS is the common staff alert.
    const route = await staffAlertRoute(trx, 'new_contact_message');
    await enqueueMessages(trx, [
      contactReceivedEmail(email),
      ...(route.email ? [contactStaffNotificationEmail(email)] : []),
      ...staffAlertMessages(
        route,
        {
          event: 'new_contact_message',
          id: row.id,
          title: `New contact message from ${input.name}`,
          summary: `${CONTACT_SUBJECT_LABELS[input.subject]}; reply to ${input.email} or ${input.phone}.`,
          adminPath: '/admin',
        },
        ['sms'],
      ),
    ]);
    return row;
  });
}
