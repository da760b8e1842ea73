import type { Locale } from '../../i18n/locales.ts';
import { fill } from '../../i18n/translate.ts';
import type { BookedAppointment } from '../../shared/booking/booking-schema.ts';
import { formatDay, formatTime12h } from '../../shared/utils/format.ts';
import styles from './booking.module.css';
import type { BookingMessages, CenterTexts, ServiceNames } from './booking-form.ts';
import { inPageLanguage } from './page-language.ts';

/** What the confirmation and the manage page need to show an appointment in the page's language. */
export interface AppointmentTexts {
  t: BookingMessages['booking'];
  locale: Locale;
  centerTexts: CenterTexts;
  serviceNames: ServiceNames;
}

/** Reference, when, who and where of one appointment (no health information). */
export default function AppointmentSummary({
  appointment,
  texts,
}: {
  appointment: BookedAppointment;
  texts: AppointmentTexts;
}) {
  const { t, locale, centerTexts, serviceNames } = texts;
  const center = centerTexts[appointment.medical_center_id];
  const name = inPageLanguage(center?.name, appointment.medical_center_name, locale);
  const address = inPageLanguage(center?.address, appointment.medical_center_address, locale);
  const service = inPageLanguage(serviceNames[appointment.service_type], appointment.service_type, locale);
  return (
    <dl className={styles.summary}>
      <div>
        <dt>{t.reference}</dt>
        <dd className={styles.reference} translate="no">
          {appointment.reference}
        </dd>
      </div>
      <div>
        <dt>{t.date}</dt>
        <dd>{formatDay(appointment.slot_date, 'long', locale)}</dd>
      </div>
      <div>
        <dt>{t.time}</dt>
        <dd>{fill(t.sriLankaTime, { time: formatTime12h(appointment.slot_time, locale) })}</dd>
      </div>
      <div>
        <dt>{t.doctor}</dt>
        <dd translate="no">{appointment.doctor_name}</dd>
      </div>
      <div>
        <dt>{t.center}</dt>
        <dd>
          <span lang={name.lang}>{name.text}</span>
          <br />
          <span className="field-hint" lang={address.lang}>
            {address.text}
          </span>
        </dd>
      </div>
      <div>
        <dt>{t.service}</dt>
        <dd lang={service.lang}>{service.text}</dd>
      </div>
    </dl>
  );
}
