// Step 5: the service, then optional details. Health information is asked only after an explicit consent tick,
// is sent only with it, and is never saved on the device (booking-draft.ts).
import { LOCALE_TAGS, type Locale } from '../../i18n/locales.ts';
import type { Doctor, MedicalCenter } from '../../shared/booking/catalogue.ts';
import { HEARD_FROM, PREFERRED_LANGUAGES } from '../../shared/enums.ts';
import type { Service } from '../../shared/services/service.ts';
import { formatDay, formatTime12h } from '../../shared/utils/format.ts';
import Field from '../forms/Field.tsx';
import SelectField from '../forms/SelectField.tsx';
import LoadFailed from '../ui/LoadFailed.tsx';
import styles from './booking.module.css';
import {
  type BookingForm,
  type BookingMessages,
  type CenterTexts,
  type FieldErrors,
  type Loadable,
  PAGE_LANGUAGE,
  type ServiceNames,
} from './booking-form.ts';
import { doctorInPageLanguage, inPageLanguage } from './page-language.ts';

interface Props {
  form: BookingForm;
  errors: FieldErrors;
  services: Loadable<Service>;
  onRetry: () => void;
  centers: Loadable<MedicalCenter>;
  doctors: Loadable<Doctor>;
  update: (changes: Partial<BookingForm>) => void;
  t: BookingMessages['booking'];
  locale: Locale;
  centerTexts: CenterTexts;
  serviceNames: ServiceNames;
}

export default function ServiceStep(props: Props) {
  const { form, errors, services, onRetry, centers, doctors, update, t, locale, centerTexts, serviceNames } = props;
  const center = centers?.find((item) => item.id === form.medicalCenter);
  const centerName = center && inPageLanguage(centerTexts[center.id]?.name, center.name, locale);
  const doctor = doctors?.find((item) => item.id === form.doctor);
  const doctorName = doctor && doctorInPageLanguage(doctor, locale).name;
  // The API orders them by English name (docs/api.md "The booking's service list"); a Sinhala or Tamil reader
  // looks for the name in their own alphabet's order.
  const named = (services ?? []).map((service) => ({
    id: service.id,
    ...inPageLanguage(serviceNames[service.name], service.name, locale),
  }));
  if (locale !== 'en') named.sort((a, b) => a.text.localeCompare(b.text, LOCALE_TAGS[locale]));
  return (
    <div>
      <dl className={styles.summary}>
        <div>
          <dt>{t.center}</dt>
          <dd lang={centerName?.lang}>{centerName?.text ?? '—'}</dd>
        </div>
        <div>
          <dt>{t.doctor}</dt>
          <dd translate="no" lang={doctorName?.lang}>
            {doctor && doctorName ? `${doctor.title} ${doctorName.text}` : '—'}
          </dd>
        </div>
        <div>
          <dt>{t.date}</dt>
          <dd>{form.appointmentDate ? formatDay(form.appointmentDate, 'long', locale) : '—'}</dd>
        </div>
        <div>
          <dt>{t.time}</dt>
          <dd>{form.timeSlot && form.slotTime ? formatTime12h(form.slotTime, locale) : '—'}</dd>
        </div>
      </dl>

      {services === null && <LoadFailed message={t.servicesFailed} retryLabel={t.retry} onRetry={onRetry} />}
      <Field id="booking-service" label={t.service} required error={errors.service}>
        {(aria) => (
          <select
            {...aria}
            value={form.service}
            onChange={(e) => update({ service: e.target.value })}
            disabled={!services}
          >
            <option value="">{services === undefined ? t.loadingServices : t.selectService}</option>
            {named.map((service) => (
              <option key={service.id} value={service.id} lang={service.lang}>
                {service.text}
              </option>
            ))}
          </select>
        )}
      </Field>

      <div className={styles.twoColumns}>
        <Field
          id="booking-preferredLanguage"
          label={t.preferredLanguage}
          hint={t.preferredLanguageHint}
          error={errors.preferredLanguage}
        >
          {(aria) => (
            <select
              {...aria}
              value={form.preferredLanguage || PAGE_LANGUAGE[locale]}
              onChange={(e) => update({ preferredLanguage: e.target.value })}
            >
              {PREFERRED_LANGUAGES.map((value) => (
                <option key={value} value={value}>
                  {t.languages[value]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <SelectField
          id="booking-howDidYouHear"
          label={t.howDidYouHear}
          error={errors.howDidYouHear}
          value={form.howDidYouHear}
          onValue={(howDidYouHear) => update({ howDidYouHear })}
          placeholder={t.selectOption}
          choices={HEARD_FROM}
          labels={t.heardFrom}
        />
        <Field id="booking-emergencyContact" label={t.emergencyContact} error={errors.emergencyContact}>
          {(aria) => (
            <input
              {...aria}
              autoComplete="off"
              value={form.emergencyContact}
              onChange={(e) => update({ emergencyContact: e.target.value })}
            />
          )}
        </Field>
        <Field id="booking-emergencyPhone" label={t.emergencyPhone} error={errors.emergencyPhone}>
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

      <Field id="booking-notes" label={t.notes} error={errors.notes} hint={t.notesHint}>
        {(aria) => (
          <textarea {...aria} rows={3} value={form.notes} onChange={(e) => update({ notes: e.target.value })} />
        )}
      </Field>

      <fieldset className={styles.health}>
        <legend>{t.health}</legend>
        <div className={`checkbox-row ${styles.consent}`}>
          <input
            id="booking-healthConsent"
            type="checkbox"
            checked={form.healthConsent}
            aria-invalid={Boolean(errors.healthConsent)}
            aria-describedby={errors.healthConsent ? 'booking-healthConsent-error' : 'booking-health-privacy'}
            onChange={(e) => update({ healthConsent: e.target.checked })}
          />
          <label htmlFor="booking-healthConsent">{t.healthConsent}</label>
        </div>
        {errors.healthConsent && (
          <p id="booking-healthConsent-error" className="field-error">
            {errors.healthConsent}
          </p>
        )}
        <p id="booking-health-privacy" className="field-hint">
          {t.healthPrivacy}
        </p>
        {form.healthConsent && (
          <>
            <Field id="booking-healthConditions" label={t.healthConditions} error={errors.healthConditions}>
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
            <Field id="booking-currentMedications" label={t.currentMedications} error={errors.currentMedications}>
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
      <MessageChoices form={form} update={update} t={t} />
    </div>
  );
}

const CHOICES = [
  ['consentReminders', 'choiceReminders'],
  ['consentNewsletter', 'choiceNewsletter'],
  ['consentMarketing', 'choiceMarketing'],
] as const;

/** What the patient lets us send beyond their care: recorded with the booking, changed later from their link. */
function MessageChoices({ form, update, t }: Pick<Props, 'form' | 'update' | 't'>) {
  return (
    <fieldset className={styles.health}>
      <legend>{t.choicesTitle}</legend>
      {CHOICES.map(([field, label]) => (
        <div className="checkbox-row" key={field}>
          <input
            id={`booking-${field}`}
            type="checkbox"
            checked={form[field]}
            onChange={(e) => update({ [field]: e.target.checked })}
          />
          <label htmlFor={`booking-${field}`}>{t[label]}</label>
        </div>
      ))}
      <p className="field-hint">{t.choicesHint}</p>
    </fieldset>
  );
}
