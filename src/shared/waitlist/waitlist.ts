// The waitlist (docs/product-rules.md "Waitlist"): what the wizard sends to join a full day (joinWaitlist), what the
// offer link's page sends (view, claim, decline, leave: the token in the JSON body, as the manage link's), what staff
// send and read. Shared by the wizard, the offer page, the Waitlist screen and the server. Browser-safe: zod only.
import { z } from 'zod';
import { BOOKING_MESSAGES } from '../booking/booking-schema.ts';
import { PREFERRED_LANGUAGES } from '../enums.ts';
import { e164PhoneSchema, emailAddress } from '../field-rules.ts';

export const WAITLIST_STATUSES = ['waiting', 'offered', 'booked', 'declined', 'lapsed', 'left'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** How long a place is held for the person offered it, unless Settings say otherwise. */
export const DEFAULT_WAITLIST_HOLD_MINUTES = 30;
/** No offer for a slot starting sooner than this: the person could not reach the centre. */
export const WAITLIST_MIN_LEAD_HOURS = 2;
/** No offers from 21:00 until 07:00 Colombo time: they wait for the morning. */
export const WAITLIST_QUIET_HOURS = { from: '21:00', until: '07:00' } as const;

/** Whether `timeOfDay` ('HH:MM', Colombo) is in the quiet hours. */
export function inQuietHours(timeOfDay: string): boolean {
  return timeOfDay >= WAITLIST_QUIET_HOURS.from || timeOfDay < WAITLIST_QUIET_HOURS.until;
}

const name = z
  .string({ error: BOOKING_MESSAGES.patientName })
  .trim()
  .min(1, BOOKING_MESSAGES.patientName)
  .max(201, BOOKING_MESSAGES.tooLong(201));

/** The wizard's waitlist form: who waits, and how to reach them. */
export const waitlistPersonSchema = z.object({
  patient_name: name,
  patient_phone: z
    .string({ error: BOOKING_MESSAGES.phoneRequired })
    .trim()
    .min(1, BOOKING_MESSAGES.phoneRequired)
    .max(20, BOOKING_MESSAGES.tooLong(20))
    .pipe(e164PhoneSchema(BOOKING_MESSAGES.phoneInvalid)),
  patient_email: emailAddress({ required: BOOKING_MESSAGES.emailRequired, invalid: BOOKING_MESSAGES.emailInvalid }),
  preferred_language: z.enum(PREFERRED_LANGUAGES, { error: 'Choose a language' }),
});
export type WaitlistPerson = z.output<typeof waitlistPersonSchema>;

/** POST /api/waitlist: the doctor's full day at a centre (the slots call's parameters) and the person. */
export const joinWaitlistSchema = waitlistPersonSchema.extend({
  doctor_id: z.uuid({ error: 'Please select a valid doctor' }),
  medical_center_id: z.string().regex(/^[a-z0-9-]{1,80}$/, 'Please select a valid center'),
  date: z.iso.date({ error: 'Please select a valid date (YYYY-MM-DD)' }),
  /** The service chosen in the wizard: the place is booked for it when claimed. */
  service_id: z.uuid({ error: BOOKING_MESSAGES.service }),
});
export type JoinWaitlistRequest = z.output<typeof joinWaitlistSchema>;

/** The offer link's calls: /api/waitlist/view, /claim, /decline, /leave. */
export const waitlistTokenSchema = z.object({
  token: z.string({ error: 'The link is incomplete' }).trim().min(20, 'The link is incomplete').max(100),
});

/** What the offer link's page shows. */
export interface WaitlistEntryView {
  status: WaitlistStatus;
  patient_name: string;
  date: string;
  doctor_name: string;
  medical_center_id: string;
  medical_center_name: string;
  medical_center_phone: string;
  /** Places ahead of this person while waiting (0: next). */
  ahead: number | null;
  /** The live offer: the slot's time and when the hold ends (ISO instant). */
  offer: { slot_time: string; expires_at: string } | null;
  /** After a claim: the booking's reference and its private manage link. */
  booking: { reference: string; manage_url: string } | null;
}

/** POST /api/waitlist answers the entry (a second join answers the existing one) and its private link. */
export interface WaitlistJoined {
  entry: WaitlistEntryView;
  /** The private link; null when the e-mail was already waiting with another phone number. */
  link: string | null;
  /** False when this person was already waiting for this doctor and day. */
  created: boolean;
}

/** GET /api/admin/waitlist?doctor_id=&medical_center_id=&date= */
export const waitlistListQuerySchema = z.object({
  doctor_id: z.uuid({ error: 'Choose a doctor' }),
  medical_center_id: z
    .string()
    .regex(/^[a-z0-9-]{1,80}$/, 'Choose a centre')
    .optional(),
  date: z.iso.date({ error: 'Choose a date as YYYY-MM-DD' }),
});

/** POST /api/admin/waitlist: moves a waiting person to the top of their list. */
export const moveWaitlistToTopSchema = z.object({ id: z.uuid({ error: 'Choose a person on the list' }) });

export interface AdminWaitlistEntry {
  id: string;
  status: WaitlistStatus;
  patient_name: string;
  patient_phone: string;
  patient_email: string;
  preferred_language: string;
  medical_center_id: string;
  joined_at: string;
  offer: { slot_time: string; expires_at: string } | null;
}
