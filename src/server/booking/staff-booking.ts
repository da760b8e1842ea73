// A booking staff make for a caller on the phone or a walk-in at the desk (docs/product-rules.md "Bookings by
// staff"): the public booking's own path, so the same capacity guard, limits (by the patient's phone and e-mail:
// the desk is one address) and messages, marked as made by staff and by whom, and logged.
import type { Kysely } from 'kysely';
import type { BookedAppointment, BookingRequest } from '../../shared/booking/booking-schema.ts';
import type { StaffBookingRequest } from '../../shared/booking/staff-booking.ts';
import type { Actor } from '../admin/activity-log.ts';
import type { Database } from '../db/schema.ts';
import { bookAppointment } from './book-appointment.ts';

export interface StaffBooked {
  appointment_id: string;
  reference: string;
  /** True when the same form was sent again (a double click): the first booking is answered. */
  replayed: boolean;
  /** What the desk reads back to the caller; not the patient's private link, which is theirs alone. */
  appointment: BookedAppointment;
}

export async function bookForPatient(
  db: Kysely<Database>,
  request: StaffBookingRequest,
  { actor, now }: { actor: Actor; now?: Date },
): Promise<StaffBooked> {
  const { booked_via, notes, ...patient } = request;
  const booking: BookingRequest = {
    ...patient,
    notes: notes || undefined,
    first_name: undefined,
    last_name: undefined,
    service_type: undefined,
    date_of_birth: undefined,
    gender: undefined,
    how_did_you_hear: undefined,
    health_conditions: undefined,
    current_medications: undefined,
    emergency_contact: undefined,
    emergency_phone: undefined,
    health_consent: false,
  };
  const { confirmation, replayed } = await bookAppointment(db, booking, {
    clientAddress: actor.ip ?? 'staff',
    now,
    staff: { actor, via: booked_via },
  });
  return {
    appointment_id: confirmation.appointment_id,
    reference: confirmation.reference,
    replayed,
    appointment: confirmation.appointment,
  };
}
