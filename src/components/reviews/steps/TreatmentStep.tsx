// The second step of the review: the condition, the treatment, how long, and the stars.
import { REVIEW_DURATIONS, REVIEW_TREATMENTS } from '../../../shared/enums.ts';
import Field from '../../forms/Field.tsx';
import styles from '../ReviewWizard.module.css';
import { StarRating } from '../StarRating.tsx';
import type { ReviewStepProps } from './review-step.ts';

export default function TreatmentStep({ values, visibleError, update }: ReviewStepProps) {
  return (
    <div>
      <Field
        id="review-condition"
        required
        label="Condition Treated"
        error={visibleError('condition')}
        hint="For example: chronic back pain, eczema, insomnia."
      >
        {(aria) => (
          <input
            {...aria}
            type="text"
            autoComplete="off"
            value={values.condition}
            onChange={(event) => update('condition', event.target.value)}
          />
        )}
      </Field>
      <div className={styles.columns}>
        <Field id="review-treatment" required label="Treatment Received" error={visibleError('treatment')}>
          {(aria) => (
            <select {...aria} value={values.treatment} onChange={(event) => update('treatment', event.target.value)}>
              <option value="">Select a treatment</option>
              {REVIEW_TREATMENTS.map((treatment) => (
                <option key={treatment} value={treatment}>
                  {treatment}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="review-duration" required label="Treatment Duration" error={visibleError('duration')}>
          {(aria) => (
            <select {...aria} value={values.duration} onChange={(event) => update('duration', event.target.value)}>
              <option value="">Select duration</option>
              {REVIEW_DURATIONS.map((duration) => (
                <option key={duration} value={duration}>
                  {duration}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <StarRating
        value={values.rating}
        error={visibleError('rating')}
        onChange={(rating) => update('rating', rating)}
      />
    </div>
  );
}
