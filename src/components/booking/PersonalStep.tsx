import { GENDERS } from '../../shared/enums.ts';
import { isSriLankanMobile } from '../../shared/phone-numbers.ts';
import { colomboToday } from '../../shared/utils/colombo-time.ts';
import Field from '../forms/Field.tsx';
import SelectField from '../forms/SelectField.tsx';
import styles from './booking.module.css';
import type { BookingForm, BookingMessages, FieldErrors } from './booking-form.ts';

interface Props {
  form: BookingForm;
  errors: FieldErrors;
  update: (changes: Partial<BookingForm>) => void;
  t: BookingMessages['booking'];
}

export default function PersonalStep({ form, errors, update, t }: Props) {
  return (
    <div className={styles.twoColumns}>
      <Field id="booking-firstName" label={t.firstName} required error={errors.firstName}>
        {(aria) => (
          <input
            {...aria}
            autoComplete="given-name"
            value={form.firstName}
            onChange={(e) => update({ firstName: e.target.value })}
          />
        )}
      </Field>
      <Field id="booking-lastName" label={t.lastName} required error={errors.lastName}>
        {(aria) => (
          <input
            {...aria}
            autoComplete="family-name"
            value={form.lastName}
            onChange={(e) => update({ lastName: e.target.value })}
          />
        )}
      </Field>
      <Field id="booking-email" label={t.email} required error={errors.email}>
        {(aria) => (
          <input
            {...aria}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={form.email}
            onChange={(e) => update({ email: e.target.value })}
          />
        )}
      </Field>
      <Field id="booking-phone" label={t.phone} required error={errors.phone} hint={t.phoneHint}>
        {(aria) => (
          <input
            {...aria}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={form.phone}
            onChange={(e) => update({ phone: e.target.value })}
          />
        )}
      </Field>
      {isSriLankanMobile(form.phone) && (
        <div className={styles.whatsappChoice}>
          <div className="checkbox-row">
            <input
              id="booking-whatsapp"
              type="checkbox"
              aria-describedby="booking-whatsapp-hint"
              checked={form.whatsapp}
              onChange={(e) => update({ whatsapp: e.target.checked })}
            />
            <label htmlFor="booking-whatsapp">{t.whatsapp}</label>
          </div>
          <p className="field-hint" id="booking-whatsapp-hint">
            {t.whatsappHint}
          </p>
        </div>
      )}
      <Field id="booking-dateOfBirth" label={t.dateOfBirth} error={errors.dateOfBirth}>
        {(aria) => (
          <input
            {...aria}
            type="date"
            autoComplete="bday"
            max={colomboToday()}
            value={form.dateOfBirth}
            onChange={(e) => update({ dateOfBirth: e.target.value })}
          />
        )}
      </Field>
      <SelectField
        id="booking-gender"
        label={t.gender}
        error={errors.gender}
        value={form.gender}
        onValue={(gender) => update({ gender })}
        placeholder={t.selectGender}
        choices={GENDERS}
        labels={t.genders}
      />
    </div>
  );
}
