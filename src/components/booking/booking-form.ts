// The wizard's form state (docs/product-rules.md "The wizard"), its step gating and its mapping
// to the API payload. Browser code: the server's zod schemas are imported, nothing else from the server.

import type { Locale } from '../../i18n/locales.ts';
import type { Messages } from '../../i18n/messages/index.ts';
import { translateMessage } from '../../i18n/translate.ts';
import type { BookingRequestInput } from '../../shared/booking/booking-schema.ts';
import type { PreferredLanguage } from '../../shared/enums.ts';
import { isSriLankanMobile } from '../../shared/phone-numbers.ts';

/**
 * The catalogue areas the booking islands are given by their page, in the page's language (docs/i18n.md): the
 * booking texts, and the fields area for the message keys of the shared field rules.
 */
export type BookingMessages = { booking: Messages['booking']; fields: Messages['fields'] };

/** A centre's name and address in the page's language, by centre id, when its content file is translated. */
export type CenterTexts = Record<string, { name?: string | undefined; address?: string | undefined }>;
/** A service's name in the page's language, by its English name (src/i18n/service-translations.ts). */
export type ServiceNames = Record<string, string>;

/** The language the SMS and e-mails are sent in when the patient does not choose one: the page's. */
export const PAGE_LANGUAGE: Record<Locale, PreferredLanguage> = { en: 'english', si: 'sinhala', ta: 'tamil' };

export interface BookingForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dateOfBirth: string;
  gender: string;
  medicalCenter: string;
  doctor: string;
  appointmentDate: string;
  timeSlot: string;
  /** The chosen slot's 'HH:MM', for the summary (timeSlot is its id). */
  slotTime: string;
  service: string;
  healthConsent: boolean;
  /** The patient's choices beyond their care (shared/rights/consent.ts): reminders on, the others off. */
  consentReminders: boolean;
  consentNewsletter: boolean;
  consentMarketing: boolean;
  /** Messages about the visit by WhatsApp instead of SMS: offered, ticked, for a Sri Lankan mobile number. */
  whatsapp: boolean;
  healthConditions: string;
  currentMedications: string;
  emergencyContact: string;
  emergencyPhone: string;
  notes: string;
  /** The patient's own choice; empty means the page's language (PAGE_LANGUAGE). */
  preferredLanguage: string;
  howDidYouHear: string;
}

export const EMPTY_FORM: BookingForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  dateOfBirth: '',
  gender: '',
  medicalCenter: '',
  doctor: '',
  appointmentDate: '',
  timeSlot: '',
  slotTime: '',
  service: '',
  healthConsent: false,
  consentReminders: true,
  consentNewsletter: false,
  consentMarketing: false,
  whatsapp: true,
  healthConditions: '',
  currentMedications: '',
  emergencyContact: '',
  emergencyPhone: '',
  notes: '',
  preferredLanguage: '',
  howDidYouHear: '',
};

/** The steps in order, named as in the catalogue's stepNames and stepTitles. */
export const STEPS = ['personal', 'location', 'doctor', 'dateTime', 'service'] as const;
/** The fields of each step in the order they appear, so focus goes to the topmost message (useForm's `steps`). */
export const STEP_FIELDS: readonly (readonly (keyof BookingForm)[])[] = [
  ['firstName', 'lastName', 'email', 'phone', 'dateOfBirth', 'gender'],
  ['medicalCenter'],
  ['doctor'],
  ['appointmentDate', 'timeSlot'],
  [
    'service',
    'preferredLanguage',
    'howDidYouHear',
    'emergencyContact',
    'emergencyPhone',
    'notes',
    'healthConsent',
    'healthConditions',
    'currentMedications',
  ],
];
/** One message per field of the form, as the steps show them. */
export type FieldErrors = Partial<Record<keyof BookingForm, string>>;

/** Loaded list, or undefined while loading, or null after a failed load. */
export type Loadable<T> = T[] | undefined | null;

