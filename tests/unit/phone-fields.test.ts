// Every phone field of the public forms reads the forms Sri Lankans write and gives E.164, the value the server
// stores and the browser form checks with (docs/api.md "Phone numbers"); each keeps its own messages, read in English.
import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { catalogues } from '../../src/i18n/messages/index.ts';
import { translateMessage } from '../../src/i18n/translate.ts';
import { bookingRequestSchema, personalDetailsSchema } from '../../src/shared/booking/booking-schema.ts';
import { contactMessageSchema } from '../../src/shared/contact/contact-schema.ts';
import { donationPledgeSchema } from '../../src/shared/donations/donation-schema.ts';
import { reviewFormSchema } from '../../src/shared/reviews/review-schema.ts';
import {
  documentedApplicationSchema,
  volunteerApplicationSchema,
} from '../../src/shared/volunteer/application-schema.ts';
import { eventRegistrationSchema } from '../../src/shared/volunteer/event-registration-schema.ts';

const INVALID = 'Please enter a valid phone number';
/** What a message says in English: a schema that yields message keys (docs/i18n.md) is read through the catalogue. */
const english = (issues: z.core.$ZodIssue[] = []) =>
  issues.map((issue) => translateMessage(issue.message, catalogues.en));

/** Each phone field, what it says when left empty (or what it gives: an optional field is then "not given"). */
const FIELDS: [string, z.ZodType, { required: string } | { empty: null | undefined }][] = [
  ['booking patient_phone', personalDetailsSchema.shape.patient_phone, { required: 'Phone number is required' }],
  ['booking emergency_phone', bookingRequestSchema.shape.emergency_phone, { empty: undefined }],
  ['volunteer phone', volunteerApplicationSchema.shape.phone, { required: 'Phone number is required' }],
  [
    'volunteer emergency_contact_phone',
    volunteerApplicationSchema.shape.emergency_contact_phone,
    { required: 'Emergency contact phone is required' },
  ],
  ['documented application phone', documentedApplicationSchema.shape.phone, { required: 'Phone number is required' }],
  [
    'documented application emergency_contact_phone',
    documentedApplicationSchema.shape.emergency_contact_phone,
    { required: 'Emergency contact phone is required' },
  ],
  ['event registration phone', eventRegistrationSchema.shape.phone, { required: 'Phone number is required' }],
  ['contact phone', contactMessageSchema.shape.phone, { required: 'Phone number is required' }],
  ['donation phone', donationPledgeSchema.shape.phone, { empty: null }],
  ['review phone', reviewFormSchema.shape.phone, { required: 'Phone number is required' }],
];

const WRITTEN: [string, string][] = [
  ['077 999 8888', '+94779998888'],
  ['0779998888', '+94779998888'],
  ['+94 77 999 8888', '+94779998888'],
  ['  +94779998888 ', '+94779998888'],
  ['(077) 999-8888', '+94779998888'],
  ['+44 20 7946 0958', '+442079460958'],
  ['0044 20 7946 0958', '+442079460958'],
];

describe.each(FIELDS)('%s', (_field, schema, empty) => {
  test.each(WRITTEN)('%s is kept as %s', (typed, e164) => {
    expect(schema.parse(typed)).toBe(e164);
  });

  test.each(['call me', '12345', '077 999 88', '077 999 8888 x2'])('%s is refused with its message', (typed) => {
    const result = schema.safeParse(typed);
    expect(english(result.error?.issues)).toEqual([INVALID]);
  });

  test('left empty', () => {
    const result = schema.safeParse('');
    if ('required' in empty) expect(english(result.error?.issues)).toEqual([empty.required]);
    else expect(result).toEqual({ success: true, data: empty.empty });
  });
});
