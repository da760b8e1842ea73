// The first step of the review: who is writing (name, age, profession and place are published; e-mail and phone never).
import Field from '../../forms/Field.tsx';
import styles from '../ReviewWizard.module.css';
import type { ReviewStepProps } from './review-step.ts';

export default function AboutYouStep({ values, visibleError, update }: ReviewStepProps) {
  return (
    <div className={styles.columns}>
      <Field
        id="review-name"
        required
        label="Full Name"
        error={visibleError('name')}
        hint="Shown with your review. Your first name alone is fine."
      >
        {(aria) => (
          <input
            {...aria}
            type="text"
            autoComplete="name"
            value={values.name}
            onChange={(event) => update('name', event.target.value)}
          />
        )}
      </Field>
      <Field id="review-age" required label="Age" error={visibleError('age')}>
        {(aria) => (
          <input
            {...aria}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            value={values.age}
            onChange={(event) => update('age', event.target.value)}
          />
        )}
      </Field>
      <Field id="review-profession" required label="Profession" error={visibleError('profession')}>
        {(aria) => (
          <input
            {...aria}
            type="text"
            autoComplete="organization-title"
            value={values.profession}
            onChange={(event) => update('profession', event.target.value)}
          />
        )}
      </Field>
      <Field id="review-location" required label="Location" error={visibleError('location')} hint="Your town or city.">
        {(aria) => (
          <input
            {...aria}
            type="text"
            autoComplete="address-level2"
            value={values.location}
            onChange={(event) => update('location', event.target.value)}
          />
        )}
      </Field>
      <Field
        id="review-email"
        required
        label="Email Address"
        error={visibleError('email')}
        hint="Never published. Only used if we need to confirm your review."
      >
        {(aria) => (
          <input
            {...aria}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(event) => update('email', event.target.value)}
          />
        )}
      </Field>
      <Field id="review-phone" required label="Phone Number" error={visibleError('phone')} hint="Never published.">
        {(aria) => (
          <input
            {...aria}
            type="tel"
            autoComplete="tel"
            placeholder="+94 77 123 4567"
            value={values.phone}
            onChange={(event) => update('phone', event.target.value)}
          />
        )}
      </Field>
    </div>
  );
}
