// Who the caller or walk-in is, as the desk takes it down: name, a phone in any form, an e-mail only if they have
// one, the language of their messages, and how they came.
import { BOOKED_VIA_LABELS, PREFERRED_LANGUAGE_LABELS, PREFERRED_LANGUAGES } from '../../../../shared/enums.ts';
import Field from '../../../forms/Field.tsx';
import type { Form } from '../../../forms/use-form.ts';

export interface PatientValues {
  patient_name: string;
  patient_phone: string;
  patient_email: string;
  preferred_language: (typeof PREFERRED_LANGUAGES)[number];
  booked_via: 'phone' | 'walk_in';
  notes: string;
}
export type PatientField = keyof PatientValues;

interface Props {
  form: Form<PatientField | 'slot_id' | 'service_id'>;
  values: PatientValues;
  onChange: (values: PatientValues) => void;
}

export default function PatientFields({ form, values, onChange }: Props) {
  const set = (name: PatientField, value: string) => {
    form.clearError(name);
    onChange({ ...values, [name]: value });
  };
  const text = (
    name: 'patient_name' | 'patient_phone' | 'patient_email',
    label: string,
    type: string,
    hint?: string,
  ) => {
    const { id, error } = form.field(name);
    return (
      <Field id={id} name={name} label={label} required={name !== 'patient_email'} error={error} hint={hint}>
        {(aria) => <input {...aria} type={type} value={values[name]} onChange={(e) => set(name, e.target.value)} />}
      </Field>
    );
  };
  const choice = (name: 'preferred_language' | 'booked_via', legend: string, options: [string, string][]) => (
    <fieldset className="field" data-field={name}>
      <legend className="required">{legend}</legend>
      <div className="as-checks">
        {options.map(([value, label]) => (
          <label key={value}>
            <input
              type="radio"
              name={form.field(name).id}
              checked={values[name] === value}
              onChange={() => set(name, value)}
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
  return (
    <>
      {text('patient_name', "Patient's name", 'text')}
      {text('patient_phone', 'Phone', 'tel', 'Any form: 077 123 4567, +94 77 123 4567')}
      {text('patient_email', 'E-mail (if they have one)', 'email', 'Without one, the patient is told by SMS only')}
      {choice(
        'booked_via',
        'How did they come?',
        Object.entries(BOOKED_VIA_LABELS).filter(([via]) => via !== 'online'),
      )}
      {choice(
        'preferred_language',
        'Language of their messages',
        PREFERRED_LANGUAGES.map((l) => [l, PREFERRED_LANGUAGE_LABELS[l]]),
      )}
      <Field id={form.field('notes').id} name="notes" label="Why they come (for the doctor)" error={form.errors.notes}>
        {(aria) => (
          <textarea
            {...aria}
            rows={2}
            maxLength={1000}
            value={values.notes}
            onChange={(e) => set('notes', e.target.value)}
          />
        )}
      </Field>
    </>
  );
}
