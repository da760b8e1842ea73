// The wizard's offer to wait for a full day (docs/product-rules.md "Waitlist"): name, phone, e-mail, language and
// the service, checked with the server's schema through the one form hook, then POST /api/waitlist. Loaded only when
// the chosen day is full.
import { type SubmitEvent, useState } from 'react';
import { type Locale, localizedPath } from '../../i18n/locales.ts';
import { PREFERRED_LANGUAGES } from '../../shared/enums.ts';
import type { Service } from '../../shared/services/service.ts';
import { sendJson } from '../../shared/utils/api-client.ts';
import { joinWaitlistSchema, type WaitlistJoined } from '../../shared/waitlist/waitlist.ts';
import Field from '../forms/Field.tsx';
import SelectField from '../forms/SelectField.tsx';
import { useForm } from '../forms/use-form.ts';
import styles from './booking.module.css';
import { type BookingForm, type BookingMessages, PAGE_LANGUAGE, type ServiceNames } from './booking-form.ts';

type JoinField = 'patient_name' | 'patient_phone' | 'patient_email' | 'preferred_language' | 'service_id';
const ORDER: readonly JoinField[] = [
  'patient_name',
  'patient_phone',
  'patient_email',
  'preferred_language',
  'service_id',
];

interface Props {
  form: BookingForm;
  services: Service[];
  messages: BookingMessages;
  locale: Locale;
  serviceNames: ServiceNames;
}

export default function JoinWaitlist({ form, services, messages, locale, serviceNames }: Props) {
  const t = messages.booking;
  const w = t.waitlist;
  const [values, setValues] = useState({
    patient_name: `${form.firstName} ${form.lastName}`.trim(),
    patient_phone: form.phone,
    patient_email: form.email,
    preferred_language: form.preferredLanguage || PAGE_LANGUAGE[locale],
    service_id: form.service,
  });
  const [joined, setJoined] = useState<WaitlistJoined>();
  const join = useForm<JoinField>({ idPrefix: 'waitlist', order: ORDER, messages });
  const set = (name: JoinField, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    join.clearError(name);
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const request = {
      ...values,
      doctor_id: form.doctor,
      medical_center_id: form.medicalCenter,
      date: form.appointmentDate,
    };
    if (!join.check(joinWaitlistSchema, request)) return;
    const sent = await join.send(
      () => sendJson<{ data: WaitlistJoined }>('POST', '/api/waitlist', request, w.joinFailed),
      w.joinFailed,
    );
    if (sent) setJoined(sent.answer.data);
  }

  if (joined) {
    return (
      <div className={styles.empty} role="status">
        <p>
          <strong>{w.joined}</strong>
        </p>
        <p>{joined.created ? w.joinedText : w.alreadyJoined}</p>
        {joined.link && (
          <a className="btn btn-secondary" href={localizedPath(joined.link, locale)}>
            {w.myPlace}
          </a>
        )}
      </div>
    );
  }
  const text = (
    name: Exclude<JoinField, 'preferred_language' | 'service_id'>,
    label: string,
    type: string,
    auto: string,
  ) => (
    <Field {...join.field(name)} label={label} required>
      {(aria) => (
        <input
          {...aria}
          type={type}
          autoComplete={auto}
          value={values[name]}
          onChange={(e) => set(name, e.target.value)}
        />
      )}
    </Field>
  );
  return (
    <form className={styles.waitlist} onSubmit={submit} noValidate aria-labelledby="waitlist-title">
      <p id="waitlist-title">
        <strong>{w.dayFull}</strong> {w.offer}
      </p>
      <div className={styles.twoColumns}>
        {text('patient_name', w.name, 'text', 'name')}
        {text('patient_phone', t.phone, 'tel', 'tel')}
        {text('patient_email', t.email, 'email', 'email')}
        <SelectField
          {...join.field('preferred_language')}
          label={t.preferredLanguage}
          required
          value={values.preferred_language}
          onValue={(value) => set('preferred_language', value)}
          placeholder={t.selectOption}
          choices={PREFERRED_LANGUAGES}
          labels={t.languages}
        />
        <SelectField
          {...join.field('service_id')}
          label={t.service}
          required
          value={values.service_id}
          onValue={(value) => set('service_id', value)}
          placeholder={t.selectService}
          choices={services.map((service) => service.id)}
          labels={Object.fromEntries(services.map(({ id, name }) => [id, serviceNames[name] ?? name]))}
        />
      </div>
      <button type="submit" className="btn btn-primary" disabled={join.sending}>
        {join.sending ? w.joining : w.join}
      </button>
    </form>
  );
}
