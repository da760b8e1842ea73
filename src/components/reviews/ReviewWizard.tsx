// The share-review wizard (docs/product-rules.md "Sharing a review"): three steps, then submit, then the success screen.
// A step's errors show when the visitor tries to continue (and then follow their typing); nothing typed is lost on a
// failed submit or a reload. The same zod schema as POST /api/reviews decides what is valid.
import { type ReactNode, type SubmitEvent, useEffect, useRef, useState } from 'react';
import { ApiError, sendJson } from '../../lib/api-client.ts';
import { showToast } from '../../lib/toast-store.ts';
import { REVIEW_DURATIONS, REVIEW_TREATMENTS } from '../../shared/enums.ts';
import {
  characterCount,
  REVIEW_STEPS,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  type ReviewField,
  type ReviewSubmitResponse,
} from '../../shared/reviews/review-schema.ts';
import { withErrorBoundary } from '../shell/ErrorBoundary.tsx';
import styles from './ReviewWizard.module.css';
import { clearDraft, loadDraft, saveDraft } from './review-draft.ts';
import { EMPTY_REVIEW, type FieldErrors, type ReviewFormValues, validateReview } from './review-form-values.ts';
import { StarRating } from './StarRating.tsx';

const inputId = (field: ReviewField) => (field === 'rating' ? 'review-rating-1' : `review-${field}`);
const errorId = (field: ReviewField) => `review-${field}-error`;

function stepOf(field: ReviewField): number {
  return REVIEW_STEPS.findIndex((step) => (step.fields as readonly ReviewField[]).includes(field));
}

function firstInvalid(errors: FieldErrors, step?: number): ReviewField | undefined {
  const steps = step === undefined ? REVIEW_STEPS : REVIEW_STEPS.slice(step, step + 1);
  const fields = steps.flatMap((item): readonly ReviewField[] => item.fields);
  return fields.find((field) => errors[field]);
}

interface FieldProps {
  field: ReviewField;
  label: string;
  error?: string;
  hint?: ReactNode;
  hintId?: string;
  children(describedBy: string | undefined, invalid: boolean): ReactNode;
}

