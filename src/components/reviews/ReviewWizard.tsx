// The share-review wizard (docs/product-rules.md "Sharing a review"): three steps, then submit, then the success screen.
// A step's errors show when the visitor tries to continue (and then follow their typing: useForm's steps and live
// revalidation); nothing typed is lost on a failed submit or a reload. The same zod schema as POST /api/reviews
// decides what is valid; its message keys are shown in the page's language, from the texts the page passes
// (docs/i18n.md).
import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import type { Messages } from '../../i18n/messages/index.ts';
import {
  REVIEW_STEPS,
  type ReviewField,
  type ReviewSubmitResponse,
  reviewFormSchema,
} from '../../shared/reviews/review-schema.ts';
import { sendJson } from '../../shared/utils/api-client.ts';
import { showToast } from '../../shared/utils/toast-store.ts';
import RequiredNote from '../forms/RequiredNote.tsx';
import { useForm } from '../forms/use-form.ts';
import { withErrorBoundary } from '../shell/ErrorBoundary.tsx';
import ReviewProgress from './ReviewProgress.tsx';
import ReviewThanks from './ReviewThanks.tsx';
import styles from './ReviewWizard.module.css';
import ReviewWizardActions from './ReviewWizardActions.tsx';
import { clearDraft } from './review-draft.ts';
import type { ReviewFormValues } from './review-form-values.ts';
import AboutYouStep from './steps/AboutYouStep.tsx';
import type { ReviewStepProps } from './steps/review-step.ts';
import StoryStep from './steps/StoryStep.tsx';
import TreatmentStep from './steps/TreatmentStep.tsx';
import { useReviewDraft } from './use-review-draft.ts';

const STEP_FIELDS = REVIEW_STEPS.map((step): readonly ReviewField[] => step.fields);
const stepOf = (field: ReviewField) => STEP_FIELDS.findIndex((fields) => fields.includes(field));
const LAST_STEP = REVIEW_STEPS.length - 1;

interface Props {
  locale: Locale;
  messages: Pick<Messages, 'review' | 'fields'>;
}

function ReviewWizard({ locale, messages }: Props) {
  const t = messages.review;
  const [submitted, setSubmitted] = useState(false);
  const { values, setValues, step, setStep, restored } = useReviewDraft(submitted);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [focusHeading, setFocusHeading] = useState(false);
  const form = useForm<ReviewField>({
    idPrefix: 'review',
    steps: STEP_FIELDS,
    live: { schema: reviewFormSchema, values },
    messages,
    inputId: (field) => (field === 'rating' ? 'review-rating-1' : undefined),
    onErrors: (found) => {
      const first = STEP_FIELDS.flat().find((field) => found[field]);
      if (first) setStep(stepOf(first));
    },
  });

  useEffect(() => {
    if (!focusHeading) return;
    headingRef.current?.focus();
    setFocusHeading(false);
  }, [focusHeading]);

  function update<Key extends keyof ReviewFormValues>(field: Key, value: ReviewFormValues[Key]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (field !== 'website') form.clearError(field as ReviewField);
  }

  function goTo(next: number) {
    setStep(next);
    setFocusHeading(true);
  }

  async function submit() {
    const review = form.check(reviewFormSchema, values);
    if (!review) return;
    const sent = await form.send(
      () => sendJson<ReviewSubmitResponse>('POST', '/api/reviews', values, t.submitFailed),
      t.failedTitle,
    );
    if (!sent) return;
    clearDraft();
    setSubmitted(true);
    showToast({ type: 'success', title: t.submittedTitle, message: t.submittedText });
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.sending) return;
    if (step < LAST_STEP) {
      if (form.checkStep(step)) goTo(step + 1);
      return;
    }
    void submit();
  }

  if (submitted) return <ReviewThanks t={t} locale={locale} />;

  const current = REVIEW_STEPS[step] ?? REVIEW_STEPS[0];
  const visibleError = (name: ReviewField) => form.errors[name];
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
      <ReviewProgress step={step} t={t} />

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

      <ReviewWizardActions
        step={step}
        last={step === LAST_STEP}
        restored={restored}
        submitting={form.sending}
        t={t}
        onPrevious={() => goTo(step - 1)}
      />
    </form>
  );
}

export default withErrorBoundary(ReviewWizard);
