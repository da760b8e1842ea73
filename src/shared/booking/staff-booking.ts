// What staff send to book for a caller on the phone or a walk-in at the desk, and to move a visit
// (docs/product-rules.md "Bookings by staff", "Moving a visit"). Shared by the admin dialogs and the server, so
// both refuse the same input with the same words. Staff read English; the patient's messages go in the language
// chosen here.
import { z } from 'zod';
import { BOOKED_VIA, PREFERRED_LANGUAGES } from '../enums.ts';
import { e164PhoneSchema } from '../field-rules.ts';
import { isSingleEmail } from '../utils/text-rules.ts';

export const STAFF_BOOKING_MESSAGES = {
  slot: 'Choose a time',
  name: "Enter the patient's name",
  phone: 'Enter a phone number, such as 077 123 4567',
  email: 'Enter a valid e-mail address, or leave it empty',
  service: 'Choose a service',
  language: "Choose the patient's language",
  via: 'Say whether the patient phoned or walked in',
  tooLong: (max: number) => `Please keep this under ${max} characters`,
} as const;

const text = (max: number) => z.string().trim().max(max, STAFF_BOOKING_MESSAGES.tooLong(max));

export const staffBookingSchema = z.object({
  /** The slot to book (from the slots call or the day sheet). */
  slot_id: z.uuid({ error: STAFF_BOOKING_MESSAGES.slot }),
  /** The patient's name as they give it, whole. */
  patient_name: text(201).min(1, STAFF_BOOKING_MESSAGES.name),
  /** Any form Sri Lankans write ('077 123 4567', '+94 77 123 4567'); stored as E.164. */
  patient_phone: z
    .string({ error: STAFF_BOOKING_MESSAGES.phone })
    .trim()
    .min(1, STAFF_BOOKING_MESSAGES.phone)
    .max(20, STAFF_BOOKING_MESSAGES.phone)
    .pipe(e164PhoneSchema(STAFF_BOOKING_MESSAGES.phone)),
  /** Optional: a walk-in may have none; without one the patient is told by SMS only. */
  patient_email: text(254)
    .refine((email) => email === '' || isSingleEmail(email), STAFF_BOOKING_MESSAGES.email)
    .optional()
    .default(''),
  service_id: z.uuid({ error: STAFF_BOOKING_MESSAGES.service }),
  /** What the caller said about why they come, for the doctor. */
  notes: text(1000).optional().default(''),
  /** The language of the patient's messages. */
  preferred_language: z.enum(PREFERRED_LANGUAGES, { error: STAFF_BOOKING_MESSAGES.language }),
  /** The caller on the phone, or a walk-in at the desk. */
  booked_via: z.enum(BOOKED_VIA.filter((via) => via !== 'online') as ['phone', 'walk_in'], {
    error: STAFF_BOOKING_MESSAGES.via,
  }),
  /** The patient's messages about the visit by WhatsApp instead of SMS (docs/whatsapp.md); SMS when left out. */
  whatsapp: z.boolean().optional(),
  /** One per opened booking form, so a double click or a retry books once. */
  idempotency_key: z.string().trim().min(8).max(100).optional(),
});
export type StaffBookingRequest = z.output<typeof staffBookingSchema>;

export const moveAppointmentSchema = z.object({
  /** The appointment to move. */
  id: z.uuid({ error: 'Unknown appointment' }),
  /** The slot it moves to: same centre, same or another doctor, any day the site books. */
  slot_id: z.uuid({ error: STAFF_BOOKING_MESSAGES.slot }),
  /** The slot staff saw it on: a visit moved meanwhile by someone else is not moved again (409). */
  from_slot_id: z.uuid({ error: 'Unknown slot' }),
});
export type MoveAppointmentRequest = z.output<typeof moveAppointmentSchema>;

/** What a move answers: the visit where it is now. */
export interface MovedAppointment {
  id: string;
  reference: string;
  slot_id: string;
  slot_date: string;
  slot_time: string;
  doctor_name: string;
}
