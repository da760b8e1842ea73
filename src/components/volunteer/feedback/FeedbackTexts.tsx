// The feedback form's two written answers: the feedback itself (required) and suggestions (optional).
import type { Messages } from '../../../i18n/messages/index.ts';
import type { FeedbackField } from '../../../shared/volunteer/feedback-schema.ts';
import Field from '../../forms/Field.tsx';

interface Props {
  values: Record<'feedback_text' | 'suggestions', string>;
  errors: Partial<Record<FeedbackField, string>>;
  update: (name: FeedbackField) => (value: string) => void;
  messages: Pick<Messages, 'volunteer' | 'fields'>;
}

export default function FeedbackTexts({ values, errors, update, messages }: Props) {
  const t = messages.volunteer.feedback;
  return (
    <>
      <Field
        id="feedback-feedback_text"
        name="feedback_text"
        label={t.feedbackText}
        required
        error={errors.feedback_text}
      >
        {(aria) => (
          <textarea
            {...aria}
            name="feedback_text"
            rows={4}
            maxLength={2000}
            required
            value={values.feedback_text}
            onChange={(event) => update('feedback_text')(event.target.value)}
          />
        )}
      </Field>
      <Field
        id="feedback-suggestions"
        name="suggestions"
        label={`${t.suggestions} (${messages.fields.optional})`}
        error={errors.suggestions}
      >
        {(aria) => (
          <textarea
            {...aria}
            name="suggestions"
            rows={3}
            maxLength={2000}
            value={values.suggestions}
            onChange={(event) => update('suggestions')(event.target.value)}
          />
        )}
      </Field>
    </>
  );
}
