// The first step of the review: who is writing (name, age, profession and place are published; e-mail and phone never).
import TextField from '../../forms/TextField.tsx';
import styles from '../ReviewWizard.module.css';
import type { ReviewStepProps } from './review-step.ts';

export default function AboutYouStep({ values, visibleError, update, t }: ReviewStepProps) {
  const text = (field: 'name' | 'age' | 'profession' | 'location' | 'email' | 'phone') => ({
    id: `review-${field}`,
    required: true,
    error: visibleError(field),
    value: values[field],
    onValue: (value: string) => update(field, value),
  });
  return (
    <div className={styles.columns}>
      <TextField {...text('name')} label={t.name} hint={t.nameHint} type="text" autoComplete="name" />
      <TextField {...text('age')} label={t.age} type="text" inputMode="numeric" autoComplete="off" maxLength={3} />
      <TextField {...text('profession')} label={t.profession} type="text" autoComplete="organization-title" />
      <TextField
        {...text('location')}
        label={t.location}
        hint={t.locationHint}
        type="text"
        autoComplete="address-level2"
      />
      <TextField {...text('email')} label={t.email} hint={t.emailHint} type="email" autoComplete="email" />
      <TextField
        {...text('phone')}
        label={t.phone}
        hint={t.phoneHint}
        type="tel"
        autoComplete="tel"
        placeholder="+94 77 123 4567"
      />
    </div>
  );
}
