// Step 5's optional details about the visit: the language of the consultation, how the patient heard of us, an
// emergency contact, notes.
import type { Locale } from '../../i18n/locales.ts';
import { HEARD_FROM, PREFERRED_LANGUAGES } from '../../shared/enums.ts';
import Field from '../forms/Field.tsx';
import SelectField from '../forms/SelectField.tsx';
import styles from './booking.module.css';
import { type BookingForm, type BookingMessages, type FieldErrors, PAGE_LANGUAGE } from './booking-form.ts';

interface Props {
  form: BookingForm;
  errors: FieldErrors;
  update: (changes: Partial<BookingForm>) => void;
  t: BookingMessages['booking'];
  locale: Locale;
}

export default function VisitDetails({ form, errors, update, t, locale }: Props) {
  return (
    <>
      <div className={styles.twoColumns}>
        <Field
          id="booking-preferredLanguage"
          label={t.preferredLanguage}
          hint={t.preferredLanguageHint}
          error={errors.preferredLanguage}
        >
          {(aria) => (
            <select
              {...aria}
              value={form.preferredLanguage || PAGE_LANGUAGE[locale]}
              onChange={(e) => update({ preferredLanguage: e.target.value })}
            >
              {PREFERRED_LANGUAGES.map((value) => (
                <option key={value} value={value}>
                  {t.languages[value]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <SelectField
          id="booking-howDidYouHear"
          label={t.howDidYouHear}
          error={errors.howDidYouHear}
          value={form.howDidYouHear}
          onValue={(howDidYouHear) => update({ howDidYouHear })}
          placeholder={t.selectOption}
          choices={HEARD_FROM}
          labels={t.heardFrom}
        />
        <Field id="booking-emergencyContact" label={t.emergencyContact} error={errors.emergencyContact}>
          {(aria) => (
            <input
              {...aria}
              autoComplete="off"
              value={form.emergencyContact}
              onChange={(e) => update({ emergencyContact: e.target.value })}
            />
          )}
        </Field>
        <Field id="booking-emergencyPhone" label={t.emergencyPhone} error={errors.emergencyPhone}>
          {(aria) => (
            <input
              {...aria}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              value={form.emergencyPhone}
              onChange={(e) => update({ emergencyPhone: e.target.value })}
            />
          )}
        </Field>
      </div>

      <Field id="booking-notes" label={t.notes} error={errors.notes} hint={t.notesHint}>
        {(aria) => (
          <textarea {...aria} rows={3} value={form.notes} onChange={(e) => update({ notes: e.target.value })} />
        )}
      </Field>
    </>
  );
}
