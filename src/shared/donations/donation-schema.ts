// The donation form's payload (docs/product-rules.md "Contact and donation"): shared by the island and POST /api/donations. There is no
// field for card details: a card or mobile payment is completed with the provider, never through this site.
import { z } from 'zod';
import { e164PhoneSchema, emailAddress } from '../../lib/field-rules.ts';
import { DONATION_TYPES, PAYMENT_METHODS } from '../enums.ts';

export const DONATION_PRESETS = [500, 1000, 2500, 5000, 10000] as const;
const MIN_DONATION = 100;
const MAX_DONATION = 10_000_000;

/** The form holds the custom amount as typed; an empty box is "no amount", anything else must be a number. */
const amount = z.preprocess(
  (value) => {
    if (value === '' || value === null || value === undefined) return undefined;
    if (typeof value === 'string') return Number(value.replace(/,/g, '').trim());
    return value;
  },
  z
    .number({
      error: (issue) => (issue.input === undefined ? 'Amount is required' : 'Enter the amount in rupees, e.g. 2500'),
    })
    .int('Enter a whole number of rupees')
    .min(MIN_DONATION, `The smallest donation we can accept is LKR ${MIN_DONATION}`)
    .max(MAX_DONATION, 'For a gift this size, please contact us directly'),
);

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => (value ? value : null));

export const donationPledgeSchema = z.object({
  amount,
  donationType: z.enum(DONATION_TYPES, { error: 'Please select donation type' }),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Please select payment method' }),
  donorName: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(120, 'Name must be at most 120 characters'),
  email: emailAddress({ required: 'Email is required', invalid: 'Invalid email address' }),
  phone: optionalText(30, 'Phone number must be at most 30 characters').pipe(
    e164PhoneSchema('Please enter a valid phone number').nullable(),
  ),
  isAnonymous: z.boolean().default(false),
  message: optionalText(1000, 'Message must be at most 1,000 characters'),
});

export type DonationPledgeInput = z.input<typeof donationPledgeSchema>;
export type DonationPledge = z.output<typeof donationPledgeSchema>;

export const donationReceiptSchema = z.object({
  reference: z.string(),
  amount: z.number(),
  donationType: z.enum(DONATION_TYPES),
  paymentMethod: z.enum(PAYMENT_METHODS),
});
export type DonationReceipt = z.output<typeof donationReceiptSchema>;
