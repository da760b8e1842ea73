// The last step of the review: the story itself, with its live character count, and the consent to publish.
import { fill } from '../../../i18n/translate.ts';
import { characterCount, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '../../../shared/reviews/review-schema.ts';
import Field from '../../forms/Field.tsx';
import styles from '../ReviewWizard.module.css';
import type { ReviewStepProps } from './review-step.ts';

export default function StoryStep({ values, visibleError, update, field, t }: ReviewStepProps) {
  const { value: story, onValue: onStory, ...storyField } = field('reviewText');
  const textLength = characterCount(story.trim());
  return (
    <div>
      <Field
        {...storyField}
        label={t.story}
        hintId="review-reviewText-count"
        hint={
          <span data-short={textLength < REVIEW_TEXT_MIN ? 'true' : undefined}>
            {fill(t.storyCount, { count: textLength, max: REVIEW_TEXT_MAX })}
            {textLength < REVIEW_TEXT_MIN ? fill(t.storyAtLeast, { min: REVIEW_TEXT_MIN }) : ''}
          </span>
        }
      >
        {(aria) => (
          <textarea
            {...aria}
            rows={8}
            value={story}
            onChange={(event) => onStory(event.target.value)}
            placeholder={t.storyPlaceholder}
          />
        )}
      </Field>
      <div className={`field ${styles.consent}`}>
        <div className="checkbox-row">
          <input
            id="review-consent"
            type="checkbox"
            checked={values.consent}
            onChange={(event) => update('consent', event.target.checked)}
            aria-invalid={visibleError('consent') ? true : undefined}
            aria-describedby={visibleError('consent') ? 'review-consent-error' : undefined}
          />
          <label htmlFor="review-consent">{t.consent}</label>
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
