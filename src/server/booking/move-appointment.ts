// Moving a visit to another slot (docs/product-rules.md "Moving a visit"), one transaction for staff and, through
// the manage link, for the patient: the new place is taken under the booking's own guard, the old one freed, the
// patient told with a fresh calendar file (same UID, higher SEQUENCE), the change logged. Both slots are locked in
// the order of their ids, so two moves between the same two slots queue instead of deadlocking, and a booking
// racing for the target's last place either lands first (the move is refused as full) or finds it taken.
import { type Kysely, sql, type Transaction } from 'kysely';
import type { MoveAppointmentRequest, MovedAppointment } from '../../shared/booking/staff-booking.ts';
import { type Actor, logActivity, logChange } from '../admin/activity-log.ts';
import type { Database } from '../db/schema.ts';
import { bookingFactsOf, emailDataOf } from '../email/appointment-query.ts';
import { bookingMovedEmail } from '../email/messages.ts';
import { HttpError } from '../http/http-error.ts';
import { enqueueMessages } from '../outbox/enqueue.ts';
import { readSettings } from '../settings/settings-queries.ts';
import { patientMoved } from '../sms/booking-messages.ts';
import { patientSmsNumber } from '../sms/recipients.ts';
import { staffAlertMessages, staffAlertRouteIn } from '../staff-alerts/staff-alerts.ts';
import { patientTextMessage, visitValues } from '../whatsapp/whatsapp-messages.ts';
import { patientMoveAlert } from './appointment-alerts.ts';
import { selectAppointmentsWithPlace } from './appointment-details.ts';
import { refusalFor, SLOT_NOT_FOUND, uniqueViolation } from './book-appointment.ts';
import { BookingError } from './booking-error.ts';
import { freePlace } from './cancel-appointment.ts';
import { hashManageToken, manageTokenFor, manageUrl } from './manage-token.ts';
import { patientLocale } from './patient-language.ts';

/** Who moves the visit: staff (logged under their name) or the patient through their private link. */
export type Mover = { by: 'staff'; actor: Actor } | { by: 'patient' };

// Message keys: staff read them in English, a patient moving through the manage link in their language.
const NOT_MOVABLE = () => new HttpError(409, 'errors.moveNotMovable', { code: 'not_movable' });

const MOVED_MEANWHILE = () => new HttpError(409, 'errors.moveChanged', { code: 'appointment_changed' });

const refused = (message: string) => new HttpError(400, message, { fields: { slot_id: message } });

async function lockAppointment(trx: Transaction<Database>, request: MoveAppointmentRequest) {
  const appointment = await trx
    .selectFrom('appointments as a')
    .innerJoin('appointment_slots as s', 's.id', 'a.slot_id')
    .select(['a.id', 'a.slot_id', 'a.status', 'a.reference', 'a.patient_name', 's.medical_center_id'])
    .where('a.id', '=', request.id)
    .forUpdate('a')
    .executeTakeFirst();
  if (!appointment) throw new HttpError(404, 'Appointment not found', { code: 'not_found' });
  if (appointment.slot_id !== request.from_slot_id) throw MOVED_MEANWHILE();
  if (appointment.status !== 'pending' && appointment.status !== 'confirmed') throw NOT_MOVABLE();
  if (request.slot_id === appointment.slot_id) throw refused('errors.moveSameSlot');
  return appointment;
}

/** Both slots locked in id order; the target checked under its lock as a booking would be. */
async function lockSlots(trx: Transaction<Database>, from: string, to: string, centreId: string, now: Date) {
  const slots = await trx
    .selectFrom('appointment_slots')
    .selectAll()
    .where('id', 'in', [from, to])
    .orderBy('id')
    .forUpdate()
    .execute();
  const target = slots.find((slot) => slot.id === to);
  if (!target) throw SLOT_NOT_FOUND();
  if (target.medical_center_id !== centreId) throw refused('errors.moveOtherCentre');
  const refusal = refusalFor({ ...target, slot_time: target.slot_time.slice(0, 5) }, now);
  if (refusal) throw refusal;
}

