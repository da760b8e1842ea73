import type { Locale } from '../../i18n/locales.ts';
import { fill, plural } from '../../i18n/translate.ts';
import type { Doctor } from '../../shared/booking/catalogue.ts';
import { formatLkr } from '../../shared/utils/format.ts';
import LoadFailed from '../ui/LoadFailed.tsx';
import styles from './booking.module.css';
import type { BookingForm, BookingMessages, Loadable } from './booking-form.ts';
import { doctorInPageLanguage } from './page-language.ts';

interface Props {
  form: BookingForm;
  doctors: Loadable<Doctor>;
  onRetry: () => void;
  update: (changes: Partial<BookingForm>) => void;
  onChangeCenter: () => void;
  t: BookingMessages['booking'];
  locale: Locale;
}

// Names are never machine-translated (translate="no"): the page shows the Sinhala or Tamil name and specialty staff
// gave, else the English; the same for the qualifications.
export default function DoctorStep({ form, doctors, onRetry, update, onChangeCenter, t, locale }: Props) {
  if (doctors === undefined) return <p className={styles.loading}>{t.loadingDoctors}</p>;
  if (doctors === null) return <LoadFailed message={t.doctorsFailed} retryLabel={t.retry} onRetry={onRetry} />;
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
  return (
    <div className={styles.choiceGrid}>
      {doctors.map((doctor) => {
        const selected = form.doctor === doctor.id;
        const shown = doctorInPageLanguage(doctor, locale);
        return (
          <button
            key={doctor.id}
            type="button"
            className={`${styles.choice} ${selected ? styles.selected : ''}`}
            aria-pressed={selected}
            onClick={() => !selected && update({ doctor: doctor.id, appointmentDate: '', timeSlot: '' })}
          >
            <span className={styles.choiceTitle} translate="no">
              {doctor.title} <span lang={shown.name.lang}>{shown.name.text}</span>
            </span>
            <span className={styles.choiceMeta} lang={shown.specialization.lang}>
              {shown.specialization.text}
            </span>
            <span className={styles.choiceMeta}>
              {shown.qualification && <span lang={shown.qualification.lang}>{shown.qualification.text}</span>}
              {shown.qualification && doctor.experience_years > 0 && ' · '}
              {/* A doctor staff added on the Doctors screen has no experience on record: nothing rather than "0 years". */}
              {doctor.experience_years > 0 && plural(locale, doctor.experience_years, t.experience)}
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
