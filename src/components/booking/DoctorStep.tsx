import type { Locale } from '../../i18n/locales.ts';
import { fill, plural } from '../../i18n/translate.ts';
import { formatLkr } from '../../lib/format.ts';
import type { Doctor } from '../../shared/booking/catalogue.ts';
import styles from './booking.module.css';
import type { BookingForm, BookingMessages, Loadable } from './booking-form.ts';

interface Props {
  form: BookingForm;
  doctors: Loadable<Doctor>;
  update: (changes: Partial<BookingForm>) => void;
  onChangeCenter: () => void;
  t: BookingMessages['booking'];
  locale: Locale;
}

// Names are never translated (translate="no"); the specialisation and qualification are staff's English text.
export default function DoctorStep({ form, doctors, update, onChangeCenter, t, locale }: Props) {
  if (doctors === undefined) return <p className={styles.loading}>{t.loadingDoctors}</p>;
  if (doctors === null) return <p className="form-error">{t.doctorsFailed}</p>;
  if (doctors.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{t.noDoctors}</p>
        <button type="button" className="btn btn-secondary btn-sm" onClick={onChangeCenter}>
          {t.otherCenter}
        </button>
      </div>
    );
  }
  const english = locale === 'en' ? undefined : 'en';
  return (
    <div className={styles.choiceGrid}>
      {doctors.map((doctor) => {
        const selected = form.doctor === doctor.id;
        return (
          <button
            key={doctor.id}
            type="button"
            className={`${styles.choice} ${selected ? styles.selected : ''}`}
            aria-pressed={selected}
            onClick={() => !selected && update({ doctor: doctor.id, timeSlot: '' })}
          >
            <span className={styles.choiceTitle} translate="no">
              {doctor.title} {doctor.name}
            </span>
            <span className={styles.choiceMeta} lang={english}>
              {doctor.specialization}
            </span>
            <span className={styles.choiceMeta}>
              {doctor.qualification && <span lang={english}>{doctor.qualification} · </span>}
              {plural(locale, doctor.experience_years, t.experience)}
            </span>
            <span className={styles.fee}>
              {fill(t.consultationFee, { fee: formatLkr(doctor.consultation_fee, locale) })}
            </span>
          </button>
        );
      })}
    </div>
  );
}
