// The five-step booking wizard (docs/product-rules.md "The wizard"): Personal, Location, Doctor, Date & Time,
// Service. React island on /appointment. What the patient types survives a reload (booking-draft.ts, without
// health information); a submit carries an idempotency key so a retry never books twice.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { fill } from '../../i18n/translate.ts';
import type { BookingConfirmation as Confirmation } from '../../shared/booking/booking-schema.ts';
import { personalDetailsSchema } from '../../shared/booking/booking-schema.ts';
import type { BookableDay, Doctor, MedicalCenter, Slot } from '../../shared/booking/catalogue.ts';
import { fieldMessages } from '../../shared/field-messages.ts';
import type { Service } from '../../shared/services/service.ts';
import { ApiError, sendJson } from '../../shared/utils/api-client.ts';
import { showToast } from '../../shared/utils/toast-store.ts';
import { withErrorBoundary } from '../shell/ErrorBoundary.tsx';
import BookingConfirmation from './BookingConfirmation.tsx';
import BookingProgress from './BookingProgress.tsx';
import styles from './booking.module.css';
import {
  clearConfirmation,
  clearDraft,
  loadConfirmation,
  saveConfirmation,
  saveDraft,
  startingDraft,
} from './booking-draft.ts';
import {
  type BookingForm,
  type BookingMessages,
  type CenterTexts,
  EMPTY_FORM,
  type FieldErrors,
  formErrors,
  type ServiceNames,
  STEPS,
  type Step,
  stepComplete,
  toPayload,
} from './booking-form.ts';
import CenterStep from './CenterStep.tsx';
import DateTimeStep from './DateTimeStep.tsx';
import DoctorStep from './DoctorStep.tsx';
import PersonalStep from './PersonalStep.tsx';
import ServiceStep from './ServiceStep.tsx';
import { useList } from './use-list.ts';
import WizardActions from './WizardActions.tsx';

