// The first step: who the applicant is.
import { colomboToday } from '../../../lib/colombo-time.ts';
import TextField from '../../forms/TextField.tsx';
import type { StepProps } from './application-values.ts';

export default function PersonalStep({ field, t }: StepProps) {
  return (
    <div className="apply-grid">
      <TextField {...field('first_name')} label={t.firstName} required autoComplete="given-name" />
      <TextField {...field('last_name')} label={t.lastName} required autoComplete="family-name" />
      <TextField
        {...field('email')}
        label={t.emailAddress}
        required
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <TextField
        {...field('phone')}
        label={t.phoneNumber}
        required
        hint={t.phoneHint}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
      />
      <TextField
        {...field('date_of_birth')}
        label={t.dateOfBirth}
        required
        type="date"
        max={colomboToday()}
        autoComplete="bday"
      />
      <TextField {...field('nationality')} label={t.nationality} required />
      <TextField {...field('country')} label={t.country} required autoComplete="country-name" />
      <TextField {...field('city')} label={t.city} required autoComplete="address-level2" />
    </div>
  );
}
