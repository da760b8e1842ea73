// The five-step booking wizard (docs/product-rules.md "The wizard"): Personal, Location, Doctor, Date & Time,
// Service. React island on /appointment. What the patient types survives a reload (use-wizard-draft.ts, without
// health information); a submit carries an idempotency key so a retry never books twice (use-wizard-submit.ts).
import type { Locale } from '../../i18n/locales.ts';
import { fill } from '../../i18n/translate.ts';
import { withErrorBoundary } from '../shell/ErrorBoundary.tsx';
import BookingConfirmation from './BookingConfirmation.tsx';
import BookingProgress from './BookingProgress.tsx';
import styles from './booking.module.css';
import {
  type BookingMessages,
  type CenterTexts,
  type ServiceNames,
  STEPS,
  type Step,
  stepComplete,
} from './booking-form.ts';
import { useWizardChecks } from './use-wizard-checks.ts';
import { useWizardDraft } from './use-wizard-draft.ts';
import { useWizardLists } from './use-wizard-lists.ts';
import { useWizardSubmit } from './use-wizard-submit.ts';
import WizardActions from './WizardActions.tsx';
import WizardStep from './WizardStep.tsx';

interface Props {
  /** The page's catalogue areas, in its language (docs/i18n.md): islands never import the catalogues. */
  messages: BookingMessages;
  locale: Locale;
  /** Centres' names and addresses from their translated content, by centre id. */
  centerTexts: CenterTexts;
  /** Services' names in the page's language, by English name. */
  serviceNames: ServiceNames;
}

function BookingWizard({ messages, locale, centerTexts, serviceNames }: Props) {
  const t = messages.booking;
  const draft = useWizardDraft();
  const { form, step, goTo } = draft;
  const lists = useWizardLists(form, draft.setForm, t);
  const checks = useWizardChecks(draft.setForm, messages);
  const { submitting, submit } = useWizardSubmit({ draft, lists, checks, messages, locale });

  function next() {
    if (!stepComplete(step, form)) return;
    if (step === 1 && !checks.personalValid(form)) return;
    if (step < 5) goTo((step + 1) as Step);
  }

  const texts = { locale, centerTexts, serviceNames };
  if (draft.confirmation)
    return (
      <BookingConfirmation
        confirmation={draft.confirmation}
        onBookAnother={draft.bookAnother}
        texts={{ t, ...texts }}
      />
    );

  return (
    <div className={styles.wizard}>
      <BookingProgress step={step} t={t} />

      <section className={`card ${styles.panel}`} aria-labelledby="booking-step-title">
        <p className={styles.stepCount}>{fill(t.stepCount, { step, total: STEPS.length })}</p>
        <h2 id="booking-step-title" ref={draft.heading} tabIndex={-1} className={styles.stepTitle}>
          {t.stepTitles[STEPS[step - 1] ?? 'personal']}
        </h2>

        {/* Disabled until the page's script runs, so nothing typed before then is lost. */}
        <fieldset className={styles.bare} disabled={!draft.ready} aria-busy={!draft.ready}>
          <WizardStep
            step={step}
            form={form}
            lists={lists}
            checks={checks}
            messages={messages}
            goTo={goTo}
            {...texts}
          />
        </fieldset>

        {checks.formError && (
          <p className="form-error" role="alert">
            {checks.formError}
          </p>
        )}

        <WizardActions
          step={step}
          complete={stepComplete(step, form)}
          submitting={submitting}
          t={t}
          onPrevious={() => goTo((step - 1) as Step)}
          onNext={next}
          onSubmit={submit}
        />
      </section>
    </div>
  );
}

export default withErrorBoundary(BookingWizard);
