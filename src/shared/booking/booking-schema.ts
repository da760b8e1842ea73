// The booking payload of POST /api/appointment-slots (docs/api.md "Two request shapes"), shared by the wizard and the
// server so both refuse the same input with the same words. Two shapes are accepted (docs/api.md): the documented
// one (slot_id, patient_name, patient_email, patient_phone, service_type, notes) and the wizard's richer one, which
// adds first and last name, service_id and the structured fields the documented shape folds into its combined notes text. `notes` here is the patient's own free-text note only: the server builds the combined text itself
// from the structured fields, so it never disagrees with them. Browser-safe: zod, the enum lists and message keys only.
import { z } from 'zod';
import { messageKey } from '../../i18n/translate.ts';
import { GENDERS, HEARD_FROM, PREFERRED_LANGUAGES } from '../enums.ts';
import { e164PhoneSchema, emailAddress } from '../field-rules.ts';

/**
 * The refusals, as message keys of the booking catalogue (`booking.validation`, src/i18n/messages/en.json): the
 * wizard shows them in the page's language, the API in the request's (docs/i18n.md); the English texts are the agreed wording.
 */
export const BOOKING_MESSAGES = {
  firstName: messageKey('booking.validation.firstName'),
  lastName: messageKey('booking.validation.lastName'),
  emailRequired: messageKey('booking.validation.emailRequired'),
  emailInvalid: messageKey('booking.validation.emailInvalid'),
  phoneRequired: messageKey('booking.validation.phoneRequired'),
  phoneInvalid: messageKey('booking.validation.phoneInvalid'),
  dateOfBirth: messageKey('booking.validation.dateOfBirth'),
  patientName: messageKey('booking.validation.patientName'),
  service: messageKey('booking.validation.service'),
  slot: messageKey('booking.validation.slot'),
  consent: messageKey('booking.validation.consent'),
  tooLong: (max: number) => messageKey('booking.validation.tooLong', { max }),
} as const;

const required = (message: string, max = 100) =>
  z.string({ error: message }).trim().min(1, message).max(max, BOOKING_MESSAGES.tooLong(max));

/** Optional text: empty, null or missing all mean "not given". */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, BOOKING_MESSAGES.tooLong(max))
    .nullish()
    .transform((value) => (value ? value : undefined));

const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.literal(''), z.null()])
    .optional()
    .transform((value) => (value ? value : undefined));

/** A calendar date 'YYYY-MM-DD' that exists. */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Step 1 of the wizard: who the patient is. */
export const personalDetailsSchema = z.object({
  first_name: required(BOOKING_MESSAGES.firstName),
  last_name: required(BOOKING_MESSAGES.lastName),
  patient_email: emailAddress({ required: BOOKING_MESSAGES.emailRequired, invalid: BOOKING_MESSAGES.emailInvalid }),
  patient_phone: required(BOOKING_MESSAGES.phoneRequired, 20).pipe(e164PhoneSchema(BOOKING_MESSAGES.phoneInvalid)),
  date_of_birth: z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value ? value : undefined))
    .refine(
      (value) =>
        value === undefined || (isCalendarDate(value) && value >= '1900-01-01' && Date.parse(value) < Date.now()),
      BOOKING_MESSAGES.dateOfBirth,
    ),
  gender: optionalChoice(GENDERS),
});

