// The last step of the review: the story itself, with its live character count, and the consent to publish.
import { characterCount, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '../../../shared/reviews/review-schema.ts';
import Field from '../../forms/Field.tsx';
import styles from '../ReviewWizard.module.css';
import type { ReviewStepProps } from './review-step.ts';

export default function StoryStep({ values, visibleError, update }: ReviewStepProps) {
  const textLength = characterCount(values.reviewText.trim());
  return (
    <div>
      <Field
        id="review-reviewText"
        required
        label="Your Story"
        error={visibleError('reviewText')}
        hintId="review-reviewText-count"
        hint={
          <span data-short={textLength < REVIEW_TEXT_MIN ? 'true' : undefined}>
            {textLength}/{REVIEW_TEXT_MAX} characters
            {textLength < REVIEW_TEXT_MIN ? ` (at least ${REVIEW_TEXT_MIN})` : ''}
          </span>
        }
      >
        {(aria) => (
          <textarea
            {...aria}
            rows={8}
            value={values.reviewText}
            onChange={(event) => update('reviewText', event.target.value)}
            placeholder="How were you before the treatment, what was it like, and how do you feel now?"
          />
        )}
      </Field>
      <div className={`field ${styles.consent}`}>
        <div className={styles.checkbox}>
          <input
            id="review-consent"
            type="checkbox"
            checked={values.consent}
            onChange={(event) => update('consent', event.target.checked)}
            aria-invalid={visibleError('consent') ? true : undefined}
            aria-describedby={visibleError('consent') ? 'review-consent-error' : undefined}
          />
          <label htmlFor="review-consent" className={styles.consentLabel}>
            I agree that Hela Wedakama may publish my review on this website with my name, age, profession, location,
            the condition treated, the treatment and its duration. My email address and phone number will never be
            published.
          </label>
        </div>
        {visibleError('consent') && (
          <p id={'review-consent-error'} className="field-error">
            {visibleError('consent')}
          </p>
        )}
      </div>
    </div>
  );
}
