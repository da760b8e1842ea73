import type { MedicalCenter } from '../../shared/booking/catalogue.ts';
import styles from './booking.module.css';
import type { BookingForm, Loadable } from './booking-form.ts';

interface Props {
  form: BookingForm;
  centers: Loadable<MedicalCenter>;
  update: (changes: Partial<BookingForm>) => void;
}

export default function CenterStep({ form, centers, update }: Props) {
  if (centers === undefined) return <p className={styles.loading}>Loading medical centers…</p>;
  if (centers === null) return <p className="form-error">Failed to fetch medical centers</p>;
  return (
    <div className={styles.choiceGrid}>
      {centers.map((center) => {
        const selected = form.medicalCenter === center.id;
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
            <span className={styles.choiceTitle}>{center.name}</span>
            <span className={styles.choiceMeta}>{center.address}</span>
            <span className={styles.choiceMeta}>{center.phone}</span>
          </button>
        );
      })}
    </div>
  );
}
