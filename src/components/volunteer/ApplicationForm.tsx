// The four-step volunteer application (docs/product-rules.md "Application"), its steps in ./apply/. Moving between steps
// never validates; Submit (step 4 only) checks everything with the server's schema through the one form hook, then
// goes to the step of the first wrong field and focuses it. A failed submit keeps every answer; a successful one
// resets the form and shows the success screen. The answers and the step survive a reload, Back and Forward
// (apply/application-draft.ts). Texts come from the page, in its language (docs/i18n.md).
import { type SubmitEvent, useState } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import type { Messages } from '../../i18n/messages/index.ts';
import { plural } from '../../i18n/translate.ts';
import { sendJson } from '../../shared/utils/api-client.ts';
import { showToast } from '../../shared/utils/toast-store.ts';
import {
  type ApplicationField,
  applicationBody,
  volunteerApplicationSchema,
} from '../../shared/volunteer/application-schema.ts';
import { useForm } from '../forms/use-form.ts';
import { withErrorBoundary } from '../shell/ErrorBoundary.tsx';
import AdditionalStep from './apply/AdditionalStep.tsx';
import ApplicationSuccess from './apply/ApplicationSuccess.tsx';
import ApplyNav from './apply/ApplyNav.tsx';
import ApplyProgress from './apply/ApplyProgress.tsx';
import { clearDraft } from './apply/application-draft.ts';
import {
  EMPTY,
  LAST_STEP,
  type ProgramOption,
  STEPS,
  type StepProps,
  type TextName,
} from './apply/application-values.ts';
import MotivationStep from './apply/MotivationStep.tsx';
import PersonalStep from './apply/PersonalStep.tsx';
import ProgramStep from './apply/ProgramStep.tsx';
import { useApplicationDraft } from './apply/use-application-draft.ts';

export type { ProgramOption };

interface Props {
  programs: ProgramOption[];
  /** Event type -> the title of the upcoming event of that type, for the note when ?event= is given. */
  eventTitles: Record<string, string>;
  locale: Locale;
  messages: Pick<Messages, 'volunteer' | 'fields'>;
}

const ORDER = STEPS.flatMap((entry) => entry.fields);
const stepOf = (field: string) => STEPS.findIndex((entry) => (entry.fields as string[]).includes(field)) + 1;

function ApplicationForm({ programs, eventTitles, locale, messages }: Props) {
  const t = messages.volunteer;
  const [submitted, setSubmitted] = useState<false | 'first' | 'again'>(false);
  const { values, setValues, step, setStep, set, goTo, formRef, headingRef } = useApplicationDraft(
    programs,
    submitted !== false,
  );
  const { errors, sending, check, send } = useForm<ApplicationField>({
    idPrefix: 'apply',
    order: ORDER,
    messages,
    onErrors: (found) => {
      const first = ORDER.find((field) => found[field]);
      if (first) setStep(stepOf(first));
    },
  });

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step !== LAST_STEP || sending) return;
    const application = check(volunteerApplicationSchema, values);
    if (!application) return;
    // ?lang=: the answer and the confirmation e-mail in the page's language.
    const url = `/api/volunteer?action=submit-application&lang=${locale}`;
    const sent = await send(
      () =>
        sendJson<{ data?: { already_received?: boolean } }>('POST', url, applicationBody(application), t.submitFailed),
      t.failedTitle,
    );
    if (!sent) return;
    const again = sent.answer?.data?.already_received === true;
    showToast({
      type: 'success',
      title: again ? t.alreadyReceivedHeading : t.submittedTitle,
      message: again ? t.alreadyReceived : t.submittedText,
    });
    clearDraft();
    setValues(EMPTY);
    setStep(1);
    setSubmitted(again ? 'again' : 'first');
  };

  if (submitted) return <ApplicationSuccess t={t} locale={locale} again={submitted === 'again'} />;

  const text = (name: TextName) => ({
    id: `apply-${name}`,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });
  const field = (name: TextName) => ({
    id: `apply-${name}`,
    name,
    value: values[name],
    onValue: (value: string) => set(name, value),
    error: errors[name],
  });
  const stepProps: StepProps = { values, errors, text, field, set, t };
  const errorCount = Object.values(errors).filter(Boolean).length;
  const stepKey = STEPS[step - 1]?.key ?? 'personal';

  return (
    <form ref={formRef} className="card apply-form" noValidate onSubmit={submit} aria-labelledby="apply-step-title">
      <ApplyProgress step={step} t={t} />

      <h2 id="apply-step-title" ref={headingRef} tabIndex={-1} className="apply-form__title">
        {t.steps[stepKey]}
      </h2>

      {errorCount > 0 && (
        <p className="form-error" role="alert">
          {plural(locale, errorCount, t.correctFields)}
        </p>
      )}

      {step === 1 && <PersonalStep {...stepProps} />}

      {step === 2 && <ProgramStep {...stepProps} programs={programs} eventTitles={eventTitles} />}

      {step === 3 && <MotivationStep {...stepProps} />}

      {step === 4 && <AdditionalStep {...stepProps} />}

      <ApplyNav step={step} sending={sending} goTo={goTo} t={t} locale={locale} />
    </form>
  );
}

export default withErrorBoundary(ApplicationForm);
