// The four-step volunteer application (spec 001 sections 2.5, 4 and 5). Moving between steps never validates;
// Submit (step 4 only) checks everything with the server's schema, then goes to the step of the first wrong field
// and focuses it. A failed submit keeps every answer; a successful one resets the form and shows the success screen.
import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { VOLUNTEER_EVENT_TYPES } from '../../content-schemas/volunteer-fields.ts';
import { ApiError, sendJson } from '../../lib/api-client.ts';
import { colomboToday } from '../../lib/colombo-time.ts';
import { showToast } from '../../lib/toast-store.ts';
import { VOLUNTEER_DURATIONS } from '../../server/db/enums.ts';
import {
  type ApplicationField,
  applicationBody,
  volunteerApplicationSchema,
} from '../../server/volunteer/application-schema.ts';
import { fieldMessages } from '../../shared/field-messages.ts';
import Field from '../forms/Field.tsx';
import { withErrorBoundary } from '../shell/ErrorBoundary.tsx';

export interface ProgramOption {
  id: string;
  title: string;
  duration: string;
  commitment: string;
  image: string;
}

interface Props {
  programs: ProgramOption[];
  /** Event type -> the title of the upcoming event of that type, for the note when ?event= is given. */
  eventTitles: Record<string, string>;
}

type Values = {
  [K in Exclude<ApplicationField, 'agreement_accepted' | 'event_type'>]: string;
} & { agreement_accepted: boolean; event_type: string | null };

const EMPTY: Values = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  date_of_birth: '',
  nationality: '',
  country: '',
  city: '',
  program_id: '',
  preferred_start_date: '',
  duration: '',
  flexibility: '',
  relevant_experience: '',
  motivation: '',
  expectations: '',
  previous_volunteering: '',
  medical_conditions: '',
  dietary_requirements: '',
  emergency_contact_name: '',
  emergency_contact_phone: '',
  emergency_contact_relation: '',
  agreement_accepted: false,
  event_type: null,
};

const STEPS: { title: string; fields: ApplicationField[] }[] = [
  {
    title: 'Personal Information',
    fields: ['first_name', 'last_name', 'email', 'phone', 'date_of_birth', 'nationality', 'country', 'city'],
  },
  { title: 'Program Selection & Timing', fields: ['program_id', 'preferred_start_date', 'duration', 'flexibility'] },
  { title: 'Experience & Motivation', fields: ['relevant_experience', 'motivation', 'expectations'] },
  {
    title: 'Additional Information & Emergency Contact',
    fields: [
      'previous_volunteering',
      'medical_conditions',
      'dietary_requirements',
      'emergency_contact_name',
      'emergency_contact_phone',
      'emergency_contact_relation',
      'agreement_accepted',
      'event_type',
    ],
  },
];
const LAST_STEP = STEPS.length;

const DURATION_LABELS: Record<(typeof VOLUNTEER_DURATIONS)[number], string> = {
  '2-weeks': '2 weeks',
  '1-month': '1 month',
  '2-months': '2 months',
  '3-months': '3 months',
  '6-months': '6 months',
  flexible: 'Flexible',
};

