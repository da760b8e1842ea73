// The four-step volunteer application (docs/product-rules.md "Application"), its steps in ./apply/. Moving between steps
// never validates; Submit (step 4 only) checks everything with the server's schema through the one form hook, then
// goes to the step of the first wrong field and focuses it. A failed submit keeps every answer; a successful one
// resets the form and shows the success screen. The answers and the step survive a reload, Back and Forward
// (apply/application-draft.ts). Texts come from the page, in its language (docs/i18n.md).
import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { type Locale, localizedPath } from '../../i18n/locales.ts';
import type { Messages } from '../../i18n/messages/index.ts';
import { fill, plural } from '../../i18n/translate.ts';
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
import { clearDraft, loadDraft, saveDraft } from './apply/application-draft.ts';
import {
  EMPTY,
  isEventType,
  LAST_STEP,
  type ProgramOption,
  STEPS,
  type StepProps,
  type TextName,
  type Values,
} from './apply/application-values.ts';
import MotivationStep from './apply/MotivationStep.tsx';
import PersonalStep from './apply/PersonalStep.tsx';
import ProgramStep from './apply/ProgramStep.tsx';

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
  const [values, setValues] = useState<Values>(EMPTY);
  const [step, setStep] = useState(1);
  const [submitted, setSubmitted] = useState<false | 'first' | 'again'>(false);
  const [restored, setRestored] = useState(false);
  const [focusHeading, setFocusHeading] = useState(false);
  const { errors, sending, check, send } = useForm<ApplicationField>({
    idPrefix: 'apply',
    order: ORDER,
    messages,
    onErrors: (found) => {
      const first = ORDER.find((field) => found[field]);
      if (first) setStep(stepOf(first));
    },
  });
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The draft of this tab first (read after hydration, so the prebuilt form and the first render agree). On a slow
  // connection a visitor may type into the prebuilt step 1 before this island takes over: keep what they typed.
  // ?program= preselects the program; ?event= is carried into the application (docs/product-rules.md "Application").
  useEffect(() => {
    const draft = loadDraft();
    const typed: Partial<Values> = {};
    if (formRef.current) {
      for (const [name, value] of new FormData(formRef.current)) {
        if (name in EMPTY && typeof value === 'string' && value && name !== 'agreement_accepted') {
          Object.assign(typed, { [name]: value });
        }
      }
    }
    const query = new URLSearchParams(window.location.search);
    const program = query.get('program');
    const event = query.get('event');
    setValues((current) => ({
      ...current,
      ...draft?.values,
      ...typed,
      program_id: programs.some((entry) => entry.id === program)
        ? (program ?? '')
        : (draft?.values.program_id ?? current.program_id),
      event_type: isEventType(event) ? event : (draft?.values.event_type ?? current.event_type),
    }));
    if (draft) setStep(draft.step);
    setRestored(true);
  }, [programs]);

  useEffect(() => {
    if (restored && !submitted) saveDraft(values, step);
  }, [values, step, restored, submitted]);

  useEffect(() => {
    if (!focusHeading) return;
    headingRef.current?.focus();
    setFocusHeading(false);
  }, [focusHeading]);

  const set = <K extends keyof Values>(name: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  const goTo = (next: number) => {
    setStep(Math.min(LAST_STEP, Math.max(1, next)));
    setFocusHeading(true);
  };

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
  const percent = Math.round((step / LAST_STEP) * 100);
  const errorCount = Object.values(errors).filter(Boolean).length;
  const stepKey = STEPS[step - 1]?.key ?? 'personal';

  return (
    <form ref={formRef} className="card apply-form" noValidate onSubmit={submit} aria-labelledby="apply-step-title">
      <div className="apply-progress">
        <div className="apply-progress__text">
          <span>{fill(t.stepOf, { step, total: LAST_STEP })}</span>
          <span>{fill(t.percentComplete, { percent })}</span>
        </div>
        <div
          className="apply-progress__bar"
          role="progressbar"
          aria-label={t.progress}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span style={{ width: `${percent}%` }} />
        </div>
      </div>

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

      <div className="apply-nav">
        <a className="btn btn-secondary apply-nav__back" href={localizedPath('/volunteer', locale)}>
          {t.backToPrograms}
        </a>
        <div className="apply-nav__steps">
          {step > 1 && (
            <button type="button" className="btn btn-secondary" onClick={() => goTo(step - 1)}>
              {t.previous}
            </button>
          )}
          {step < LAST_STEP ? (
            // Distinct keys: React must not turn this very button into the submit button while its click is
            // still being handled, or the click that reaches step 4 would submit the form.
            <button key="next" type="button" className="btn btn-primary" onClick={() => goTo(step + 1)}>
              {t.nextStep}
            </button>
          ) : (
            <button key="submit" type="submit" className="btn btn-accent" disabled={sending}>
              {sending ? t.submitting : t.submit}
            </button>
          )}
        </div>
      </div>
    </form>
  );
}

export default withErrorBoundary(ApplicationForm);
