// The share-review wizard (docs/product-rules.md "Sharing a review"): three steps, then submit, then the success screen.
// A step's errors show when the visitor tries to continue (and then follow their typing); nothing typed is lost on a
// failed submit or a reload. The same zod schema as POST /api/reviews decides what is valid; its message keys are
// shown in the page's language, from the texts the page passes (docs/i18n.md).
import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { type Locale, localizedPath } from '../../i18n/locales.ts';
import type { Messages } from '../../i18n/messages/index.ts';
import { fill, translateMessage } from '../../i18n/translate.ts';
import { REVIEW_STEPS, type ReviewField, type ReviewSubmitResponse } from '../../shared/reviews/review-schema.ts';
import { ApiError, sendJson } from '../../shared/utils/api-client.ts';
import { showToast } from '../../shared/utils/toast-store.ts';
import RequiredNote from '../forms/RequiredNote.tsx';
import SuccessPanel from '../forms/SuccessPanel.tsx';
import { withErrorBoundary } from '../shell/ErrorBoundary.tsx';
import StepNumber from '../ui/StepNumber.tsx';
import styles from './ReviewWizard.module.css';
import { clearDraft, loadDraft, saveDraft } from './review-draft.ts';
import { EMPTY_REVIEW, type FieldErrors, type ReviewFormValues, validateReview } from './review-form-values.ts';
import AboutYouStep from './steps/AboutYouStep.tsx';
import type { ReviewStepProps } from './steps/review-step.ts';
import StoryStep from './steps/StoryStep.tsx';
import TreatmentStep from './steps/TreatmentStep.tsx';

const inputId = (field: ReviewField) => (field === 'rating' ? 'review-rating-1' : `review-${field}`);

function stepOf(field: ReviewField): number {
  return REVIEW_STEPS.findIndex((step) => (step.fields as readonly ReviewField[]).includes(field));
}

function firstInvalid(errors: FieldErrors, step?: number): ReviewField | undefined {
  const steps = step === undefined ? REVIEW_STEPS : REVIEW_STEPS.slice(step, step + 1);
  const fields = steps.flatMap((item): readonly ReviewField[] => item.fields);
  return fields.find((field) => errors[field]);
}

interface Props {
  locale: Locale;
  messages: Pick<Messages, 'review' | 'fields'>;
}

