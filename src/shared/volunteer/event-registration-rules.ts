// The words and rules of an event registration without zod: the schema (event-registration-schema.ts) is built on
// these messages, and the page's small script (src/components/volunteer/event-registration.ts) checks a form with
// `registrationErrors` before sending it, so a visitor sees the server's words without zod in the browser. The
// server stays the authority; tests/unit/event-registration-rules.test.ts holds the two to the same answers. The
// messages are catalogue keys: the page shows them in its language, the API in the request's (docs/i18n.md).
import { messageKey } from '../../i18n/translate.ts';
import { toE164 } from '../phone-numbers.ts';
import { isSingleEmail } from '../utils/text-rules.ts';

export const NAME_MAX = 100;
export const PHONE_MAX = 30;
export const MESSAGE_MAX = 500;

export const REGISTRATION_MESSAGES = {
  eventRequired: 'volunteer.registration.eventRequired',
  nameRequired: 'fields.nameRequired',
  nameShort: 'volunteer.registration.nameShort',
  nameLong: messageKey('fields.tooLong', { max: NAME_MAX }),
  emailRequired: 'fields.emailRequired',
  emailInvalid: 'fields.emailInvalid',
  phoneRequired: 'fields.phoneRequired',
  phoneLong: messageKey('fields.tooLong', { max: PHONE_MAX }),
  phoneInvalid: 'fields.phoneInvalid',
  messageLong: messageKey('fields.tooLong', { max: MESSAGE_MAX }),
} as const;
export type RegistrationMessageKey = keyof typeof REGISTRATION_MESSAGES;

/** The API's English answer to a registration (a page shows volunteer.registration.registered in its language). */
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

export const EVENT_FULL_MESSAGE = 'volunteer.registration.eventFull';
export const ALREADY_REGISTERED_MESSAGE = 'volunteer.registration.alreadyRegistered';
export const EVENT_PAST_MESSAGE = 'volunteer.registration.eventPast';

/** Every notice the /volunteer page holds for its plain form, by outcome (message keys): what the JSON call would have said. */
export const REGISTRATION_OUTCOMES = {
  registered: 'volunteer.registration.registered',
  event_full: EVENT_FULL_MESSAGE,
  already_registered: ALREADY_REGISTERED_MESSAGE,
  event_past: EVENT_PAST_MESSAGE,
  rate_limited: 'volunteer.registration.rateLimited',
  failed: 'volunteer.registration.failed',
  ...REGISTRATION_MESSAGES,
} as const;
export type RegistrationOutcome = keyof typeof REGISTRATION_OUTCOMES;

export const outcomeAnchor = (outcome: RegistrationOutcome) => `registration-${outcome}`;
