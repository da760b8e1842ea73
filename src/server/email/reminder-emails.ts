// The day-before reminder e-mail, queued by the dispatcher's scheduled pass next to the SMS reminder: one per live
// appointment tomorrow (Colombo), never twice (the outbox's dedupe key). Queued only from 09:00 Colombo, when it is
// due, so an appointment cancelled earlier in the night gets no reminder. The private link is rebuilt from the
// appointment's id when it still matches the stored hash (same SESSION_SECRET); otherwise the text points to the
// confirmation e-mail.
import type { Kysely } from 'kysely';
import { addDays, colomboInstant, colomboToday } from '../../lib/colombo-time.ts';
import { selectAppointmentsWithPlace } from '../booking/appointment-details.ts';
import { hashManageToken, manageTokenFor, manageUrl, sameHash } from '../booking/manage-token.ts';
import type { Database } from '../db/schema.ts';
import { enqueueMessages } from '../outbox/enqueue.ts';
import { emailDataOf } from './appointment-query.ts';
import { bookingReminderEmail } from './messages.ts';

export const REMINDER_EMAIL_FROM = '09:00';

export async function enqueueDayBeforeReminderEmails(db: Kysely<Database>, now = new Date()): Promise<number> {
  const today = colomboToday(now);
  if (now < colomboInstant(today, REMINDER_EMAIL_FROM)) return 0;
  const rows = await selectAppointmentsWithPlace(db)
    .select(['a.id', 'a.manage_token_hash'])
    .where('s.slot_date', '=', addDays(today, 1))
    .where('a.status', 'in', ['pending', 'confirmed'])
    .execute();
  const messages = rows.map((row) => {
    const token = manageTokenFor(row.id);
    const link = sameHash(hashManageToken(token), row.manage_token_hash) ? manageUrl(token) : undefined;
    return bookingReminderEmail({ ...emailDataOf(row), manageUrl: link });
  });
  await enqueueMessages(db, messages);
  return messages.length;
}
