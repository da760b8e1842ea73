// The review wizard's state as the inputs hold it (text as typed, 0 for no star chosen yet), and how the shared
// schema's messages map onto it.

import { fieldMessages } from '../../shared/field-messages.ts';
import { type ReviewField, reviewFormSchema } from '../../shared/reviews/review-schema.ts';

/** Every field of the shared schema as the inputs hold it: text as typed, but the stars and the consent box. */
export type ReviewFormValues = Record<Exclude<ReviewField, 'rating' | 'consent'>, string> & {
  rating: number;
  consent: boolean;
  /** The honeypot: hidden from people, left empty by them. */
  website: string;
};

export const EMPTY_REVIEW: ReviewFormValues = {
  name: '',
  age: '',
  profession: '',
  location: '',
  email: '',
  phone: '',
  condition: '',
  treatment: '',
  duration: '',
  rating: 0,
  reviewText: '',
  consent: false,
  website: '',
};

export type FieldErrors = Partial<Record<ReviewField, string>>;

/** The first message of each field the shared schema refuses, exactly as the server would answer. */
export function validateReview(values: ReviewFormValues): FieldErrors {
  const result = reviewFormSchema.safeParse(values);
  return result.success ? {} : (fieldMessages(result.error) as FieldErrors);
}
