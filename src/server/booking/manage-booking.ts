// The patient's private manage link: see the booking, or cancel it until CANCEL_CUTOFF_HOURS before it starts
// (after that the patient calls the centre, whose number the page shows). Cancelling frees the place in the same
// transaction and tells the admin and the doctor by SMS.
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.ts';
import { appointmentEmailData, bookingCancelledEmail } from '../email/messages.ts';
import { enqueueMessages, type OutgoingMessage } from '../outbox/enqueue.ts';
import { cancellationNotice } from '../sms/booking-messages.ts';
import { toE164 } from '../sms/phone-numbers.ts';
import { staffSmsRecipients } from '../sms/recipients.ts';
import { staffAlertMessages, staffAlertRoute } from '../staff-alerts/staff-alerts.ts';
import { bookingAlert } from './appointment-alerts.ts';
import { canCancelOnline, findAppointment, toBookedAppointment } from './appointment-details.ts';
import { BookingError } from './booking-error.ts';
import { type BookedAppointment, CANCEL_CUTOFF_HOURS } from './booking-request.ts';
import { hashManageToken } from './manage-token.ts';

export const manageRequestSchema = z.object({
  token: z.string().trim().min(20, 'This link is not valid.').max(200, 'This link is not valid.'),
  action: z.enum(['view', 'cancel']).default('view'),
});

const NOT_FOUND = 'We could not find this booking. Please check the link from your confirmation.';

export async function viewBooking(db: Kysely<Database>, token: string, now = new Date()): Promise<BookedAppointment> {
  const record = await findAppointment(db, { tokenHash: hashManageToken(token) }, now);
  if (!record) throw new BookingError(404, 'not_found', NOT_FOUND);
  return toBookedAppointment(record);
}

export async function cancelBooking(db: Kysely<Database>, token: string, now = new Date()): Promise<BookedAppointment> {
  const tokenHash = hashManageToken(token);
  const staff = await staffSmsRecipients(db, 'appointment_cancelled');
  const alertRoute = await staffAlertRoute(db, 'appointment_cancelled');
  await db.transaction().execute(async (trx) => {
    const record = await findAppointment(trx, { tokenHash }, now);
    if (!record) throw new BookingError(404, 'not_found', NOT_FOUND);
    if (record.status === 'cancelled') {
      throw new BookingError(409, 'already_cancelled', 'This appointment is already cancelled.');
    }
    if (!canCancelOnline(record, now)) {
      throw new BookingError(
        409,
        'cancel_closed',
        `Online cancellation closes ${CANCEL_CUTOFF_HOURS} hours before the appointment. Please call the center on ${record.medical_center_phone}.`,
      );
    }
    // Only a live booking is cancelled, once: a double click cannot free two places.
    const cancelled = await trx
      .updateTable('appointments')
      .set({ status: 'cancelled', cancelled_at: now, updated_at: now })
      .where('id', '=', record.id)
      .where('status', 'in', ['pending', 'confirmed'])
      .returning('id')
      .executeTakeFirst();
    if (!cancelled) throw new BookingError(409, 'already_cancelled', 'This appointment is already cancelled.');
    await trx
      .updateTable('appointment_slots')
      .set({ current_bookings: sql`current_bookings - 1` })
      .where('id', '=', record.slot_id)
      .where('current_bookings', '>', 0)
      .execute();

    const facts = {
      reference: record.reference,
      patientName: record.patient_name,
      patientPhone: record.patient_phone,
      patientEmail: record.patient_email,
      slotDate: record.slot_date,
      slotTime: record.slot_time,
      doctorName: record.doctor_name,
      centerName: record.medical_center_name,
      serviceType: record.service_type,
    };
    const notice = cancellationNotice(facts);
    const admin = staff.enabled ? staff.admin : undefined;
    const doctor = staff.enabled && record.doctor_phone ? toE164(record.doctor_phone) : undefined;
    const messages: OutgoingMessage[] = [
      bookingCancelledEmail(appointmentEmailData(record), 'patient'),
      ...staffAlertMessages(alertRoute, bookingAlert('appointment_cancelled', record.id, facts), ['email']),
    ];
    if (admin)
      messages.push({ channel: 'sms', recipient: admin, body: notice, dedupeKey: `cancel:${record.id}:admin` });
    if (doctor && doctor !== admin) {
      messages.push({ channel: 'sms', recipient: doctor, body: notice, dedupeKey: `cancel:${record.id}:doctor` });
    }
    await enqueueMessages(trx, messages);
  });
  return viewBooking(db, token, now);
}