export type Step = 1 | 2 | 3 | 4 | 5;

const filled = (value: string) => value.trim() !== '';

/** docs/product-rules.md "The wizard": what must be filled before Next. */
export function stepComplete(step: Step, form: BookingForm): boolean {
  switch (step) {
    case 1:
      return [form.firstName, form.lastName, form.email, form.phone].every(filled);
    case 2:
      return filled(form.medicalCenter);
    case 3:
      return filled(form.doctor);
    case 4:
      return filled(form.appointmentDate) && filled(form.timeSlot);
    case 5:
      return filled(form.service);
  }
}

/** Payload field -> form field, to show the server's per-field messages where the patient typed. */
const FIELD_OF: Record<string, { field: keyof BookingForm; step: Step }> = {
  first_name: { field: 'firstName', step: 1 },
  last_name: { field: 'lastName', step: 1 },
  patient_email: { field: 'email', step: 1 },
  patient_phone: { field: 'phone', step: 1 },
  date_of_birth: { field: 'dateOfBirth', step: 1 },
  gender: { field: 'gender', step: 1 },
  slot_id: { field: 'timeSlot', step: 4 },
  service_id: { field: 'service', step: 5 },
  service_type: { field: 'service', step: 5 },
  health_consent: { field: 'healthConsent', step: 5 },
  health_conditions: { field: 'healthConditions', step: 5 },
  current_medications: { field: 'currentMedications', step: 5 },
  emergency_contact: { field: 'emergencyContact', step: 5 },
  emergency_phone: { field: 'emergencyPhone', step: 5 },
  notes: { field: 'notes', step: 5 },
  preferred_language: { field: 'preferredLanguage', step: 5 },
  how_did_you_hear: { field: 'howDidYouHear', step: 5 },
};

/**
 * The payload's per-field messages (ours or the server's) on the form's fields, and the first step holding one.
 * Message keys (our own check) become text in the page's language; the server's texts come already translated.
 */
export function formErrors(
  fields: Record<string, string>,
  messages?: BookingMessages,
): { found: FieldErrors; firstStep: Step | undefined } {
  const found: FieldErrors = {};
  let firstStep: Step | undefined;
  for (const [name, message] of Object.entries(fields)) {
    const target = FIELD_OF[name];
    if (!target) continue;
    found[target.field] ??= messages ? translateMessage(message, messages) : message;
    firstStep = firstStep === undefined ? target.step : (Math.min(firstStep, target.step) as Step);
  }
  return { found, firstStep };
}

export function toPayload(
  form: BookingForm,
  serviceName: string,
  idempotencyKey: string,
  locale: Locale,
): BookingRequestInput {
  const consent = form.healthConsent;
  return {
    slot_id: form.timeSlot,
    patient_name: `${form.firstName.trim()} ${form.lastName.trim()}`,
    first_name: form.firstName,
    last_name: form.lastName,
    patient_email: form.email,
    patient_phone: form.phone,
    date_of_birth: form.dateOfBirth,
    gender: form.gender as BookingRequestInput['gender'],
    service_id: form.service,
    service_type: serviceName,
    notes: form.notes,
    preferred_language: (form.preferredLanguage || PAGE_LANGUAGE[locale]) as BookingRequestInput['preferred_language'],
    how_did_you_hear: form.howDidYouHear as BookingRequestInput['how_did_you_hear'],
    // Health details go only with consent; unticking the box sends none of them.
    health_consent: consent,
    health_conditions: consent ? form.healthConditions : '',
    current_medications: consent ? form.currentMedications : '',
    emergency_contact: form.emergencyContact,
    emergency_phone: form.emergencyPhone,
    consents: {
      reminders: form.consentReminders,
      newsletter: form.consentNewsletter,
      marketing: form.consentMarketing,
    },
    // Only where the box was shown (a Sri Lankan mobile number) and left ticked.
    whatsapp: isSriLankanMobile(form.phone) && form.whatsapp,
    idempotency_key: idempotencyKey,
  };
}
