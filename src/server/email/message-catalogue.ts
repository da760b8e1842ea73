// Every e-mail the product sends, and what its wording in content/emails/<key>.md may use. This one list is read
// by the build-time content check (src/content-schemas/emails.ts, scripts/generate-email-templates.ts) and by the
// renderer, so a template can only name a value the code fills in, and the code fills in exactly these values.
//
// placeholders: the `{{name}}` values the message may use (besides the provider's, below).
// required:     the ones it must use, because the message would break a promise without them.
// sections:     the `{{#name}}...{{/name}}` blocks it may have; the code switches each one on or off.

/** Filled in for every message from the provider's details (src/server/email/provider.ts). */
export const PROVIDER_PLACEHOLDERS = ['providerName', 'providerPhone', 'providerEmail', 'siteUrl'] as const;

interface MessageDefinition {
  /** Who receives it and when: the editors' manual for the file. */
  readonly description: string;
  readonly placeholders: readonly string[];
  readonly required: readonly string[];
  readonly sections: readonly string[];
}

const APPOINTMENT = ['patientName', 'reference', 'date', 'time', 'doctor', 'centreName', 'service'] as const;
const CENTRE_DETAILS = ['centreAddress', 'centrePhone', 'mapUrl'] as const;

export const EMAIL_MESSAGES = {
  'booking-confirmation': {
    description: 'To the patient as soon as an appointment is booked; the calendar (.ics) file is attached.',
    placeholders: [...APPOINTMENT, ...CENTRE_DETAILS, 'manageUrl'],
    required: ['reference', 'date', 'time', 'doctor', 'centreName', 'centreAddress', 'mapUrl', 'service', 'manageUrl'],
    sections: [],
  },
  'booking-cancelled': {
    description: 'To the patient when the appointment is cancelled, through the private link or by staff.',
    placeholders: [...APPOINTMENT, 'centrePhone', 'bookUrl', 'staffMessage'],
    required: ['reference', 'date', 'time', 'centreName'],
    // withMessage: staff wrote a message to include when they cancelled.
    sections: ['byPatient', 'byStaff', 'withMessage'],
  },
  'booking-reminder': {
    description: 'To the patient the day before the appointment (with the SMS reminder).',
    placeholders: [...APPOINTMENT, ...CENTRE_DETAILS, 'manageUrl'],
    required: ['reference', 'date', 'time', 'centreName', 'centreAddress'],
    // The reminder pass may not know the private link (only its hash is stored): then the text points to the
    // confirmation e-mail instead.
    sections: ['manageLink', 'noManageLink'],
  },
  'booking-moved': {
    description:
      'To the patient when the appointment moves to another time: by staff (for the patient who phoned, or because the doctor cannot come), or by the patient through the private link; a fresh calendar (.ics) file replaces the old event.',
    placeholders: [...APPOINTMENT, ...CENTRE_DETAILS, 'manageUrl'],
    required: ['reference', 'date', 'time', 'doctor', 'centreName', 'centreAddress', 'manageUrl'],
    sections: ['byPatient', 'byStaff'],
  },
  'booking-confirmed': {
    description:
      'To the patient once, when staff confirm the appointment (from the list or the day sheet), with the SMS: the visit is confirmed, the private link, and until when it can be moved or cancelled online (noticeHours, Settings). The Sinhala and Tamil texts are machine-made, not yet checked by a native speaker.',
    placeholders: [...APPOINTMENT, ...CENTRE_DETAILS, 'manageUrl', 'noticeHours'],
    required: ['reference', 'date', 'time', 'centreName', 'centrePhone', 'manageUrl'],
    sections: [],
  },
  'doctor-leave': {
    description:
      'To the patient when staff mark the doctor away or the centre closed at the time of the appointment: the visit cannot take place; the private link to move or cancel it. The Sinhala and Tamil texts are machine-made, not yet checked by a native speaker.',
    placeholders: [...APPOINTMENT, 'centrePhone', 'manageUrl', 'patientReason'],
    required: ['reference', 'date', 'time', 'centreName', 'centrePhone', 'manageUrl'],
    // doctorAway or centreClosed: which of the two staff marked; withReason: they gave a reason for patients.
    sections: ['doctorAway', 'centreClosed', 'withReason'],
  },
  'waitlist-joined': {
    description:
      "To a person who joined the waitlist for a doctor's full day: they are on the list, will hear by SMS and e-mail when a place frees, and can leave the list with the link. The Sinhala and Tamil texts are machine-made, not yet checked by a native speaker.",
    placeholders: ['patientName', 'date', 'doctor', 'centreName', 'waitlistUrl'],
    required: ['date', 'doctor', 'centreName', 'waitlistUrl'],
    sections: [],
  },
  'waitlist-offer': {
    description:
      'To the first person on the waitlist when a place frees: the time, held for them until expiresAt; the link to take it, decline it or leave the list. The Sinhala and Tamil texts are machine-made, not yet checked by a native speaker.',
    placeholders: ['patientName', 'date', 'time', 'doctor', 'centreName', 'expiresAt', 'waitlistUrl'],
    required: ['date', 'time', 'centreName', 'expiresAt', 'waitlistUrl'],
    sections: [],
  },
  'contact-received': {
    description: 'To the sender of a contact message: it arrived and we reply within 24 hours.',
    placeholders: ['name', 'topic'],
    required: [],
    sections: [],
  },
  'contact-staff-notification': {
    description: 'To the staff inbox for each new contact message, with the message itself.',
    placeholders: ['name', 'email', 'phone', 'topic', 'message', 'receivedAt', 'adminUrl'],
    required: ['name', 'email', 'phone', 'message'],
    sections: [],
  },
  'staff-alert': {
    description:
      'To the staff inbox when something waits for staff (a booking, a cancellation, a review, an application, an event registration, a donation pledge), as switched on in Settings. Never health information.',
    placeholders: ['title', 'summary', 'adminUrl'],
    required: ['summary', 'adminUrl'],
    sections: [],
  },
  'volunteer-application-received': {
    description:
      'To the applicant when a volunteer application arrives: we reply in 5-7 business days (firstTime), or, when the same e-mail already has an open application to the programme, that it was received already and is kept with the first (alreadyReceived). In the language of the page the application was sent from; the Sinhala and Tamil texts are machine-made, not yet checked by a native speaker.',
    placeholders: ['firstName', 'programName', 'preferredStartDate', 'programsUrl'],
    required: ['programName'],
    sections: ['firstTime', 'alreadyReceived'],
  },
  'volunteer-application-accepted': {
    description: 'To the applicant when staff accept the application.',
    placeholders: ['firstName', 'programName', 'preferredStartDate', 'programsUrl', 'staffMessage'],
    required: ['programName'],
    sections: ['withMessage'],
  },
  'volunteer-application-rejected': {
    description: 'To the applicant when staff decline the application.',
    placeholders: ['firstName', 'programName', 'programsUrl', 'staffMessage'],
    required: ['programName'],
    sections: ['withMessage'],
  },
  'erasure-requested': {
    description:
      'To the patient when they ask, from their private link, to be erased: the request is recorded and answered by the due date (21 working days). The Sinhala and Tamil texts are machine-made, not yet checked by a native speaker.',
    placeholders: ['patientName', 'dueDate', 'privacyUrl'],
    required: ['dueDate', 'privacyUrl'],
    sections: [],
  },
  'review-rejected': {
    description:
      'To the reviewer when staff do not publish their review and choose to tell them why (a choice in the Reject dialog).',
    placeholders: ['name', 'treatment', 'staffMessage', 'contactUrl'],
    required: ['staffMessage'],
    sections: [],
  },
  'donation-pledge': {
    description:
      'To the donor after a pledge: the reference and the next step for the chosen payment method (one section each).',
    placeholders: [
      'donorName',
      'reference',
      'amount',
      'donationType',
      'paymentMethod',
      'bankName',
      'bankBranch',
      'bankAccountName',
      'bankAccountNumber',
      'bankSwift',
    ],
    required: ['reference', 'amount'],
    sections: ['card', 'bank', 'mobile', 'monthly'],
  },
} as const satisfies Record<string, MessageDefinition>;

