// POST /api/volunteer?action=register-event (docs/api.md: event_id plus registration details, which the
// spec leaves open): name, e-mail, phone and an optional message. One schema for the form and the server.
import { z } from 'zod';
import { emailAddress } from '../../lib/field-rules.ts';
import { optionalText, phone, required } from './application-schema.ts';

export const eventRegistrationSchema = z.object({
  event_id: required('Please choose an event'),
  name: required('Name is required').min(2, { error: 'Please enter your full name' }),
  email: emailAddress({ required: 'Email is required', invalid: 'Invalid email address' }),
  phone: phone('Phone number is required'),
  message: optionalText(500),
});
export type EventRegistration = z.output<typeof eventRegistrationSchema>;
