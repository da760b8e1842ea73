// The review form (docs/product-rules.md "Sharing a review"): one zod schema for the wizard in the browser and for
// POST /api/reviews, with the spec's messages word for word. Browser code imports this file, so it holds no
// server-only import. The CHECKs of the reviews table (enums.ts) accept every value this schema accepts.
import { z } from 'zod';
import { e164PhoneSchema, emailAddress } from '../../lib/field-rules.ts';
import { REVIEW_DURATIONS, REVIEW_TREATMENTS } from '../enums.ts';

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

const PHONE_MESSAGE = 'Please enter a valid phone number';

const age = z
  .union([z.string(), z.number()], { error: 'Age is required' })
  .transform((value) => String(value).trim())
  .pipe(
    z
      .string()
      .min(1, { error: 'Age is required', abort: true })
      .regex(/^\d{1,3}$/, { error: 'Please enter a valid age', abort: true })
      .transform(Number)
      .pipe(
        z
          .number()
          .min(REVIEW_AGE_MIN, { error: 'Must be at least 16 years old' })
          .max(REVIEW_AGE_MAX, { error: 'Please enter a valid age' }),
      ),
  );

export const reviewFormSchema = z.object({
  name: typedText('Name is required', 100, 'Name must be at most 100 characters').pipe(
    z.string().refine((value) => characterCount(value) >= 2, { error: 'Name must be at least 2 characters' }),
  ),
  age,
  profession: typedText('Profession is required', 100, 'Profession must be at most 100 characters'),
  location: typedText('Location is required', 100, 'Location must be at most 100 characters'),
  email: typedText('Email is required', 254, 'Please enter a valid email address').pipe(
    emailAddress({ required: 'Email is required', invalid: 'Please enter a valid email address' }),
  ),
  phone: typedText('Phone number is required', 30, PHONE_MESSAGE).pipe(e164PhoneSchema(PHONE_MESSAGE)),
  condition: typedText('Please specify the condition treated', 200, 'Condition must be at most 200 characters'),
  treatment: z.enum(REVIEW_TREATMENTS, { error: 'Please select a treatment' }),
  duration: z.enum(REVIEW_DURATIONS, { error: 'Please select treatment duration' }),
  rating: z.coerce
    .number({ error: 'Please select a rating' })
    .int({ error: 'Please select a rating' })
    .min(1, { error: 'Please select a rating' })
    .max(5, { error: 'Please select a rating' }),
  reviewText: z
    .string({ error: 'Please share your experience' })
    .transform((value) => value.replaceAll('\u0000', '').trim())
    .pipe(
      z
        .string()
        .min(1, { error: 'Please share your experience', abort: true })
        .refine((value) => characterCount(value) >= REVIEW_TEXT_MIN, {
          error: 'Please provide at least 50 characters',
          abort: true,
        })
        .refine((value) => characterCount(value) <= REVIEW_TEXT_MAX, { error: 'Maximum 1000 characters allowed' }),
    ),
  consent: z.literal(true, { error: 'Please accept the consent terms' }),
});

export type ReviewSubmission = z.output<typeof reviewFormSchema>;
export type ReviewField = keyof ReviewSubmission;

/** The wizard's three steps (docs/product-rules.md "Sharing a review") and the fields each one asks for. */
export const REVIEW_STEPS = [
  { title: 'Your Information', fields: ['name', 'age', 'profession', 'location', 'email', 'phone'] },
  { title: 'Treatment Experience', fields: ['condition', 'treatment', 'duration', 'rating'] },
  { title: 'Share Your Story', fields: ['reviewText', 'consent'] },
] as const satisfies readonly { title: string; fields: readonly ReviewField[] }[];

/** The answer to a submitted review (docs/api.md). */
export const reviewSubmitResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  reviewId: z.string(),
  estimatedApprovalTime: z.string(),
});
export type ReviewSubmitResponse = z.output<typeof reviewSubmitResponseSchema>;
