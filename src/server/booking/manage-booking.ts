// The patient's private manage link: see the booking, or cancel it until CANCEL_CUTOFF_HOURS before it starts
// (after that the patient calls the centre, whose number the page shows). Cancelling frees the place in the same
// transaction and tells staff as Settings say (cancel-appointment.ts, the one cancel path for patient and staff).
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { messageKey } from '../../i18n/translate.ts';
import { type BookedAppointment, CANCEL_CUTOFF_HOURS } from '../../shared/booking/booking-request.ts';
import type { Database } from '../db/schema.ts';
import { canCancelOnline, findAppointment, toBookedAppointment } from './appointment-details.ts';
import { BookingError } from './booking-error.ts';
import { cancelAppointment, cancellationRoutes } from './cancel-appointment.ts';
import { hashManageToken } from './manage-token.ts';

export const manageRequestSchema = z.object({
  token: z.string().trim().min(20, 'This link is not valid.').max(200, 'This link is not valid.'),
  action: z.enum(['view', 'cancel']).default('view'),
});

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
    if (record.status === 'cancelled') {
      throw new BookingError(409, 'already_cancelled', 'errors.alreadyCancelled');
    }
    if (!canCancelOnline(record, now)) {
      throw new BookingError(
        409,
        'cancel_closed',
        messageKey('errors.cancelClosed', { hours: CANCEL_CUTOFF_HOURS, phone: record.medical_center_phone }),
      );
    }
    // Only a live booking is cancelled, once: a double click cannot free two places.
    if (!(await cancelAppointment(trx, record.id, ['pending', 'confirmed'], { by: 'patient', routes }, now))) {
      throw new BookingError(409, 'already_cancelled', 'errors.alreadyCancelled');
    }
  });
  return viewBooking(db, token, now);
}
