// Step 5: the service, then optional details. Health information is asked only after an explicit consent tick,
// is sent only with it, and is never saved on the device (booking-draft.ts).
import { formatDay, formatTime12h } from '../../lib/format.ts';
import type { Doctor, MedicalCenter } from '../../shared/booking/catalogue.ts';
import { HEARD_FROM, HEARD_FROM_LABELS, PREFERRED_LANGUAGE_LABELS, PREFERRED_LANGUAGES } from '../../shared/enums.ts';
import type { Service } from '../../shared/services/service.ts';
import Field from '../forms/Field.tsx';
import styles from './booking.module.css';
import type { BookingForm, FieldErrors, Loadable } from './booking-form.ts';

interface Props {
  form: BookingForm;
  errors: FieldErrors;
  services: Loadable<Service>;
  centers: Loadable<MedicalCenter>;
  doctors: Loadable<Doctor>;
  update: (changes: Partial<BookingForm>) => void;
}

export default function ServiceStep({ form, errors, services, centers, doctors, update }: Props) {
  const center = centers?.find((item) => item.id === form.medicalCenter);
  const doctor = doctors?.find((item) => item.id === form.doctor);
  return (
    <div>
      <dl className={styles.summary}>
        <div>
          <dt>Center</dt>
          <dd>{center?.name ?? '—'}</dd>
        </div>
        <div>
          <dt>Doctor</dt>
          <dd>{doctor ? `${doctor.title} ${doctor.name}` : '—'}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>{form.appointmentDate ? formatDay(form.appointmentDate, 'long') : '—'}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{form.timeSlot && form.slotTime ? formatTime12h(form.slotTime) : '—'}</dd>
        </div>
      </dl>

      <Field id="booking-service" label="Service" required error={errors.service}>
        {(aria) => (
          <select
            {...aria}
            value={form.service}
            onChange={(e) => update({ service: e.target.value })}
            disabled={!services}
          >
            <option value="">{services === undefined ? 'Loading services…' : 'Select a service'}</option>
            {/* Already ordered by name: the wizard asks /api/services?order=name (docs/api.md "The booking's service list"). */}
            {(services ?? []).map((service) => (
              <option key={service.id} value={service.id}>
                {service.name}
              </option>
            ))}
          </select>
        )}
      </Field>

      <div className={styles.twoColumns}>
        <Field id="booking-preferredLanguage" label="Preferred language" error={errors.preferredLanguage}>
          {(aria) => (
            <select
              {...aria}
              value={form.preferredLanguage}
              onChange={(e) => update({ preferredLanguage: e.target.value })}
            >
              <option value="">Select a language</option>
              {PREFERRED_LANGUAGES.map((value) => (
                <option key={value} value={value}>
                  {PREFERRED_LANGUAGE_LABELS[value]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="booking-howDidYouHear" label="How did you hear about us?" error={errors.howDidYouHear}>
          {(aria) => (
            <select {...aria} value={form.howDidYouHear} onChange={(e) => update({ howDidYouHear: e.target.value })}>
              <option value="">Select an option</option>
              {HEARD_FROM.map((value) => (
                <option key={value} value={value}>
                  {HEARD_FROM_LABELS[value]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="booking-emergencyContact" label="Emergency contact name" error={errors.emergencyContact}>
          {(aria) => (
            <input
              {...aria}
              autoComplete="off"
              value={form.emergencyContact}
              onChange={(e) => update({ emergencyContact: e.target.value })}
            />
          )}
        </Field>
        <Field id="booking-emergencyPhone" label="Emergency contact phone" error={errors.emergencyPhone}>
          {(aria) => (
            <input
              {...aria}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              value={form.emergencyPhone}
              onChange={(e) => update({ emergencyPhone: e.target.value })}
            />
          )}
        </Field>
      </div>

      <Field
        id="booking-notes"
        label="Notes for the center (optional)"
        error={errors.notes}
        hint="The first 80 characters are sent to the center by SMS. Please keep medical details for the health section below."
      >
        {(aria) => (
          <textarea {...aria} rows={3} value={form.notes} onChange={(e) => update({ notes: e.target.value })} />
        )}
      </Field>

      <fieldset className={styles.health}>
        <legend>Health information (optional)</legend>
        <div className={styles.consent}>
          <input
            id="booking-healthConsent"
            type="checkbox"
            checked={form.healthConsent}
            aria-invalid={Boolean(errors.healthConsent)}
            aria-describedby={errors.healthConsent ? 'booking-healthConsent-error' : 'booking-health-privacy'}
            onChange={(e) => update({ healthConsent: e.target.checked })}
          />
          <label htmlFor="booking-healthConsent">
            I agree that Hela Wedakama may keep the health information I give here, to prepare my consultation. Only
            medical staff can read it.
          </label>
        </div>
        {errors.healthConsent && (
          <p id="booking-healthConsent-error" className="field-error">
            {errors.healthConsent}
          </p>
        )}
        <p id="booking-health-privacy" className="field-hint">
          For your privacy, health details are never saved on this device: if you reload the page you will need to type
          them again.
        </p>
        {form.healthConsent && (
          <>
            <Field id="booking-healthConditions" label="Health conditions" error={errors.healthConditions}>
              {(aria) => (
                <textarea
                  {...aria}
                  rows={3}
                  autoComplete="off"
                  value={form.healthConditions}
                  onChange={(e) => update({ healthConditions: e.target.value })}
                />
              )}
            </Field>
            <Field id="booking-currentMedications" label="Current medications" error={errors.currentMedications}>
              {(aria) => (
                <textarea
                  {...aria}
                  rows={3}
                  autoComplete="off"
                  value={form.currentMedications}
                  onChange={(e) => update({ currentMedications: e.target.value })}
                />
              )}
            </Field>
          </>
        )}
      </fieldset>
    </div>
  );
}
