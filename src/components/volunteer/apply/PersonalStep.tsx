// The first step: who the applicant is.
import { colomboToday } from '../../../lib/colombo-time.ts';
import Field from '../../forms/Field.tsx';
import type { StepProps } from './application-values.ts';

export default function PersonalStep({ errors, text }: StepProps) {
  const today = colomboToday();
  return (
    <div className="apply-grid">
      <Field id="apply-first_name" name="first_name" label="First Name" required error={errors.first_name}>
        {(aria) => <input {...text('first_name')} {...aria} autoComplete="given-name" />}
      </Field>
      <Field id="apply-last_name" name="last_name" label="Last Name" required error={errors.last_name}>
        {(aria) => <input {...text('last_name')} {...aria} autoComplete="family-name" />}
      </Field>
      <Field id="apply-email" name="email" label="Email Address" required error={errors.email}>
        {(aria) => <input {...text('email')} {...aria} type="email" inputMode="email" autoComplete="email" />}
      </Field>
      <Field
        id="apply-phone"
        name="phone"
        label="Phone Number"
        required
        error={errors.phone}
        hint="With country code, e.g. +94 77 123 4567"
      >
        {(aria) => <input {...text('phone')} {...aria} type="tel" inputMode="tel" autoComplete="tel" />}
      </Field>
      <Field id="apply-date_of_birth" name="date_of_birth" label="Date of Birth" required error={errors.date_of_birth}>
        {(aria) => <input {...text('date_of_birth')} {...aria} type="date" max={today} autoComplete="bday" />}
      </Field>
      <Field id="apply-nationality" name="nationality" label="Nationality" required error={errors.nationality}>
        {(aria) => <input {...text('nationality')} {...aria} />}
      </Field>
      <Field id="apply-country" name="country" label="Country of Residence" required error={errors.country}>
        {(aria) => <input {...text('country')} {...aria} autoComplete="country-name" />}
      </Field>
      <Field id="apply-city" name="city" label="City" required error={errors.city}>
        {(aria) => <input {...text('city')} {...aria} autoComplete="address-level2" />}
      </Field>
    </div>
  );
}
