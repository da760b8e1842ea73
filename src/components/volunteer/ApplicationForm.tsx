// The four-step volunteer application (docs/product-rules.md "Application"), its steps in ./apply/. Moving between steps
// never validates; Submit (step 4 only) checks everything with the server's schema, then goes to the step of the
// first wrong field and focuses it. A failed submit keeps every answer; a successful one resets the form and shows
// the success screen.
import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { ApiError, sendJson } from '../../lib/api-client.ts';
import { showToast } from '../../lib/toast-store.ts';
import { fieldMessages } from '../../shared/field-messages.ts';
import { applicationBody, volunteerApplicationSchema } from '../../shared/volunteer/application-schema.ts';
import { withErrorBoundary } from '../shell/ErrorBoundary.tsx';
import AdditionalStep from './apply/AdditionalStep.tsx';
import {
  EMPTY,
  isEventType,
  LAST_STEP,
  type ProgramOption,
  STEPS,
  type StepProps,
  type TextField,
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
}

function ApplicationForm({ programs, eventTitles }: Props) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [step, setStep] = useState(1);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [focusTarget, setFocusTarget] = useState<{ field?: string; heading?: boolean } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);

  // On a slow connection a visitor may type into the prebuilt step 1 before this island takes over: keep what
  // they typed. ?program= preselects the program; ?event= is carried into the application (docs/product-rules.md "Application").
  useEffect(() => {
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
      ...typed,
      program_id: programs.some((entry) => entry.id === program) ? (program ?? '') : current.program_id,
      event_type: isEventType(event) ? event : current.event_type,
    }));
  }, [programs]);

  useEffect(() => {
    if (!focusTarget) return;
    if (focusTarget.heading) headingRef.current?.focus();
    if (focusTarget.field) {
      const target = formRef.current?.querySelector<HTMLElement>(
        `[name="${focusTarget.field}"]:checked, [name="${focusTarget.field}"]`,
      );
      target?.focus();
      target?.scrollIntoView({ block: 'center' });
    }
    setFocusTarget(null);
  }, [focusTarget]);

  useEffect(() => {
    if (submitted) successRef.current?.focus();
  }, [submitted]);

  const set = <K extends keyof Values>(name: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  const goTo = (next: number) => {
    setStep(Math.min(LAST_STEP, Math.max(1, next)));
    setFocusTarget({ heading: true });
  };

  const showErrors = (fields: Record<string, string>) => {
    setErrors(fields);
    const firstStep = STEPS.findIndex((entry) => entry.fields.some((field) => fields[field]));
    if (firstStep < 0) return;
    const field = STEPS[firstStep]?.fields.find((name) => fields[name]);
    setStep(firstStep + 1);
    setFocusTarget({ field });
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step !== LAST_STEP || busy) return;
    const parsed = volunteerApplicationSchema.safeParse(values);
    if (!parsed.success) {
      showErrors(fieldMessages(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await sendJson(
        'POST',
        '/api/volunteer?action=submit-application',
        applicationBody(parsed.data),
        'Failed to submit application',
      );
      showToast({
        type: 'success',
        title: 'Application Submitted!',
        message: 'Thank you for your application. We will review it and contact you soon.',
      });
      setValues(EMPTY);
      setStep(1);
      setSubmitted(true);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) showErrors(error.fields);
      showToast({
        type: 'error',
        title: 'Submission Failed',
        message:
          error instanceof Error && error.message ? error.message : 'Failed to submit application. Please try again.',
      });
    } finally {
      setBusy(false);
    }
  };

  if (submitted) {
    return (
      <div className="card apply-success" role="status">
        <p className="apply-success__icon" aria-hidden="true">
          ✓
        </p>
        <h2 ref={successRef} tabIndex={-1}>
          Application Submitted Successfully
        </h2>
        <p>
          Thank you for applying to volunteer with Hela Wedakama. Our volunteer coordinator will review your application
          and contact you within 5-7 business days.
        </p>
        <div className="apply-success__actions">
          <a className="btn btn-primary" href="/volunteer">
            Back to Volunteer Programs
          </a>
          <a className="btn btn-secondary" href="/contact">
            Contact Us
          </a>
        </div>
      </div>
    );
  }

  const text = (name: TextField) => ({
    id: `apply-${name}`,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });
  const stepProps: StepProps = { values, errors, text, set };
  const percent = Math.round((step / LAST_STEP) * 100);
  const errorCount = Object.keys(errors).length;
  const stepTitle = STEPS[step - 1]?.title ?? '';

  return (
    <form ref={formRef} className="card apply-form" noValidate onSubmit={submit} aria-labelledby="apply-step-title">
      <div className="apply-progress">
        <div className="apply-progress__text">
          <span>
            Step {step} of {LAST_STEP}
          </span>
          <span>{percent}% complete</span>
        </div>
        <div
          className="apply-progress__bar"
          role="progressbar"
          aria-label="Application progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span style={{ width: `${percent}%` }} />
        </div>
      </div>

      <h2 id="apply-step-title" ref={headingRef} tabIndex={-1} className="apply-form__title">
        {stepTitle}
      </h2>

      {errorCount > 0 && (
        <p className="form-error" role="alert">
          Please correct the {errorCount === 1 ? 'highlighted field' : `${errorCount} highlighted fields`} before
          submitting.
        </p>
      )}

      {step === 1 && <PersonalStep {...stepProps} />}

      {step === 2 && <ProgramStep {...stepProps} programs={programs} eventTitles={eventTitles} />}

      {step === 3 && <MotivationStep {...stepProps} />}

      {step === 4 && <AdditionalStep {...stepProps} />}

      <div className="apply-nav">
        <a className="btn btn-secondary apply-nav__back" href="/volunteer">
          Back to Programs
        </a>
        <div className="apply-nav__steps">
          {step > 1 && (
            <button type="button" className="btn btn-secondary" onClick={() => goTo(step - 1)}>
              Previous
            </button>
          )}
          {step < LAST_STEP ? (
            // Distinct keys: React must not turn this very button into the submit button while its click is
            // still being handled, or the click that reaches step 4 would submit the form.
            <button key="next" type="button" className="btn btn-primary" onClick={() => goTo(step + 1)}>
              Next Step
            </button>
          ) : (
            <button key="submit" type="submit" className="btn btn-accent" disabled={busy}>
              {busy ? 'Submitting...' : 'Submit Application'}
            </button>
          )}
        </div>
      </div>
    </form>
  );
}

export default withErrorBoundary(ApplicationForm);
