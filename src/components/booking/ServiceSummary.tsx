// Step 5's reminder of the choices so far: centre, doctor, date and time, in the page's language.
import type { Locale } from '../../i18n/locales.ts';
import type { Doctor, MedicalCenter } from '../../shared/booking/catalogue.ts';
import { formatDay, formatTime12h } from '../../shared/utils/format.ts';
import styles from './booking.module.css';
import type { BookingForm, BookingMessages, CenterTexts, Loadable } from './booking-form.ts';
import { doctorInPageLanguage, inPageLanguage } from './page-language.ts';

interface Props {
  form: BookingForm;
  centers: Loadable<MedicalCenter>;
  doctors: Loadable<Doctor>;
  t: BookingMessages['booking'];
  locale: Locale;
  centerTexts: CenterTexts;
}

export default function ServiceSummary({ form, centers, doctors, t, locale, centerTexts }: Props) {
  const center = centers?.find((item) => item.id === form.medicalCenter);
  const centerName = center && inPageLanguage(centerTexts[center.id]?.name, center.name, locale);
  const doctor = doctors?.find((item) => item.id === form.doctor);
  const doctorName = doctor && doctorInPageLanguage(doctor, locale).name;
  return (
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
  );
}
