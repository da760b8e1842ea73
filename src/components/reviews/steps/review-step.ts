// The props the review wizard's steps share.
import type { Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages/index.ts';
import type { ReviewField } from '../../../shared/reviews/review-schema.ts';
import type { ReviewFormValues } from '../review-form-values.ts';

/** What each step of the review wizard receives. */
export interface ReviewStepProps {
  values: ReviewFormValues;
  /** The field's message when its step's errors are on show. */
  visibleError: (field: ReviewField) => string | undefined;
  update: <Key extends keyof ReviewFormValues>(field: Key, value: ReviewFormValues[Key]) => void;
  /** The review area's texts in the page's language. */
  t: Messages['review'];
  locale: Locale;
}
