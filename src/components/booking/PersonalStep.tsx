import { colomboToday } from '../../lib/colombo-time.ts';
import { GENDER_LABELS, GENDERS } from '../../shared/enums.ts';
import Field from '../forms/Field.tsx';
import styles from './booking.module.css';
import type { BookingForm, FieldErrors } from './booking-form.ts';

interface Props {
  form: BookingForm;
  errors: FieldErrors;
  update: (changes: Partial<BookingForm>) => void;
}

export default function PersonalStep({ form, errors, update }: Props) {
  return (
    <div className={styles.twoColumns}>
      <Field id="booking-firstName" label="First name" required error={errors.firstName}>
        {(aria) => (
          <input
            {...aria}
            autoComplete="given-name"
            value={form.firstName}
            onChange={(e) => update({ firstName: e.target.value })}
          />
        )}
      </Field>
      <Field id="booking-lastName" label="Last name" required error={errors.lastName}>
        {(aria) => (
          <input
            {...aria}
            autoComplete="family-name"
            value={form.lastName}
            onChange={(e) => update({ lastName: e.target.value })}
          />
        )}
      </Field>
      <Field id="booking-email" label="Email" required error={errors.email}>
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
      <Field id="booking-phone" label="Phone" required error={errors.phone} hint="e.g. 077 123 4567">
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
      <Field id="booking-dateOfBirth" label="Date of Birth" error={errors.dateOfBirth}>
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
      <Field id="booking-gender" label="Gender" error={errors.gender}>
        {(aria) => (
          <select {...aria} value={form.gender} onChange={(e) => update({ gender: e.target.value })}>
            <option value="">Select gender</option>
            {GENDERS.map((value) => (
              <option key={value} value={value}>
                {GENDER_LABELS[value]}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}