export type EmailMessageKey = keyof typeof EMAIL_MESSAGES;

/**
 * The messages every language must have (content/emails/si/, content/emails/ta/): a patient's booking messages go
 * in the patient's language. Any other message in a language folder is used when present, English otherwise.
 */
export const EMAILS_IN_EVERY_LANGUAGE = [
  'booking-confirmation',
  'booking-cancelled',
  'booking-reminder',
  'doctor-leave',
  'waitlist-joined',
  'waitlist-offer',
] as const;
export const EMAIL_MESSAGE_KEYS = Object.keys(EMAIL_MESSAGES) as EmailMessageKey[];

/** The values the code must supply for message K (the provider's are added by the renderer). */
export type EmailValues<K extends EmailMessageKey> = Record<(typeof EMAIL_MESSAGES)[K]['placeholders'][number], string>;
/** The sections of message K that are switched on. */
export type EmailSections<K extends EmailMessageKey> = readonly (typeof EMAIL_MESSAGES)[K]['sections'][number][];

export function isEmailMessageKey(key: string): key is EmailMessageKey {
  return Object.hasOwn(EMAIL_MESSAGES, key);
}

/** Every placeholder message `key` may use, provider placeholders included. */
export function allowedPlaceholders(key: EmailMessageKey): readonly string[] {
  return [...EMAIL_MESSAGES[key].placeholders, ...PROVIDER_PLACEHOLDERS];
}
