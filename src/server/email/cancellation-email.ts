// The cancellation e-mail for code that knows only the appointment's id (the admin's status change): reads what
// the message shows, in the caller's transaction, and queues it there.
import type { Kysely, Transaction } from 'kysely';
import { selectAppointmentsWithPlace } from '../booking/appointment-details.ts';
import type { Database } from '../db/schema.ts';
import { enqueueMessages } from '../outbox/enqueue.ts';
import { emailDataOf } from './appointment-query.ts';
import { bookingCancelledEmail } from './messages.ts';

export async function enqueueCancellationEmail(
  db: Kysely<Database> | Transaction<Database>,
  appointmentId: string,
  cancelledBy: 'patient' | 'staff',
  staffMessage?: string,
): Promise<void> {
  const row = await selectAppointmentsWithPlace(db).where('a.id', '=', appointmentId).executeTakeFirstOrThrow();
  await enqueueMessages(db, [bookingCancelledEmail(emailDataOf(row), cancelledBy, staffMessage)]);
}