const isEventType = (value: string | null): value is (typeof VOLUNTEER_EVENT_TYPES)[number] =>
  (VOLUNTEER_EVENT_TYPES as readonly (string | null)[]).includes(value);

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
  const today = colomboToday();

  // On a slow connection a visitor may type into the prebuilt step 1 before this island takes over: keep what
  // they typed. ?program= preselects the program; ?event= is carried into the application (spec 001 section 2.4).
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

  const text = (name: Exclude<keyof Values, 'agreement_accepted' | 'event_type'>) => ({
    id: `apply-${name}`,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });
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

      {step === 1 && (
        <div className="apply-grid">
          <Field id="apply-first_name" name="first_name" label="First Name" required error={errors.first_name}>
            {(aria) => <input {...text('first_name')} {...aria} autoComplete="given-name" />}
          </Field>
          <Field id="apply-last_name" name="last_name" label="Last Name" required error={errors.last_name}>
            {(aria) => <input {...text('last_name')} {...aria} autoComplete="family-name" />}
          </Field>
          <Field id="apply-email" name="email" label="Email Address" required error={errors.email}>
            {(aria) => <input {...text('email')} {...aria} type="email" inputMode="email" autoComplete="email" />}
          </Field>
          <Field
            id="apply-phone"
            name="phone"
            label="Phone Number"
            required
            error={errors.phone}
            hint="With country code, e.g. +94 77 123 4567"
          >
            {(aria) => <input {...text('phone')} {...aria} type="tel" inputMode="tel" autoComplete="tel" />}
          </Field>
          <Field
            id="apply-date_of_birth"
            name="date_of_birth"
            label="Date of Birth"
            required
            error={errors.date_of_birth}
          >
            {(aria) => <input {...text('date_of_birth')} {...aria} type="date" max={today} autoComplete="bday" />}
          </Field>
          <Field id="apply-nationality" name="nationality" label="Nationality" required error={errors.nationality}>
            {(aria) => <input {...text('nationality')} {...aria} />}
          </Field>
          <Field id="apply-country" name="country" label="Country of Residence" required error={errors.country}>
            {(aria) => <input {...text('country')} {...aria} autoComplete="country-name" />}
          </Field>
          <Field id="apply-city" name="city" label="City" required error={errors.city}>
            {(aria) => <input {...text('city')} {...aria} autoComplete="address-level2" />}
          </Field>
        </div>
      )}

      {step === 2 && (
        <div>
          {values.event_type && (
            <p className="apply-note">
              You are joining through the event <strong>{eventTitles[values.event_type] ?? values.event_type}</strong>.
              We will include it with your application.
            </p>
          )}
          <fieldset
            className="field apply-programs"
            data-field="program_id"
            aria-invalid={errors.program_id ? true : undefined}
            aria-describedby={errors.program_id ? 'apply-program_id-error' : undefined}
          >
            <legend className="required">Program</legend>
            {programs.map((program) => (
              <label key={program.id} className="apply-program">
                <input
                  type="radio"
                  name="program_id"
                  value={program.id}
                  checked={values.program_id === program.id}
                  onChange={() => set('program_id', program.id)}
                />
                <span className="apply-program__emoji" aria-hidden="true">
                  {program.image}
                </span>
                <span>
                  <span className="apply-program__title">{program.title}</span>
                  <span className="apply-program__meta">
                    {program.duration} · {program.commitment}
                  </span>
                </span>
              </label>
            ))}
            {errors.program_id && (
              <p id="apply-program_id-error" className="field-error">
                {errors.program_id}
              </p>
            )}
          </fieldset>
          <div className="apply-grid">
            <Field
              id="apply-preferred_start_date"
              name="preferred_start_date"
              label="Preferred Start Date"
              required
              error={errors.preferred_start_date}
            >
              {(aria) => <input {...text('preferred_start_date')} {...aria} type="date" min={today} />}
            </Field>
            <Field id="apply-duration" name="duration" label="Duration" required error={errors.duration}>
              {(aria) => (
                <select {...text('duration')} {...aria}>
                  <option value="">Select duration</option>
                  {VOLUNTEER_DURATIONS.map((duration) => (
                    <option key={duration} value={duration}>
                      {DURATION_LABELS[duration]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <Field
            id="apply-flexibility"
            name="flexibility"
            label="Availability & Flexibility"
            required
            error={errors.flexibility}
            hint="Which days and hours suit you, and how flexible your dates are"
          >
            {(aria) => <textarea {...text('flexibility')} {...aria} rows={3} />}
          </Field>
        </div>
      )}

      {step === 3 && (
        <div>
          <Field
            id="apply-relevant_experience"
            name="relevant_experience"
            label="Relevant Experience"
            required
            error={errors.relevant_experience}
            hint="Studies, work or volunteering related to health, community or culture"
          >
            {(aria) => <textarea {...text('relevant_experience')} {...aria} rows={4} />}
          </Field>
          <Field
            id="apply-motivation"
            name="motivation"
            label="Why do you want to volunteer with us?"
            required
            error={errors.motivation}
          >
            {(aria) => <textarea {...text('motivation')} {...aria} rows={4} />}
          </Field>
          <Field
            id="apply-expectations"
            name="expectations"
            label="What do you hope to learn or contribute?"
            required
            error={errors.expectations}
          >
            {(aria) => <textarea {...text('expectations')} {...aria} rows={4} />}
          </Field>
        </div>
      )}

      {step === 4 && (
        <div>
          <h3 className="apply-form__subtitle">Additional Information</h3>
          <Field
            id="apply-previous_volunteering"
            name="previous_volunteering"
            label="Previous Volunteering (optional)"
            error={errors.previous_volunteering}
          >
            {(aria) => <textarea {...text('previous_volunteering')} {...aria} rows={3} />}
          </Field>
          <p className="field-hint apply-health-note">
            Health details are optional and confidential: only our volunteer coordinators see them, to keep you safe
            during your placement.
          </p>
          <div className="apply-grid">
            <Field
              id="apply-medical_conditions"
              name="medical_conditions"
              label="Medical Conditions (optional)"
              error={errors.medical_conditions}
            >
              {(aria) => <textarea {...text('medical_conditions')} {...aria} rows={2} autoComplete="off" />}
            </Field>
            <Field
              id="apply-dietary_requirements"
              name="dietary_requirements"
              label="Dietary Requirements (optional)"
              error={errors.dietary_requirements}
            >
              {(aria) => <textarea {...text('dietary_requirements')} {...aria} rows={2} autoComplete="off" />}
            </Field>
          </div>
          <h3 className="apply-form__subtitle">Emergency Contact</h3>
          <div className="apply-grid">
            <Field
              id="apply-emergency_contact_name"
              name="emergency_contact_name"
              label="Contact Name"
              required
              error={errors.emergency_contact_name}
            >
              {(aria) => <input {...text('emergency_contact_name')} {...aria} />}
            </Field>
            <Field
              id="apply-emergency_contact_phone"
              name="emergency_contact_phone"
              label="Contact Phone"
              required
              error={errors.emergency_contact_phone}
            >
              {(aria) => <input {...text('emergency_contact_phone')} {...aria} type="tel" inputMode="tel" />}
            </Field>
            <Field
              id="apply-emergency_contact_relation"
              name="emergency_contact_relation"
              label="Relationship"
              required
              error={errors.emergency_contact_relation}
            >
              {(aria) => <input {...text('emergency_contact_relation')} {...aria} />}
            </Field>
          </div>
          <h3 className="apply-form__subtitle">Agreement & Terms</h3>
          <div className="field apply-agreement" data-field="agreement_accepted">
            <label>
              <input
                type="checkbox"
                name="agreement_accepted"
                checked={values.agreement_accepted}
                onChange={(event) => set('agreement_accepted', event.target.checked)}
                aria-invalid={errors.agreement_accepted ? true : undefined}
                aria-describedby={errors.agreement_accepted ? 'apply-agreement_accepted-error' : undefined}
              />
              <span>
                I confirm that the information I have given is accurate, I agree to follow the volunteer code of conduct
                and the guidance of Hela Wedakama staff, and I consent to Hela Wedakama keeping the details in this
                application, including any health details I have shared, to arrange my placement.
              </span>
            </label>
            {errors.agreement_accepted && (
              <p id="apply-agreement_accepted-error" className="field-error">
                {errors.agreement_accepted}
              </p>
            )}
          </div>
        </div>
      )}

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
