// The page checks an event registration in the browser without zod (event-registration-rules.ts); whatever the
// visitor types, it must refuse exactly what the server's schema refuses, with the same words.
import { expect, test } from 'vitest';
import { catalogues } from '../../src/i18n/messages/index.ts';
import { translateMessage } from '../../src/i18n/translate.ts';
import { type RegistrationValues, registrationErrors } from '../../src/shared/volunteer/event-registration-rules.ts';
import { eventRegistrationSchema } from '../../src/shared/volunteer/event-registration-schema.ts';

const valid: RegistrationValues = {
  name: 'Dilani Jayasuriya',
  email: 'dilani@example.com',
  phone: '077 123 4567',
  message: '',
};

/** The messages as an English page and the API's English answer read them. */
const english = (errors: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(errors).map(([field, key = '']) => [field, translateMessage(key, catalogues.en)]));

function schemaErrors(values: RegistrationValues): Record<string, string> {
  const parsed = eventRegistrationSchema.safeParse({ ...values, event_id: 'community-health-fair' });
  const errors: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

test.each<[string, Partial<RegistrationValues>, Record<string, string>]>([
  ['a complete form', {}, {}],
  ['a local phone with spaces and a message', { phone: '(077) 123-4567', message: 'I can bring a tent' }, {}],
  ['an international phone', { phone: '+44 20 7946 0958' }, {}],
  [
    'nothing typed',
    { name: '', email: '', phone: '' },
    {
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
    },
  ],
  [
    'only spaces',
    { name: '   ', email: '  ', phone: ' ' },
    {
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
    },
  ],
  ['a one-letter name', { name: ' D ' }, { name: 'Please enter your full name' }],
  ['a name too long', { name: 'D'.repeat(101) }, { name: 'Please keep this under 100 characters' }],
  ['an address without a domain', { email: 'dilani@' }, { email: 'Invalid email address' }],
  ['two addresses', { email: 'a@example.com,b@example.com' }, { email: 'Invalid email address' }],
  ['an address with no dot', { email: 'dilani@example' }, { email: 'Invalid email address' }],
  ['a phone of letters', { phone: 'call me' }, { phone: 'Please enter a valid phone number' }],
  ['a phone too short', { phone: '077 123' }, { phone: 'Please enter a valid phone number' }],
  ['a phone too long', { phone: '0'.repeat(31) }, { phone: 'Please keep this under 30 characters' }],
  ['a message too long', { message: 'x'.repeat(501) }, { message: 'Please keep this under 500 characters' }],
  ['a message of 500 characters', { message: 'x'.repeat(500) }, {}],
])('%s: the browser and the server give the same answer', (_case, change, expected) => {
  const values = { ...valid, ...change };
  expect(english(schemaErrors(values))).toEqual(expected);
  expect(english(registrationErrors(values))).toEqual(expected);
});
