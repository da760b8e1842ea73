// The second step of the review: the condition, the treatment, how long, and the stars.
import { REVIEW_DURATIONS, REVIEW_TREATMENTS } from '../../../shared/enums.ts';
import Field from '../../forms/Field.tsx';
import TextField from '../../forms/TextField.tsx';
import styles from '../ReviewWizard.module.css';
import { StarRating } from '../StarRating.tsx';
import type { ReviewStepProps } from './review-step.ts';

export default function TreatmentStep({ values, visibleError, update, t, locale }: ReviewStepProps) {
  return (
    <div>
      <TextField
        id="review-condition"
        required
        label={t.condition}
        error={visibleError('condition')}
        hint={t.conditionHint}
        type="text"
        autoComplete="off"
        value={values.condition}
        onValue={(value) => update('condition', value)}
      />
      <div className={styles.columns}>
        <Field id="review-treatment" required label={t.treatment} error={visibleError('treatment')}>
          {(aria) => (
            <select {...aria} value={values.treatment} onChange={(event) => update('treatment', event.target.value)}>
              <option value="">{t.selectTreatment}</option>
              {REVIEW_TREATMENTS.map((treatment) => (
                <option key={treatment} value={treatment}>
                  {t.treatments[treatment]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="review-duration" required label={t.duration} error={visibleError('duration')}>
          {(aria) => (
            <select {...aria} value={values.duration} onChange={(event) => update('duration', event.target.value)}>
              <option value="">{t.selectDuration}</option>
              {REVIEW_DURATIONS.map((duration) => (
                <option key={duration} value={duration}>
                  {t.durations[duration]}
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
        t={t}
        locale={locale}
      />
    </div>
  );
}
