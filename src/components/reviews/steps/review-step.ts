// The props the review wizard's steps share.
import type { ReviewField } from '../../../shared/reviews/review-schema.ts';
import type { ReviewFormValues } from '../review-form-values.ts';

/** What each step of the review wizard receives. */
export interface ReviewStepProps {
  values: ReviewFormValues;
  /** The field's message when its step's errors are on show. */
  visibleError: (field: ReviewField) => string | undefined;
  update: <Key extends keyof ReviewFormValues>(field: Key, value: ReviewFormValues[Key]) => void;
}