export async function moveAppointment(
  db: Kysely<Database>,
  request: MoveAppointmentRequest,
  mover: Mover,
  now = new Date(),
): Promise<MovedAppointment> {
  const settings = await readSettings(db);
  const { smsAbroad } = settings;
  try {
    return await db.transaction().execute(async (trx) => {
      const appointment = await lockAppointment(trx, request);
      await lockSlots(trx, appointment.slot_id, request.slot_id, appointment.medical_center_id, now);
      await trx
        .updateTable('appointment_slots')
        .set({ current_bookings: sql`current_bookings + 1` })
        .where('id', '=', request.slot_id)
        .execute();
      await freePlace(trx, appointment.slot_id, now);
      const token = manageTokenFor(appointment.id);
      const { calendar_sequence: sequence } = await trx
        .updateTable('appointments')
        .set({
          slot_id: request.slot_id,
          updated_at: now,
          calendar_sequence: sql`calendar_sequence + 1`,
          manage_token_hash: hashManageToken(token),
        })
        .where('id', '=', appointment.id)
        .returning('calendar_sequence')
        .executeTakeFirstOrThrow();
      const row = await selectAppointmentsWithPlace(trx).where('a.id', '=', appointment.id).executeTakeFirstOrThrow();
      const doctorName = `${row.doctor_title} ${row.doctor_plain_name}`;
      const phone = patientSmsNumber(row.patient_phone, smsAbroad);
      const visit = {
        reference: row.reference,
        doctorName,
        centerName: row.medical_center_name,
        slotDate: row.slot_date,
        slotTime: row.slot_time,
        locale: patientLocale(row.preferred_language),
        centrePhone: row.medical_center_phone,
      };
      await enqueueMessages(trx, [
        {
          ...bookingMovedEmail({ ...emailDataOf(row), manageUrl: manageUrl(token), sequence, movedBy: mover.by }),
          appointmentId: row.id,
        },
        ...patientTextMessage({
          phone,
          appointmentId: row.id,
          whatsappOptIn: row.whatsapp_opt_in,
          dedupeKey: `move:${row.id}:${sequence}:patient`,
          sms: patientMoved(visit),
          whatsapp: {
            name: 'booking_moved',
            locale: visit.locale,
            values: { ...visitValues(visit), phone: row.medical_center_phone },
          },
        }),
        // Staff hear of a patient's own move as the Settings switches say; a move by staff they made themselves.
        ...(mover.by === 'patient'
          ? staffAlertMessages(
              staffAlertRouteIn(settings, 'appointment_moved'),
              patientMoveAlert(row.id, sequence, bookingFactsOf(row)),
            )
          : []),
      ]);
      const description = `Moved ${row.reference} (${row.patient_name}) to ${doctorName}, ${row.slot_date} ${row.slot_time.slice(0, 5)}`;
      const metadata = { appointmentId: row.id, fromSlotId: appointment.slot_id, toSlotId: request.slot_id };
      const change = { action: `appointment_moved_by_${mover.by}`, description, metadata };
      if (mover.by === 'staff') await logChange(trx, mover.actor, change, now);
      else await logActivity(trx, { ...change, adminUserId: null, ip: null }, now);
      return {
        id: row.id,
        reference: row.reference,
        slot_id: request.slot_id,
        slot_date: row.slot_date,
        slot_time: row.slot_time.slice(0, 5),
        doctor_name: doctorName,
      };
    });
  } catch (error) {
    // The patient already holds a place in the target slot (the one-per-patient-and-slot index).
    if (uniqueViolation(error) === 'appointments_one_per_patient_slot') {
      throw new BookingError(409, 'already_booked', 'errors.alreadyBooked');
    }
    throw error;
  }
}