export const bookingRequestSchema = personalDetailsSchema
  .extend({
    slot_id: z.uuid({ error: BOOKING_MESSAGES.slot }),
    /** The agreed single name field, kept whole as the patient's name; built from first and last when absent. */
    patient_name: optionalText(201),
    /** Required together when given (the wizard's step 1); a documented-shape client sends patient_name only. */
    first_name: optionalText(100),
    last_name: optionalText(100),
    /** The service chosen in the wizard (from /api/services). */
    service_id: z.uuid({ error: BOOKING_MESSAGES.service }).nullish(),
    /** The name (or id) of an available service; the wizard sends the chosen service's name. */
    service_type: optionalText(120),
    notes: optionalText(1000),
    preferred_language: optionalChoice(PREFERRED_LANGUAGES),
    how_did_you_hear: optionalChoice(HEARD_FROM),
    health_conditions: optionalText(1000),
    current_medications: optionalText(1000),
    emergency_contact: optionalText(100),
    emergency_phone: optionalText(20).pipe(e164PhoneSchema(BOOKING_MESSAGES.phoneInvalid).optional()),
    health_consent: z.boolean().optional().default(false),
    /** The patient's choices beyond their care (shared/rights/consent.ts): reminders on unless false, the others off unless true. */
    consents: z
      .object({
        reminders: z.boolean().optional(),
        newsletter: z.boolean().optional(),
        marketing: z.boolean().optional(),
      })
      .optional(),
    /**
     * The patient's messages about this visit by WhatsApp instead of SMS (docs/whatsapp.md); SMS when left out, so
     * older clients keep today's behaviour. The wizard ticks it for a Sri Lankan mobile number.
     */
    whatsapp: z.boolean().optional(),
    /** Alternative to the Idempotency-Key header, for clients that cannot set headers. */
    idempotency_key: z.string().trim().min(8).max(100).nullish(),
  })
  .superRefine((value, context) => {
    if (value.first_name || value.last_name) {
      if (!value.first_name)
        context.addIssue({ code: 'custom', path: ['first_name'], message: BOOKING_MESSAGES.firstName });
      if (!value.last_name)
        context.addIssue({ code: 'custom', path: ['last_name'], message: BOOKING_MESSAGES.lastName });
    } else if (!value.patient_name) {
      context.addIssue({ code: 'custom', path: ['patient_name'], message: BOOKING_MESSAGES.patientName });
    }
    if (!value.service_id && !value.service_type) {
      context.addIssue({ code: 'custom', path: ['service_type'], message: BOOKING_MESSAGES.service });
    }
    if ((value.health_conditions || value.current_medications) && !value.health_consent) {
      context.addIssue({ code: 'custom', path: ['health_consent'], message: BOOKING_MESSAGES.consent });
    }
  })
  .meta({
    // What the refinements above require, for the API description: a name in either shape, and a service.
    allOf: [
      { anyOf: [{ required: ['patient_name'] }, { required: ['first_name', 'last_name'] }] },
      { anyOf: [{ required: ['service_type'] }, { required: ['service_id'] }] },
    ],
  });

/** The patient's name as stored and shown: patient_name kept whole, else first and last name joined. */
export function patientNameOf(request: BookingRequest): string {
  return request.patient_name ?? `${request.first_name} ${request.last_name}`;
}

export type BookingRequest = z.output<typeof bookingRequestSchema>;
export type BookingRequestInput = z.input<typeof bookingRequestSchema>;

/** What a successful booking answers (201, or 200 when an idempotent retry returns the first booking). */
export interface BookingConfirmation {
  appointment_id: string;
  message: string;
  reference: string;
  /** The private link where the patient sees or cancels the booking; the token is in the fragment. */
  manage_url: string;
  appointment: BookedAppointment;
}

/** What the confirmation and the manage page show: no health information. */
export interface BookedAppointment {
  reference: string;
  status: string;
  patient_name: string;
  slot_date: string;
  slot_time: string;
  doctor_name: string;
  /** The doctor's id: where choosing another time starts (the manage page). */
  doctor_id: string;
  medical_center_id: string;
  medical_center_name: string;
  medical_center_address: string;
  medical_center_phone: string;
  service_type: string;
  /** Whether the patient may still move or cancel online (until notice_hours before the visit). */
  can_cancel: boolean;
  /** The notice policy of Settings: moving and cancelling online close this many hours before the visit. */
  notice_hours: number;
}

/**
 * The notice policy until an admin sets another in Settings: patients may move or cancel from their link until this
 * many hours before the visit; after that they call the centre.
 */
export const DEFAULT_NOTICE_HOURS = 24;

/** How far ahead a slot may be booked: the 30-day date strip (docs/product-rules.md "The wizard"). */
export const BOOKING_WINDOW_DAYS = 30;
