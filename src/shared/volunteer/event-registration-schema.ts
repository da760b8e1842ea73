// POST /api/volunteer?action=register-event (docs/api.md: event_id plus registration details, which the
// spec leaves open): name, e-mail, phone and an optional message. The server's schema, worded by
// event-registration-rules.ts, whose plain check the page runs in the browser.
import { z } from 'zod';
import { emailAddress } from '../field-rules.ts';
import { optionalText, phone, required } from './application-schema.ts';
import { MESSAGE_MAX, REGISTRATION_MESSAGES as MESSAGES, NAME_MAX } from './event-registration-rules.ts';

export const eventRegistrationSchema = z.object({
  event_id: required(MESSAGES.eventRequired),
  name: required(MESSAGES.nameRequired, NAME_MAX).min(2, { error: MESSAGES.nameShort }),
  email: emailAddress({ required: MESSAGES.emailRequired, invalid: MESSAGES.emailInvalid }),
  phone: phone(MESSAGES.phoneRequired),
  message: optionalText(MESSAGE_MAX),
});
export type EventRegistration = z.output<typeof eventRegistrationSchema>;
