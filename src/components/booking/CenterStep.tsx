import type { Locale } from '../../i18n/locales.ts';
import type { MedicalCenter } from '../../shared/booking/catalogue.ts';
import LoadFailed from '../ui/LoadFailed.tsx';
import styles from './booking.module.css';
import type { BookingForm, BookingMessages, CenterTexts, Loadable } from './booking-form.ts';
import { inPageLanguage } from './page-language.ts';

interface Props {
  form: BookingForm;
  centers: Loadable<MedicalCenter>;
  onRetry: () => void;
  update: (changes: Partial<BookingForm>) => void;
  t: BookingMessages['booking'];
  locale: Locale;
  centerTexts: CenterTexts;
}

export default function CenterStep({ form, centers, onRetry, update, t, locale, centerTexts }: Props) {
  if (centers === undefined) return <p className={styles.loading}>{t.loadingCenters}</p>;
  if (centers === null) return <LoadFailed message={t.centersFailed} retryLabel={t.retry} onRetry={onRetry} />;
  return (
    <div className={styles.choiceGrid}>
      {centers.map((center) => {
        const selected = form.medicalCenter === center.id;
        const name = inPageLanguage(centerTexts[center.id]?.name, center.name, locale);
        const address = inPageLanguage(centerTexts[center.id]?.address, center.address, locale);
        return (
          <button
            key={center.id}
            type="button"
            className={`${styles.choice} ${selected ? styles.selected : ''}`}
            aria-pressed={selected}
            onClick={() =>
              !selected && update({ medicalCenter: center.id, doctor: '', appointmentDate: '', timeSlot: '' })
            }
          >
            <span className={styles.choiceTitle} lang={name.lang}>
              {name.text}
            </span>
            <span className={styles.choiceMeta} lang={address.lang}>
              {address.text}
            </span>
            <span className={styles.choiceMeta}>{center.phone}</span>
          </button>
        );
      })}
    </div>
  );
}
