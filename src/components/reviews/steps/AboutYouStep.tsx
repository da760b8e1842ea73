// The first step of the review: who is writing (name, age, profession and place are published; e-mail and phone never).
import TextField, { type TextFieldProps } from '../../forms/TextField.tsx';
import styles from '../ReviewWizard.module.css';
import type { ReviewStepProps, ReviewTextField } from './review-step.ts';

type AboutYouField = Extract<ReviewTextField, 'name' | 'age' | 'profession' | 'location' | 'email' | 'phone'>;

/** The step's fields in order (each labelled by the text of its name), with how the browser fills each. */
const FIELDS: readonly {
  name: AboutYouField;
  hint?: 'nameHint' | 'locationHint' | 'emailHint' | 'phoneHint';
  input: Partial<TextFieldProps>;
}[] = [
  { name: 'name', hint: 'nameHint', input: { type: 'text', autoComplete: 'name' } },
  { name: 'age', input: { type: 'text', inputMode: 'numeric', autoComplete: 'off', maxLength: 3 } },
  { name: 'profession', input: { type: 'text', autoComplete: 'organization-title' } },
  { name: 'location', hint: 'locationHint', input: { type: 'text', autoComplete: 'address-level2' } },
  { name: 'email', hint: 'emailHint', input: { type: 'email', autoComplete: 'email' } },
  { name: 'phone', hint: 'phoneHint', input: { type: 'tel', autoComplete: 'tel', placeholder: '+94 77 123 4567' } },
];

export default function AboutYouStep({ field, t }: ReviewStepProps) {
  return (
    <div className={styles.columns}>
      {FIELDS.map(({ name, hint, input }) => (
        <TextField key={name} {...input} {...field(name)} label={t[name]} hint={hint && t[hint]} />
      ))}
    </div>
  );
}
