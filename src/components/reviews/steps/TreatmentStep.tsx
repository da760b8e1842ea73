// The second step of the review: the condition, the treatment, how long, and the stars.
import { REVIEW_DURATIONS, REVIEW_TREATMENTS } from '../../../shared/enums.ts';
import SelectField from '../../forms/SelectField.tsx';
import TextField from '../../forms/TextField.tsx';
import styles from '../ReviewWizard.module.css';
import { StarRating } from '../StarRating.tsx';
import type { ReviewStepProps } from './review-step.ts';

export default function TreatmentStep({ values, visibleError, update, field, t, locale }: ReviewStepProps) {
  return (
    <div>
      <TextField {...field('condition')} label={t.condition} hint={t.conditionHint} type="text" autoComplete="off" />
      <div className={styles.columns}>
        <SelectField
          {...field('treatment')}
          label={t.treatment}
          placeholder={t.selectTreatment}
          choices={REVIEW_TREATMENTS}
          labels={t.treatments}
        />
        <SelectField
          {...field('duration')}
          label={t.duration}
          placeholder={t.selectDuration}
          choices={REVIEW_DURATIONS}
          labels={t.durations}
        />
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
