// The third step: experience and motivation.
import Field from '../../forms/Field.tsx';
import type { StepProps } from './application-values.ts';

export default function MotivationStep({ errors, text, t }: StepProps) {
  return (
    <div>
      <Field
        id="apply-relevant_experience"
        name="relevant_experience"
        label={t.experience}
        required
        error={errors.relevant_experience}
        hint={t.experienceHint}
      >
        {(aria) => <textarea {...text('relevant_experience')} {...aria} rows={4} />}
      </Field>
      <Field id="apply-motivation" name="motivation" label={t.motivation} required error={errors.motivation}>
        {(aria) => <textarea {...text('motivation')} {...aria} rows={4} />}
      </Field>
      <Field id="apply-expectations" name="expectations" label={t.expectations} required error={errors.expectations}>
        {(aria) => <textarea {...text('expectations')} {...aria} rows={4} />}
      </Field>
    </div>
  );
}