function ReviewWizard({ locale, messages }: Props) {
  const t = messages.review;
  const [values, setValues] = useState<ReviewFormValues>(EMPTY_REVIEW);
  const [step, setStep] = useState(0);
  /** Steps whose errors are on show (the visitor tried to continue from them or to submit). */
  const [shownSteps, setShownSteps] = useState<number[]>([]);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [restored, setRestored] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useRef<'heading' | ReviewField | undefined>(undefined);

  // The draft is read after hydration, so the server-rendered form and the first client render agree.
  useEffect(() => {
    const draft = loadDraft();
    if (draft) {
      setValues((current) => ({ ...current, ...draft.values }));
      setStep(draft.step);
    }
    setRestored(true);
  }, []);

  useEffect(() => {
    if (restored && !submitted) saveDraft(values, step);
  }, [values, step, restored, submitted]);

  useEffect(() => {
    const target = focusAfterRender.current;
    focusAfterRender.current = undefined;
    if (target === 'heading') headingRef.current?.focus();
    else if (target) document.getElementById(inputId(target))?.focus();
  });

  const errors: FieldErrors = { ...validateReview(values), ...serverErrors };
  const visibleError = (field: ReviewField): string | undefined => {
    const message = shownSteps.includes(stepOf(field)) || serverErrors[field] ? errors[field] : undefined;
    return message && translateMessage(message, messages);
  };

  function update<Key extends keyof ReviewFormValues>(field: Key, value: ReviewFormValues[Key]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (field in serverErrors) {
      setServerErrors(({ [field as ReviewField]: _fixed, ...rest }) => rest);
    }
  }

  function goTo(next: number) {
    setStep(next);
    focusAfterRender.current = 'heading';
  }

  function showErrorsOf(stepIndex: number, field: ReviewField) {
    setShownSteps((current) => (current.includes(stepIndex) ? current : [...current, stepIndex]));
    setStep(stepIndex);
    focusAfterRender.current = field;
  }

  async function submit() {
    const invalid = firstInvalid(errors);
    if (invalid) {
      showErrorsOf(stepOf(invalid), invalid);
      return;
    }
    setSubmitting(true);
    try {
      await sendJson<ReviewSubmitResponse>('POST', '/api/reviews', values, t.submitFailed);
      clearDraft();
      setSubmitted(true);
      showToast({ type: 'success', title: t.submittedTitle, message: t.submittedText });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      const fields = (apiError?.fields ?? {}) as FieldErrors;
      setServerErrors(fields);
      const invalidOnServer = firstInvalid(fields);
      if (invalidOnServer) showErrorsOf(stepOf(invalidOnServer), invalidOnServer);
      showToast({ type: 'error', title: t.failedTitle, message: apiError?.message || t.failedText });
    } finally {
      setSubmitting(false);
    }
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (step < REVIEW_STEPS.length - 1) {
      const invalid = firstInvalid(errors, step);
      if (invalid) showErrorsOf(step, invalid);
      else goTo(step + 1);
      return;
    }
    void submit();
  }

  if (submitted) {
    return (
      <SuccessPanel
        className={`card ${styles.success}`}
        heading={t.thanksHeading}
        headingId="review-success-heading"
        links={{
          className: styles.actions,
          primary: { href: localizedPath('/', locale), label: t.home },
          secondary: { href: localizedPath('/testimonials', locale), label: t.readOthers },
        }}
      >
        <p>{t.thanksText}</p>
      </SuccessPanel>
    );
  }

  const current = REVIEW_STEPS[step] ?? REVIEW_STEPS[0];
  const field: ReviewStepProps['field'] = (name) => ({
    id: `review-${name}`,
    required: true,
    error: visibleError(name),
    value: values[name],
    onValue: (value) => update(name, value),
  });
  const stepProps: ReviewStepProps = { values, visibleError, update, field, t, locale };

  return (
    <form className={`card ${styles.wizard}`} noValidate onSubmit={onSubmit} aria-labelledby="review-step-heading">
      <ol className={styles.progress}>
        {REVIEW_STEPS.map((item, index) => {
          const state = index < step ? 'done' : index === step ? 'current' : 'todo';
          return (
            <li key={item.key} aria-current={state === 'current' ? 'step' : undefined} data-state={state}>
              <StepNumber number={index + 1} state={state} />
              <span className={styles.progressTitle}>
                <span className="visually-hidden">
                  {fill(t.stepOf, { step: index + 1, total: REVIEW_STEPS.length })}
                  {state === 'done' ? t.stepDone : ''}:{' '}
                </span>
                {t.steps[item.key]}
              </span>
            </li>
          );
        })}
      </ol>

      <h2 id="review-step-heading" ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        {t.steps[current.key]}
      </h2>
      <RequiredNote id="review-required-note" fields={messages.fields} />

      {/* Disabled until the island runs: typing into the server-rendered form before then would be lost. */}
      <fieldset className={styles.body} disabled={!restored}>
        {step === 0 && <AboutYouStep {...stepProps} />}

        {step === 1 && <TreatmentStep {...stepProps} />}

        {step === 2 && <StoryStep {...stepProps} />}
      </fieldset>

      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="review-website">{t.honeypot}</label>
        <input
          id="review-website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(event) => update('website', event.target.value)}
        />
      </div>

      <div className={styles.actions}>
        {step > 0 && (
          <button type="button" className="btn btn-secondary" onClick={() => goTo(step - 1)} disabled={submitting}>
            {t.previous}
          </button>
        )}
        {step < REVIEW_STEPS.length - 1 ? (
          <button type="submit" className="btn btn-primary" disabled={!restored}>
            {t.continue}
          </button>
        ) : (
          <button
            type="submit"
            className="btn btn-accent"
            disabled={submitting || !restored}
            aria-disabled={submitting}
          >
            {submitting ? t.submitting : t.submit}
          </button>
        )}
      </div>
    </form>
  );
}

export default withErrorBoundary(ReviewWizard);
