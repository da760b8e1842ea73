// The words and rules of an event registration without zod: the schema (event-registration-schema.ts) is built on
// these messages, and the page's small script (src/components/volunteer/event-registration.ts) checks a form with
// `registrationErrors` before sending it, so a visitor sees the server's words without zod in the browser. The
// server stays the authority; tests/unit/event-registration-rules.test.ts holds the two to the same answers.
import { isSingleEmail } from '../../lib/text-rules.ts';
import { toE164 } from '../phone-numbers.ts';

export const NAME_MAX = 100;
export const PHONE_MAX = 30;
export const MESSAGE_MAX = 500;

export const REGISTRATION_MESSAGES = {
  eventRequired: 'Please choose an event',
  nameRequired: 'Name is required',
  nameShort: 'Please enter your full name',
  nameLong: `Please keep this under ${NAME_MAX} characters`,
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  phoneRequired: 'Phone number is required',
  phoneLong: `Please keep this under ${PHONE_MAX} characters`,
  phoneInvalid: 'Please enter a valid phone number',
  messageLong: `Please keep this under ${MESSAGE_MAX} characters`,
} as const;
export type RegistrationMessageKey = keyof typeof REGISTRATION_MESSAGES;

export const REGISTERED_MESSAGE = 'You are registered. We will contact you with the details before the event.';

export type RegistrationField = 'name' | 'email' | 'phone' | 'message';
export type RegistrationValues = Record<RegistrationField, string>;

/** The first refusal of each field, as the server's schema words it; empty when the form may be sent. */
export function registrationErrors(values: RegistrationValues): Partial<Record<RegistrationField, string>> {
  const errors: Partial<Record<RegistrationField, string>> = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const phone = values.phone.trim();
  if (!name) errors.name = REGISTRATION_MESSAGES.nameRequired;
  else if (name.length > NAME_MAX) errors.name = REGISTRATION_MESSAGES.nameLong;
  else if (name.length < 2) errors.name = REGISTRATION_MESSAGES.nameShort;
  if (!email) errors.email = REGISTRATION_MESSAGES.emailRequired;
  else if (!isSingleEmail(email)) errors.email = REGISTRATION_MESSAGES.emailInvalid;
  if (!phone) errors.phone = REGISTRATION_MESSAGES.phoneRequired;
  else if (phone.length > PHONE_MAX) errors.phone = REGISTRATION_MESSAGES.phoneLong;
  else if (!toE164(phone)) errors.phone = REGISTRATION_MESSAGES.phoneInvalid;
  if (values.message.trim().length > MESSAGE_MAX) errors.message = REGISTRATION_MESSAGES.messageLong;
  return errors;
}

export const EVENT_FULL_MESSAGE = 'Sorry, this event is full. Every volunteer place has been taken.';
export const ALREADY_REGISTERED_MESSAGE = 'You are already registered for this event with this email address.';
export const EVENT_PAST_MESSAGE = 'This event has already taken place.';

/** Every notice the /volunteer page holds for its plain form, by outcome: what the JSON call would have said. */
export const REGISTRATION_OUTCOMES = {
  registered: REGISTERED_MESSAGE,
  event_full: EVENT_FULL_MESSAGE,
  already_registered: ALREADY_REGISTERED_MESSAGE,
  event_past: EVENT_PAST_MESSAGE,
  rate_limited: 'Too many submissions from your connection. Please try again later.',
  failed: 'Registration failed. Please try again.',
  ...REGISTRATION_MESSAGES,
} as const;
export type RegistrationOutcome = keyof typeof REGISTRATION_OUTCOMES;

export const outcomeAnchor = (outcome: RegistrationOutcome) => `registration-${outcome}`;
