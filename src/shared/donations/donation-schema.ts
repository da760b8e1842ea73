// The donation form's payload (docs/product-rules.md "Contact and donation"): shared by the island and POST /api/donations. There is no
// field for card details: a card or mobile payment is completed with the provider, never through this site.
// Its messages are catalogue keys, shown in the page's or the request's language (docs/i18n.md).
import { z } from 'zod';
import { messageKey } from '../../i18n/translate.ts';
import { DONATION_TYPES, PAYMENT_METHODS } from '../enums.ts';
import { e164PhoneSchema, emailAddress } from '../field-rules.ts';

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
      error: (issue) =>
        issue.input === undefined ? 'donation.validation.amountRequired' : 'donation.validation.amountNumber',
    })
    .int('donation.validation.amountWhole')
    .min(MIN_DONATION, messageKey('donation.validation.amountMin', { min: MIN_DONATION }))
    .max(MAX_DONATION, 'donation.validation.amountMax'),
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
  donationType: z.enum(DONATION_TYPES, { error: 'donation.validation.type' }),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'donation.validation.method' }),
  donorName: z
    .string({ error: 'fields.nameRequired' })
    .trim()
    .min(1, 'fields.nameRequired')
    .max(120, messageKey('fields.nameTooLong', { max: 120 })),
  email: emailAddress({ required: 'fields.emailRequired', invalid: 'fields.emailInvalid' }),
  phone: optionalText(30, messageKey('fields.phoneTooLong', { max: 30 })).pipe(
    e164PhoneSchema('fields.phoneInvalid').nullable(),
  ),
  isAnonymous: z.boolean().default(false),
  message: optionalText(1000, messageKey('fields.messageTooLong', { max: '1,000' })),
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
