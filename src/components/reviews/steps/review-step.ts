// The props the review wizard's steps share.
import type { Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages/index.ts';
import type { REVIEW_STEPS, ReviewField } from '../../../shared/reviews/review-schema.ts';
import type { ReviewFormValues } from '../review-form-values.ts';

/** The fields the visitor types or picks as text: all but the stars and the consent tick. */
export type ReviewTextField = Exclude<(typeof REVIEW_STEPS)[number]['fields'][number], 'rating' | 'consent'>;

/** What each step of the review wizard receives. */
export interface ReviewStepProps {
  values: ReviewFormValues;
  /** The field's message when its step's errors are on show. */
  visibleError: (field: ReviewField) => string | undefined;
  update: <Key extends keyof ReviewFormValues>(field: Key, value: ReviewFormValues[Key]) => void;
  /** The props of a required text field bound to `name`: its id, message, value and change. */
  field: (name: ReviewTextField) => {
    id: string;
    required: true;
    error: string | undefined;
    value: string;
    onValue: (value: string) => void;
  };
  /** The review area's texts in the page's language. */
  t: Messages['review'];
  locale: Locale;
}
