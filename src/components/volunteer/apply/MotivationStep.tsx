// The third step: experience and motivation.
import Field from '../../forms/Field.tsx';
import type { StepProps } from './application-values.ts';

export default function MotivationStep({ errors, text }: StepProps) {
  return (
    <div>
      <Field
        id="apply-relevant_experience"
        name="relevant_experience"
        label="Relevant Experience"
        required
        error={errors.relevant_experience}
        hint="Studies, work or volunteering related to health, community or culture"
      >
        {(aria) => <textarea {...text('relevant_experience')} {...aria} rows={4} />}
      </Field>
      <Field
        id="apply-motivation"
        name="motivation"
        label="Why do you want to volunteer with us?"
        required
        error={errors.motivation}
      >
        {(aria) => <textarea {...text('motivation')} {...aria} rows={4} />}
      </Field>
      <Field
        id="apply-expectations"
        name="expectations"
        label="What do you hope to learn or contribute?"
        required
        error={errors.expectations}
      >
        {(aria) => <textarea {...text('expectations')} {...aria} rows={4} />}
      </Field>
    </div>
  );
}
