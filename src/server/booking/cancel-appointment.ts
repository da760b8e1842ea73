// The one way an appointment is cancelled, by the patient through the private link or by staff on the admin
// screen (for the patient who phoned, or for the centre, with a reason): only a live booking still in the status the
// caller saw, once, before the patient has arrived; its place goes back to the slot; who asked and why are kept; and the
// messages the cancellation owes are decided here for both channels and queued in the same transaction: the
// patient's e-mail (with staff's reason) and, when staff cancelled, the patient's SMS in their language; when the
// patient cancelled, the staff SMS (admin number and doctor) and the staff e-mail, as the Settings switches say.
import { type Kysely, sql, type Transaction } from 'kysely';
import type { AppointmentStatus } from '../../shared/enums.ts';
import { toE164 } from '../../shared/phone-numbers.ts';
import type { Database } from '../db/schema.ts';
import { bookingFactsOf, emailDataOf } from '../email/appointment-query.ts';
import { bookingCancelledEmail } from '../email/messages.ts';
import { enqueueMessages, type OutgoingMessage } from '../outbox/enqueue.ts';
import { cancellationNotice, patientCancellation } from '../sms/booking-messages.ts';
import { patientSmsNumber } from '../sms/recipients.ts';
import { staffAlertMessages } from '../staff-alerts/staff-alerts.ts';
import { offerFreedPlace } from '../waitlist/offer-place.ts';
import { patientTextMessage, visitValues } from '../whatsapp/whatsapp-messages.ts';
import { bookingAlert } from './appointment-alerts.ts';
import { selectAppointmentsWithPlace } from './appointment-details.ts';
import { type BookingRoutes, staffRoutes } from './booking-created.ts';

/** Where staff hear of a patient's cancellation; read before the transaction. */
export type CancellationRoutes = BookingRoutes;

export function cancellationRoutes(db: Kysely<Database>): Promise<CancellationRoutes> {
  return staffRoutes(db, 'appointment_cancelled');
}

export type Cancellation =
  | { by: 'patient'; routes: CancellationRoutes }
  | {
      by: 'staff';
      /** Who asked: the patient (by phone or at the desk) or the centre; the patient's e-mail says which. */
      askedBy: 'patient' | 'staff';
      /** Why, in staff's words: kept with the appointment and told to the patient. */
      reason: string;
      /** Whether the patient's SMS may go abroad (Settings): the patient is also told by SMS. */
      smsAbroad: boolean;
    };

/**
 * Gives a booked (or held) place back to its slot (a cancellation, a move away from it, a waitlist offer declined or
 * lapsed), in the caller's transaction: to the first person on the slot's waitlist as one timed offer when there is
 * one and offers may go now (the place then stays counted, held for them), else to anyone booking.
 */
export async function freePlace(trx: Transaction<Database>, slotId: string, now: Date): Promise<void> {
  if (await offerFreedPlace(trx, slotId, now)) return;
  await trx
    .updateTable('appointment_slots')
    .set({ current_bookings: sql`current_bookings - 1` })
    .where('id', '=', slotId)
    .where('current_bookings', '>', 0)
    .execute();
}

/** Cancels `id` if its status is still one of `expected`; false when someone else changed it first. */
export async function cancelAppointment(
  trx: Transaction<Database>,
  id: string,
  expected: readonly AppointmentStatus[],
  cancellation: Cancellation,
  now: Date,
): Promise<boolean> {
  const cancelled = await trx
    .updateTable('appointments')
    .set({
      status: 'cancelled',
      cancelled_at: now,
      updated_at: now,
      cancelled_by: cancellation.by === 'staff' ? cancellation.askedBy : 'patient',
      cancellation_reason: cancellation.by === 'staff' ? cancellation.reason : null,
    })
    .where('id', '=', id)
    .where(
      'status',
      'in',
      expected.filter((status) => status === 'pending' || status === 'confirmed'),
    )
    .returning('slot_id')
    .executeTakeFirst();
  if (!cancelled) return false;
  await freePlace(trx, cancelled.slot_id, now);
  const row = await selectAppointmentsWithPlace(trx).where('a.id', '=', id).executeTakeFirstOrThrow();
  await enqueueMessages(trx, cancellationMessages(row, cancellation));
  return true;
}

type Row = Parameters<typeof emailDataOf>[0];

function cancellationMessages(row: Row, cancellation: Cancellation): OutgoingMessage[] {
  const facts = bookingFactsOf(row);
  if (cancellation.by === 'staff') {
    // The patient may have no working e-mail (booked by phone with a made-up one): the SMS reaches them too.
    const patient = patientSmsNumber(row.patient_phone, cancellation.smsAbroad);
    const body = patientCancellation({ ...facts, centrePhone: row.medical_center_phone });
    return [
      { ...bookingCancelledEmail(emailDataOf(row), cancellation.askedBy, cancellation.reason), appointmentId: row.id },
      ...patientTextMessage({
        phone: patient,
        appointmentId: row.id,
        whatsappOptIn: row.whatsapp_opt_in,
        dedupeKey: `cancel:${row.id}:patient`,
        sms: body,
        whatsapp: {
          name: 'booking_cancelled',
          locale: facts.locale,
          values: { ...visitValues(facts), phone: row.medical_center_phone },
        },
      }),
    ];
  }
  const { sms, alert } = cancellation.routes;
  const notice = cancellationNotice(facts);
  const admin = sms.enabled ? sms.admin : undefined;
  const doctor = sms.enabled && row.doctor_phone ? toE164(row.doctor_phone) : undefined;
  const messages: OutgoingMessage[] = [
    bookingCancelledEmail(emailDataOf(row), 'patient'),
    ...staffAlertMessages(alert, bookingAlert('appointment_cancelled', row.id, facts), ['email']),
  ];
  if (admin) messages.push({ channel: 'sms', recipient: admin, body: notice, dedupeKey: `cancel:${row.id}:admin` });
  if (doctor && doctor !== admin) {
    messages.push({ channel: 'sms', recipient: doctor, body: notice, dedupeKey: `cancel:${row.id}:doctor` });
  }
  return messages;
}
