// The first step: who the applicant is.
import { colomboToday } from '../../../shared/utils/colombo-time.ts';
import { PERSON_INPUTS } from '../../forms/person-inputs.ts';
import TextField, { type TextFieldProps } from '../../forms/TextField.tsx';
import type { StepProps, TextName } from './application-values.ts';

/** The step's fields in order, each with its label and how the browser fills it; all are required. */
function personalFields(): {
  name: TextName;
  label: 'firstName' | 'lastName' | 'emailAddress' | 'phoneNumber' | 'dateOfBirth' | 'nationality' | 'country' | 'city';
  hint?: 'phoneHint';
  input?: Partial<TextFieldProps>;
}[] {
  return [
    { name: 'first_name', label: 'firstName', input: { autoComplete: 'given-name' } },
    { name: 'last_name', label: 'lastName', input: { autoComplete: 'family-name' } },
    { name: 'email', label: 'emailAddress', input: { type: 'email', inputMode: 'email', autoComplete: 'email' } },
    { name: 'phone', label: 'phoneNumber', hint: 'phoneHint', input: PERSON_INPUTS.phone },
    // Born today at the latest, by the date in Colombo.
    { name: 'date_of_birth', label: 'dateOfBirth', input: { type: 'date', max: colomboToday(), autoComplete: 'bday' } },
    { name: 'nationality', label: 'nationality' },
    { name: 'country', label: 'country', input: { autoComplete: 'country-name' } },
    { name: 'city', label: 'city', input: { autoComplete: 'address-level2' } },
  ];
}

export default function PersonalStep({ field, t }: StepProps) {
  return (
    <div className="apply-grid">
      {personalFields().map(({ name, label, hint, input }) => (
        <TextField key={name} {...input} {...field(name)} label={t[label]} hint={hint && t[hint]} required />
      ))}
    </div>
  );
}
