// Step 5's health information: asked only after an explicit consent tick, sent only with it, never saved on the
// device (booking-draft.ts).
import Field from '../forms/Field.tsx';
import styles from './booking.module.css';
import type { BookingForm, BookingMessages, FieldErrors } from './booking-form.ts';

interface Props {
  form: BookingForm;
  errors: FieldErrors;
  update: (changes: Partial<BookingForm>) => void;
  t: BookingMessages['booking'];
}

export default function HealthDetails({ form, errors, update, t }: Props) {
  return (
    <fieldset className={styles.health}>
      <legend>{t.health}</legend>
      <div className={`checkbox-row ${styles.consent}`}>
        <input
          id="booking-healthConsent"
          type="checkbox"
          checked={form.healthConsent}
          aria-invalid={Boolean(errors.healthConsent)}
          aria-describedby={errors.healthConsent ? 'booking-healthConsent-error' : 'booking-health-privacy'}
          onChange={(e) => update({ healthConsent: e.target.checked })}
        />
        <label htmlFor="booking-healthConsent">{t.healthConsent}</label>
      </div>
      {errors.healthConsent && (
        <p id="booking-healthConsent-error" className="field-error">
          {errors.healthConsent}
        </p>
      )}
      <p id="booking-health-privacy" className="field-hint">
        {t.healthPrivacy}
      </p>
      {form.healthConsent && (
        <>
          <Field id="booking-healthConditions" label={t.healthConditions} error={errors.healthConditions}>
            {(aria) => (
              <textarea
                {...aria}
                rows={3}
                autoComplete="off"
                value={form.healthConditions}
                onChange={(e) => update({ healthConditions: e.target.value })}
              />
            )}
          </Field>
          <Field id="booking-currentMedications" label={t.currentMedications} error={errors.currentMedications}>
            {(aria) => (
              <textarea
                {...aria}
                rows={3}
                autoComplete="off"
                value={form.currentMedications}
                onChange={(e) => update({ currentMedications: e.target.value })}
              />
            )}
          </Field>
        </>
      )}
    </fieldset>
  );
}
