import { formatLkr } from '../../lib/format.ts';
import type { Doctor } from '../../shared/booking/catalogue.ts';
import styles from './booking.module.css';
import type { BookingForm, Loadable } from './booking-form.ts';

interface Props {
  form: BookingForm;
  doctors: Loadable<Doctor>;
  update: (changes: Partial<BookingForm>) => void;
  onChangeCenter: () => void;
}

export default function DoctorStep({ form, doctors, update, onChangeCenter }: Props) {
  if (doctors === undefined) return <p className={styles.loading}>Loading doctors…</p>;
  if (doctors === null) return <p className="form-error">Failed to fetch doctors</p>;
  if (doctors.length === 0) {
    return (
      <div className={styles.empty}>
        <p>No doctors available for the selected medical center.</p>
        <button type="button" className="btn btn-secondary btn-sm" onClick={onChangeCenter}>
          Select a different center
        </button>
      </div>
    );
  }
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
            <span className={styles.choiceTitle}>
              {doctor.title} {doctor.name}
            </span>
            <span className={styles.choiceMeta}>{doctor.specialization}</span>
            <span className={styles.choiceMeta}>
              {[doctor.qualification, `${doctor.experience_years} years experience`].filter(Boolean).join(' · ')}
            </span>
            <span className={styles.fee}>Consultation {formatLkr(doctor.consultation_fee)}</span>
          </button>
        );
      })}
    </div>
  );
}
