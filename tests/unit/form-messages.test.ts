// Every refusal the forms' schemas give is a catalogue key that each language has (docs/i18n.md): a Sinhala or
// Tamil visitor never meets a raw key or an English sentence, and a placeholder is always filled.
import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { LOCALES } from '../../src/i18n/locales.ts';
import { catalogues } from '../../src/i18n/messages/index.ts';
import { translateMessage } from '../../src/i18n/translate.ts';
import { contactMessageSchema } from '../../src/shared/contact/contact-schema.ts';
import { donationPledgeSchema } from '../../src/shared/donations/donation-schema.ts';
import { fieldMessages } from '../../src/shared/field-messages.ts';
import { reviewFormSchema } from '../../src/shared/reviews/review-schema.ts';
import { volunteerApplicationSchema } from '../../src/shared/volunteer/application-schema.ts';
import { REGISTRATION_OUTCOMES } from '../../src/shared/volunteer/event-registration-rules.ts';
import { eventRegistrationSchema } from '../../src/shared/volunteer/event-registration-schema.ts';

const long = 'x'.repeat(6000);
const CASES: [string, z.ZodType, unknown][] = [
  ['contact, empty', contactMessageSchema, {}],
  ['contact, too long', contactMessageSchema, { name: long, phone: long, email: 'a@', subject: 'x', message: long }],
  ['donation, empty', donationPledgeSchema, {}],
  ['donation, words', donationPledgeSchema, { amount: 'abc', phone: 'call me', message: long }],
  ['donation, too little', donationPledgeSchema, { amount: 50 }],
  ['donation, not whole', donationPledgeSchema, { amount: 250.5 }],
  ['review, empty', reviewFormSchema, {}],
  ['review, wrong', reviewFormSchema, { name: 'K', age: '12', email: 'k@', phone: 'no', reviewText: 'short' }],
  ['application, empty', volunteerApplicationSchema, {}],
  [
    'application, dates',
    volunteerApplicationSchema,
    { date_of_birth: '2999-01-01', preferred_start_date: '2000-01-01' },
  ],
  ['event registration, empty', eventRegistrationSchema, {}],
  ['event registration, short name', eventRegistrationSchema, { name: 'D', message: long }],
];

function refusals(schema: z.ZodType, input: unknown): string[] {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : Object.values(fieldMessages(parsed.error));
}

describe.each(LOCALES)('in %s', (locale) => {
  test.each(CASES)('%s: every refusal has a text', (_case, schema, input) => {
    const keys = refusals(schema, input);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      const text = translateMessage(key, catalogues[locale]);
      expect(text, key).not.toBe(key);
      expect(text, key).not.toMatch(/\{\w+\}/);
    }
  });

  test('every notice of the plain event registration has a text', () => {
    for (const key of Object.values(REGISTRATION_OUTCOMES)) {
      expect(translateMessage(key, catalogues[locale]), key).not.toBe(key);
    }
  });
});

test.each([
  ['fields.nameTooLong?max=120', 'Name must be at most 120 characters'],
  ['fields.messageTooLong?max=5%2C000', 'Message must be at most 5,000 characters'],
  ['donation.validation.amountMin?min=100', 'The smallest donation we can accept is LKR 100'],
  ['fields.tooLong?max=100', 'Please keep this under 100 characters'],
])('%s reads in English as the API always answered: %s', (key, english) => {
  expect(translateMessage(key, catalogues.en)).toBe(english);
});
