// The patient's private manage link: see the booking, or move or cancel it until the notice of Settings (default
// 24 hours) before it starts (after that the patient calls the centre, whose number the page shows). Cancelling frees the place in the same
// transaction and tells staff as Settings say (cancel-appointment.ts, the one cancel path for patient and staff).
import type { Kysely, Transaction } from 'kysely';
import { messageKey } from '../../i18n/translate.ts';
import type { BookedAppointment } from '../../shared/booking/booking-schema.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { type AppointmentRecord, findAppointment, toBookedAppointment } from './appointment-details.ts';
import { BookingError } from './booking-error.ts';
import { type CancellationRoutes, cancelAppointment, cancellationRoutes } from './cancel-appointment.ts';
import { hashManageToken } from './manage-token.ts';
import { moveAppointment } from './move-appointment.ts';

const NOT_FOUND = 'errors.bookingNotFound';

export async function viewBooking(db: Kysely<Database>, token: string, now = new Date()): Promise<BookedAppointment> {
  const record = await findAppointment(db, { tokenHash: hashManageToken(token) }, now);
  if (!record) throw new BookingError(404, 'not_found', NOT_FOUND);
  return toBookedAppointment(record);
}

export async function cancelBooking(db: Kysely<Database>, token: string, now = new Date()): Promise<BookedAppointment> {
  const tokenHash = hashManageToken(token);
  const routes = await cancellationRoutes(db);
  await db.transaction().execute(async (trx) => {
    const record = await findAppointment(trx, { tokenHash }, now);
    if (!record) throw new BookingError(404, 'not_found', NOT_FOUND);
    await cancelByPatient(trx, record, routes, now);
  });
  return viewBooking(db, token, now);
}

/**
 * The patient's own cancellation, in the caller's transaction (the manage link, a WhatsApp Cancel button): refused
 * with a BookingError, before anything is written, when it is cancelled already or within the notice of Settings.
 */
export async function cancelByPatient(
  trx: Transaction<Database>,
  record: AppointmentRecord,
  routes: CancellationRoutes,
  now: Date,
): Promise<void> {
  if (record.status === 'cancelled') {
    throw new BookingError(409, 'already_cancelled', 'errors.alreadyCancelled');
  }
  if (!record.can_cancel) {
    throw new BookingError(
      409,
      'cancel_closed',
      messageKey('errors.cancelClosed', { hours: record.notice_hours, phone: record.medical_center_phone }),
    );
  }
  // Only a live booking is cancelled, once: a double click cannot free two places.
  if (!(await cancelAppointment(trx, record.id, ['pending', 'confirmed'], { by: 'patient', routes }, now))) {
    throw new BookingError(409, 'already_cancelled', 'errors.alreadyCancelled');
  }
}

/** The patient moves their visit through the link, on the same terms as cancelling it online (until the cut-off). */
export async function rescheduleBooking(
  db: Kysely<Database>,
  token: string,
  slotId: string,
  now = new Date(),
): Promise<BookedAppointment> {
  const record = await findAppointment(db, { tokenHash: hashManageToken(token) }, now);
  if (!record) throw new BookingError(404, 'not_found', NOT_FOUND);
  if (record.status !== 'pending' && record.status !== 'confirmed') {
    throw new HttpError(409, 'errors.moveNotMovable', { code: 'not_movable' });
  }
  if (!record.can_cancel) {
    throw new HttpError(
      409,
      messageKey('errors.moveClosed', { hours: record.notice_hours, phone: record.medical_center_phone }),
      {
        code: 'move_closed',
      },
    );
  }
  await moveAppointment(db, { id: record.id, slot_id: slotId, from_slot_id: record.slot_id }, { by: 'patient' }, now);
  return viewBooking(db, token, now);
}