// Loaded only when the chosen day is full: most bookings never need it.
const JoinWaitlist = lazy(() => import('./JoinWaitlist.tsx'));

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
  const [form, setForm] = useState<BookingForm>(EMPTY_FORM);
  const [step, setStep] = useState<Step>(1);
  const [idempotencyKey, setIdempotencyKey] = useState('');
  const [ready, setReady] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState('');
  const [slotNotice, setSlotNotice] = useState('');
  const [slotsVersion, setSlotsVersion] = useState(0);
  const [confirmation, setConfirmation] = useState<Confirmation>();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Restore a draft (or the confirmation after a reload), then apply ?center= and ?service=.
  useEffect(() => {
    const booked = loadConfirmation<Confirmation>();
    if (booked?.appointment) setConfirmation(booked);
    const draft = startingDraft(window.location.search);
    setForm(draft.form);
    setStep(draft.step);
    setIdempotencyKey(draft.idempotencyKey);
    setReady(true);
  }, []);

  useEffect(() => {
    if (ready && !confirmation) saveDraft({ form, step, idempotencyKey });
  }, [ready, form, step, idempotencyKey, confirmation]);

  const [centers, retryCenters] = useList<MedicalCenter>('/api/medical-centers', t.centersFailed);
  const [services, retryServices] = useList<Service>('/api/services?order=name', t.servicesFailed);
  const [doctors, retryDoctors] = useList<Doctor>(
    form.medicalCenter ? `/api/doctors?medical_center_id=${encodeURIComponent(form.medicalCenter)}` : undefined,
    t.doctorsFailed,
  );
  // The days and the times read again together after a refusal (slotsVersion): a time taken may have filled the day.
  const chosenDoctor = { doctor_id: form.doctor, medical_center_id: form.medicalCenter };
  const [days, retryDays] = useList<BookableDay>(
    form.medicalCenter && form.doctor ? `/api/appointment-days?${new URLSearchParams(chosenDoctor)}` : undefined,
    t.daysFailed,
    slotsVersion,
  );
  const [slots, retrySlots] = useList<Slot>(
    form.medicalCenter && form.doctor && form.appointmentDate
      ? `/api/appointment-slots?${new URLSearchParams({ ...chosenDoctor, date: form.appointmentDate })}`
      : undefined,
    t.slotsFailed,
    slotsVersion,
  );

  // A preselected centre or service that does not exist (an old link) is dropped rather than blocking Next.
  useEffect(() => {
    if (centers && form.medicalCenter && !centers.some((center) => center.id === form.medicalCenter)) {
      setForm((current) => ({ ...current, medicalCenter: '', doctor: '', timeSlot: '' }));
    }
  }, [centers, form.medicalCenter]);
  useEffect(() => {
    if (services && form.service && !services.some((service) => service.id === form.service)) {
      setForm((current) => ({ ...current, service: '' }));
    }
  }, [services, form.service]);

  // Focus the step's heading when the step changes (not on first load), so screen readers hear where they are.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  const update = useCallback((changes: Partial<BookingForm>) => {
    setForm((current) => ({ ...current, ...changes }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(changes)) delete next[key as keyof BookingForm];
      return next;
    });
    setFormError('');
  }, []);

  const goTo = (target: Step) => {
    moved.current = true;
    setStep(target);
  };

  function focusField(field: keyof BookingForm) {
    requestAnimationFrame(() => document.getElementById(`booking-${field}`)?.focus());
  }

  function next() {
    if (!stepComplete(step, form)) return;
    if (step === 1) {
      const result = personalDetailsSchema.safeParse({
        first_name: form.firstName,
        last_name: form.lastName,
        patient_email: form.email,
        patient_phone: form.phone,
        date_of_birth: form.dateOfBirth,
        gender: form.gender,
      });
      if (!result.success) {
        const { found } = formErrors(fieldMessages(result.error), messages);
        setErrors(found);
        const first = Object.keys(found)[0] as keyof BookingForm | undefined;
        if (first) focusField(first);
        return;
      }
    }
    if (step < 5) goTo((step + 1) as Step);
  }

  async function submit() {
    if (submitting) return;
    const chosen = services?.find((service) => service.id === form.service);
    if (!chosen) {
      setErrors({ service: t.validation.service });
      focusField('service');
      return;
    }
    if (!form.timeSlot) {
      setSlotNotice(t.validation.slot);
      goTo(4);
      return;
    }
    setSubmitting(true);
    setFormError('');
    try {
      const result = await sendJson<Confirmation>(
        'POST',
        '/api/appointment-slots',
        toPayload(form, chosen.name, idempotencyKey, locale),
        t.bookFailed,
      );
      showToast({ type: 'success', title: t.booked, message: fill(t.bookedMessage, { reference: result.reference }) });
      clearDraft();
      saveConfirmation(result);
      setConfirmation(result);
      window.scrollTo({ top: 0 });
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError(t.bookFailed, 0);
      console.error('Failed to book appointment:', failure.status, failure.message);
      showToast({ type: 'error', title: t.bookFailed, message: failure.message });
      if (failure.status === 409 || failure.status === 404) {
        // The time was taken (or closed) meanwhile: back to the times, refreshed, with the reason.
        setForm((current) => ({ ...current, timeSlot: '' }));
        setSlotNotice(failure.message);
        setSlotsVersion((version) => version + 1);
        goTo(4);
      } else if (Object.keys(failure.fields).length > 0) {
        const { found, firstStep } = formErrors(failure.fields, messages);
        setErrors(found);
        setFormError(failure.message);
        if (firstStep && firstStep !== step) goTo(firstStep);
        const first = Object.keys(found)[0] as keyof BookingForm | undefined;
        if (first) focusField(first);
      } else {
        setFormError(failure.message);
      }
    } finally {
      setSubmitting(false);
    }
  }

  function bookAnother() {
    clearConfirmation();
    setConfirmation(undefined);
    setForm(({ firstName, lastName, email, phone }) => ({ ...EMPTY_FORM, firstName, lastName, email, phone }));
    setIdempotencyKey(crypto.randomUUID());
    setStep(2);
  }

  const texts = { t, locale, centerTexts, serviceNames };
  if (confirmation)
    return <BookingConfirmation confirmation={confirmation} onBookAnother={bookAnother} texts={texts} />;

  /** What every step takes: the answers so far, how to change them, and the page's texts. */
  const stepProps = { form, update, ...texts };
  const complete = stepComplete(step, form);
  return (
    <div className={styles.wizard}>
      <BookingProgress step={step} t={t} />

      <section className={`card ${styles.panel}`} aria-labelledby="booking-step-title">
        <p className={styles.stepCount}>{fill(t.stepCount, { step, total: STEPS.length })}</p>
        <h2 id="booking-step-title" ref={heading} tabIndex={-1} className={styles.stepTitle}>
          {t.stepTitles[STEPS[step - 1] ?? 'personal']}
        </h2>

        {/* Disabled until the page's script runs, so nothing typed before then is lost. */}
        <fieldset className={styles.bare} disabled={!ready} aria-busy={!ready}>
          {step === 1 && <PersonalStep {...stepProps} errors={errors} />}
          {step === 2 && <CenterStep {...stepProps} centers={centers} onRetry={retryCenters} />}
          {step === 3 && (
            <DoctorStep {...stepProps} doctors={doctors} onRetry={retryDoctors} onChangeCenter={() => goTo(2)} />
          )}
          {step === 4 && (
            <DateTimeStep
              {...stepProps}
              days={days}
              slots={slots}
              retry={{ days: retryDays, slots: retrySlots }}
              notice={slotNotice}
              waitlist={
                services && (
                  <Suspense fallback={<p className={styles.loading}>{t.loadingSlots}</p>}>
                    <JoinWaitlist
                      form={form}
                      services={services}
                      messages={messages}
                      locale={locale}
                      serviceNames={serviceNames}
                    />
                  </Suspense>
                )
              }
              update={(changes) => {
                setSlotNotice('');
                update(changes);
              }}
            />
          )}
          {step === 5 && (
            <ServiceStep
              {...stepProps}
              errors={errors}
              services={services}
              onRetry={retryServices}
              centers={centers}
              doctors={doctors}
            />
          )}
        </fieldset>

        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}

        <WizardActions
          step={step}
          complete={complete}
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