function Field({ field, label, error, hint, hintId, children }: FieldProps) {
  const describedBy = [hint ? (hintId ?? `review-${field}-hint`) : undefined, error ? errorId(field) : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={inputId(field)} className="required">
        {label}
      </label>
      {children(describedBy || undefined, Boolean(error))}
      {hint && (
        <div id={hintId ?? `review-${field}-hint`} className="field-hint">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId(field)} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

function ReviewWizard() {
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
  const visibleError = (field: ReviewField): string | undefined =>
    shownSteps.includes(stepOf(field)) || serverErrors[field] ? errors[field] : undefined;

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
      const answer = await sendJson<ReviewSubmitResponse>('POST', '/api/reviews', values, 'Failed to submit review');
      clearDraft();
      setSubmitted(true);
      focusAfterRender.current = 'heading';
      showToast({
        type: 'success',
        title: 'Review Submitted Successfully!',
        message: answer.message || 'Thank you for sharing your healing journey with us.',
      });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      const fields = (apiError?.fields ?? {}) as FieldErrors;
      setServerErrors(fields);
      const invalidOnServer = firstInvalid(fields);
      if (invalidOnServer) showErrorsOf(stepOf(invalidOnServer), invalidOnServer);
      showToast({
        type: 'error',
        title: 'Submission Failed',
        message: apiError?.message || 'Please try again or contact us directly.',
      });
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
      <section className={`card ${styles.success}`} aria-labelledby="review-success-heading">
        <div className={styles.successIcon} aria-hidden="true">
          ✓
        </div>
        <h2 id="review-success-heading" ref={headingRef} tabIndex={-1}>
          Thank You for Sharing Your Story!
        </h2>
        <p>
          Your review has been received. After a member of our team has read it, it will be published within 24-48
          hours.
        </p>
        <div className={styles.actions}>
          <a className="btn btn-primary" href="/">
            Return to Home
          </a>
          <a className="btn btn-secondary" href="/testimonials">
            Read Other Stories
          </a>
        </div>
      </section>
    );
  }

  const current = REVIEW_STEPS[step] ?? REVIEW_STEPS[0];
  const textLength = characterCount(values.reviewText.trim());

  return (
    <form className={`card ${styles.wizard}`} noValidate onSubmit={onSubmit} aria-labelledby="review-step-heading">
      <ol className={styles.progress}>
        {REVIEW_STEPS.map((item, index) => (
          <li
            key={item.title}
            aria-current={index === step ? 'step' : undefined}
            data-state={index < step ? 'done' : index === step ? 'current' : 'todo'}
          >
            <span className={styles.progressNumber} aria-hidden="true">
              {index < step ? '✓' : index + 1}
            </span>
            <span className={styles.progressTitle}>
              <span className="visually-hidden">
                Step {index + 1} of {REVIEW_STEPS.length}
                {index < step ? ', completed' : ''}:{' '}
              </span>
              {item.title}
            </span>
          </li>
        ))}
      </ol>

      <h2 id="review-step-heading" ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        {current.title}
      </h2>
      <p className="field-hint">
        Fields marked <span className="required" aria-hidden="true" /> are required.
      </p>

      {/* Disabled until the island runs: typing into the server-rendered form before then would be lost. */}
      <fieldset className={styles.body} disabled={!restored}>
        {step === 0 && (
          <div className={styles.columns}>
            <Field
              field="name"
              label="Full Name"
              error={visibleError('name')}
              hint="Shown with your review. Your first name alone is fine."
            >
              {(describedBy, invalid) => (
                <input
                  id="review-name"
                  type="text"
                  autoComplete="name"
                  value={values.name}
                  onChange={(event) => update('name', event.target.value)}
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                />
              )}
            </Field>
            <Field field="age" label="Age" error={visibleError('age')}>
              {(describedBy, invalid) => (
                <input
                  id="review-age"
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={3}
                  value={values.age}
                  onChange={(event) => update('age', event.target.value)}
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                />
              )}
            </Field>
            <Field field="profession" label="Profession" error={visibleError('profession')}>
              {(describedBy, invalid) => (
                <input
                  id="review-profession"
                  type="text"
                  autoComplete="organization-title"
                  value={values.profession}
                  onChange={(event) => update('profession', event.target.value)}
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                />
              )}
            </Field>
            <Field field="location" label="Location" error={visibleError('location')} hint="Your town or city.">
              {(describedBy, invalid) => (
                <input
                  id="review-location"
                  type="text"
                  autoComplete="address-level2"
                  value={values.location}
                  onChange={(event) => update('location', event.target.value)}
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                />
              )}
            </Field>
            <Field
              field="email"
              label="Email Address"
              error={visibleError('email')}
              hint="Never published. Only used if we need to confirm your review."
            >
              {(describedBy, invalid) => (
                <input
                  id="review-email"
                  type="email"
                  autoComplete="email"
                  value={values.email}
                  onChange={(event) => update('email', event.target.value)}
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                />
              )}
            </Field>
            <Field field="phone" label="Phone Number" error={visibleError('phone')} hint="Never published.">
              {(describedBy, invalid) => (
                <input
                  id="review-phone"
                  type="tel"
                  autoComplete="tel"
                  placeholder="+94 77 123 4567"
                  value={values.phone}
                  onChange={(event) => update('phone', event.target.value)}
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                />
              )}
            </Field>
          </div>
        )}

        {step === 1 && (
          <div>
            <Field
              field="condition"
              label="Condition Treated"
              error={visibleError('condition')}
              hint="For example: chronic back pain, eczema, insomnia."
            >
              {(describedBy, invalid) => (
                <input
                  id="review-condition"
                  type="text"
                  autoComplete="off"
                  value={values.condition}
                  onChange={(event) => update('condition', event.target.value)}
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                />
              )}
            </Field>
            <div className={styles.columns}>
              <Field field="treatment" label="Treatment Received" error={visibleError('treatment')}>
                {(describedBy, invalid) => (
                  <select
                    id="review-treatment"
                    value={values.treatment}
                    onChange={(event) => update('treatment', event.target.value)}
                    aria-invalid={invalid || undefined}
                    aria-describedby={describedBy}
                  >
                    <option value="">Select a treatment</option>
                    {REVIEW_TREATMENTS.map((treatment) => (
                      <option key={treatment} value={treatment}>
                        {treatment}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field field="duration" label="Treatment Duration" error={visibleError('duration')}>
                {(describedBy, invalid) => (
                  <select
                    id="review-duration"
                    value={values.duration}
                    onChange={(event) => update('duration', event.target.value)}
                    aria-invalid={invalid || undefined}
                    aria-describedby={describedBy}
                  >
                    <option value="">Select duration</option>
                    {REVIEW_DURATIONS.map((duration) => (
                      <option key={duration} value={duration}>
                        {duration}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </div>
            <StarRating
              value={values.rating}
              error={visibleError('rating')}
              onChange={(rating) => update('rating', rating)}
            />
          </div>
        )}

        {step === 2 && (
          <div>
            <Field
              field="reviewText"
              label="Your Story"
              error={visibleError('reviewText')}
              hintId="review-reviewText-count"
              hint={
                <span data-short={textLength < REVIEW_TEXT_MIN ? 'true' : undefined}>
                  {textLength}/{REVIEW_TEXT_MAX} characters
                  {textLength < REVIEW_TEXT_MIN ? ` (at least ${REVIEW_TEXT_MIN})` : ''}
                </span>
              }
            >
              {(describedBy, invalid) => (
                <textarea
                  id="review-reviewText"
                  rows={8}
                  value={values.reviewText}
                  onChange={(event) => update('reviewText', event.target.value)}
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                  placeholder="How were you before the treatment, what was it like, and how do you feel now?"
                />
              )}
            </Field>
            <div className={`field ${styles.consent}`}>
              <div className={styles.checkbox}>
                <input
                  id="review-consent"
                  type="checkbox"
                  checked={values.consent}
                  onChange={(event) => update('consent', event.target.checked)}
                  aria-invalid={visibleError('consent') ? true : undefined}
                  aria-describedby={visibleError('consent') ? errorId('consent') : undefined}
                />
                <label htmlFor="review-consent" className={styles.consentLabel}>
                  I agree that Hela Wedakama may publish my review on this website with my name, age, profession,
                  location, the condition treated, the treatment and its duration. My email address and phone number
                  will never be published.
                </label>
              </div>
              {visibleError('consent') && (
                <p id={errorId('consent')} className="field-error">
                  {visibleError('consent')}
                </p>
              )}
            </div>
          </div>
        )}
      </fieldset>

      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="review-website">Leave this field empty</label>
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
            Previous
          </button>
        )}
        {step < REVIEW_STEPS.length - 1 ? (
          <button type="submit" className="btn btn-primary">
            Continue
          </button>
        ) : (
          <button type="submit" className="btn btn-accent" disabled={submitting} aria-disabled={submitting}>
            {submitting ? 'Submitting…' : 'Submit Review'}
          </button>
        )}
      </div>
    </form>
  );
}

export default withErrorBoundary(ReviewWizard);
