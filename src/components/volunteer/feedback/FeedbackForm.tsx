// A volunteer programme's feedback form (docs/product-rules.md "Programme feedback"). The prebuilt HTML is a plain
// form that posts to the API, which answers with a redirect back to this page at the outcome's notice, so it works
// before (or without) JavaScript; once hydrated, the one form hook checks it with the server's schema, shows a
// message under each field and sends JSON, then the success panel. Anonymous: no name or e-mail is asked.
import { type SubmitEvent, useState } from 'react';
import type { Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages/index.ts';
import type { VolunteerProgram } from '../../../shared/enums.ts';
import { sendJson } from '../../../shared/utils/api-client.ts';
import { FEEDBACK_FIELDS, type FeedbackField, feedbackFormSchema } from '../../../shared/volunteer/feedback-schema.ts';
import SuccessPanel from '../../forms/SuccessPanel.tsx';
import { useForm } from '../../forms/use-form.ts';
import { useHydrated } from '../../forms/use-hydrated.ts';
import { withErrorBoundary } from '../../shell/ErrorBoundary.tsx';
import { type ChoiceName, RatingChoice, RecommendChoice } from './FeedbackChoices.tsx';
import FeedbackTexts from './FeedbackTexts.tsx';

interface Props {
  program: VolunteerProgram;
  locale: Locale;
  messages: Pick<Messages, 'volunteer' | 'fields'>;
}

type Values = Record<FeedbackField, string>;
const EMPTY: Values = { rating: '', feedback_text: '', suggestions: '', would_recommend: '' };

function FeedbackForm({ program, locale, messages }: Props) {
  const t = messages.volunteer.feedback;
  const [values, setValues] = useState(EMPTY);
  const [sent, setSent] = useState(false);
  const hydrated = useHydrated();
  const { errors, sending, clearError, check, send } = useForm<FeedbackField>({
    idPrefix: 'feedback',
    order: FEEDBACK_FIELDS,
    messages,
  });
  const action = `/api/volunteer?action=submit-feedback&lang=${locale}&program=${program}`;

  const update = (name: FeedbackField) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    clearError(name);
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const feedback = check(feedbackFormSchema, { ...values, program_id: program });
    if (!feedback) return;
    const done = await send(() => sendJson('POST', action, feedback, t.failedText), t.failedTitle);
    if (!done) return;
    setValues(EMPTY);
    setSent(true);
  }

  if (sent) {
    return (
      <SuccessPanel className="success feedback-success" heading={t.sentHeading} level={3}>
        <p>{t.sentText}</p>
        <button type="button" className="btn btn-secondary" onClick={() => setSent(false)}>
          {t.sendAnother}
        </button>
      </SuccessPanel>
    );
  }

  const choice = (name: ChoiceName, value: string) => ({
    type: 'radio' as const,
    name,
    value,
    checked: values[name] === value,
    onChange: () => update(name)(value),
    'aria-describedby': errors[name] ? `feedback-${name}-error` : undefined,
  });

  // Without JavaScript the browser checks the required answers itself; once hydrated, the schema does.
  return (
    <form method="post" action={action} noValidate={hydrated} onSubmit={submit} className="feedback-form">
      <input type="hidden" name="program_id" value={program} />
      <RatingChoice choice={choice} error={errors.rating} t={t} />
      <FeedbackTexts values={values} errors={errors} update={update} messages={messages} />
      <RecommendChoice choice={choice} error={errors.would_recommend} t={t} />
      <button type="submit" className="btn btn-primary" disabled={sending}>
        {sending ? t.sending : t.send}
      </button>
    </form>
  );
}

export default withErrorBoundary(FeedbackForm);
