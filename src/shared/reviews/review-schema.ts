// The review form (docs/product-rules.md "Sharing a review"): one zod schema for the wizard in the browser and for
// POST /api/reviews, with the agreed messages word for word. Browser code imports this file, so it holds no
// server-only import. The CHECKs of the reviews table (enums.ts) accept every value this schema accepts. Its messages
// are catalogue keys, shown in the page's or the request's language (docs/i18n.md).
import { z } from 'zod';
import { messageKey } from '../../i18n/translate.ts';
import { REVIEW_DURATIONS, REVIEW_TREATMENTS } from '../enums.ts';
import { e164PhoneSchema, emailAddress } from '../field-rules.ts';

export const REVIEW_TEXT_MIN = 50;
export const REVIEW_TEXT_MAX = 1000;
const REVIEW_AGE_MIN = 16;
const REVIEW_AGE_MAX = 120;

/** Rating labels, index = stars - 1 (docs/product-rules.md "Limits and constants"). */
export const RATING_LABELS = ['Poor', 'Fair', 'Good', 'Very Good', 'Excellent Experience'] as const;

/** The hidden field people never see and bots fill in (anti-spam without bothering anyone); the wizard's `website`. */
export const HONEYPOT_FIELD = 'website';

/** Characters as the visitor and the database count them (an emoji is one, not two UTF-16 units). */
export function characterCount(text: string): number {
  return [...text].length;
}

/** Text as typed, trimmed, without NUL characters (Postgres text cannot hold them). */
function typedText(requiredMessage: string, max: number, maxMessage: string) {
  return z
    .string({ error: requiredMessage })
    .transform((value) => value.replaceAll('\u0000', '').trim())
    .pipe(
      z
        .string()
        .min(1, { error: requiredMessage, abort: true })
        .refine((value) => characterCount(value) <= max, { error: maxMessage }),
    );
}

const PHONE_MESSAGE = 'fields.phoneInvalid';

const age = z
  .union([z.string(), z.number()], { error: 'review.validation.ageRequired' })
  .transform((value) => String(value).trim())
  .pipe(
    z
      .string()
      .min(1, { error: 'review.validation.ageRequired', abort: true })
      .regex(/^\d{1,3}$/, { error: 'review.validation.ageInvalid', abort: true })
      .transform(Number)
      .pipe(
        z
          .number()
          .min(REVIEW_AGE_MIN, { error: 'review.validation.ageMin' })
          .max(REVIEW_AGE_MAX, { error: 'review.validation.ageInvalid' }),
      ),
  );

export const reviewFormSchema = z.object({
  name: typedText('fields.nameRequired', 100, messageKey('fields.nameTooLong', { max: 100 })).pipe(
    z.string().refine((value) => characterCount(value) >= 2, { error: 'review.validation.nameShort' }),
  ),
  age,
  profession: typedText('review.validation.professionRequired', 100, 'review.validation.professionTooLong'),
  location: typedText('review.validation.locationRequired', 100, 'review.validation.locationTooLong'),
  email: typedText('fields.emailRequired', 254, 'fields.emailPleaseValid').pipe(
    emailAddress({ required: 'fields.emailRequired', invalid: 'fields.emailPleaseValid' }),
  ),
  phone: typedText('fields.phoneRequired', 30, PHONE_MESSAGE).pipe(e164PhoneSchema(PHONE_MESSAGE)),
  condition: typedText('review.validation.conditionRequired', 200, 'review.validation.conditionTooLong'),
  treatment: z.enum(REVIEW_TREATMENTS, { error: 'review.validation.treatment' }),
  duration: z.enum(REVIEW_DURATIONS, { error: 'review.validation.duration' }),
  rating: z.coerce
    .number({ error: 'review.validation.rating' })
    .int({ error: 'review.validation.rating' })
    .min(1, { error: 'review.validation.rating' })
    .max(5, { error: 'review.validation.rating' }),
  reviewText: z
    .string({ error: 'review.validation.storyRequired' })
    .transform((value) => value.replaceAll('\u0000', '').trim())
    .pipe(
      z
        .string()
        .min(1, { error: 'review.validation.storyRequired', abort: true })
        .refine((value) => characterCount(value) >= REVIEW_TEXT_MIN, {
          error: 'review.validation.storyShort',
          abort: true,
        })
        .refine((value) => characterCount(value) <= REVIEW_TEXT_MAX, { error: 'review.validation.storyLong' }),
    ),
  consent: z.literal(true, { error: 'review.validation.consent' }),
});

export type ReviewSubmission = z.output<typeof reviewFormSchema>;
export type ReviewField = keyof ReviewSubmission;

/** The wizard's three steps (docs/product-rules.md "Sharing a review") and the fields each one asks for. */
export const REVIEW_STEPS = [
  { key: 'about', fields: ['name', 'age', 'profession', 'location', 'email', 'phone'] },
  { key: 'treatment', fields: ['condition', 'treatment', 'duration', 'rating'] },
  { key: 'story', fields: ['reviewText', 'consent'] },
] as const satisfies readonly { key: string; fields: readonly ReviewField[] }[];

/** The answer to a submitted review (docs/api.md). */
export const reviewSubmitResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  reviewId: z.string(),
  estimatedApprovalTime: z.string(),
});
export type ReviewSubmitResponse = z.output<typeof reviewSubmitResponseSchema>;
