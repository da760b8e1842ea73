// Where the patient is among the five booking steps: done ones ticked, the current one announced.
import styles from './booking.module.css';
import { STEPS, type Step } from './booking-form.ts';

export default function BookingProgress({ step }: { step: Step }) {
  return (
    <ol className={styles.progress} aria-label="Booking steps">
      {STEPS.map((label, index) => {
        const number = index + 1;
        const state = number < step ? styles.done : number === step ? styles.current : '';
        return (
          <li
            key={label}
            className={`${styles.progressStep} ${state}`}
            aria-current={number === step ? 'step' : undefined}
          >
            <span className={styles.progressNumber} aria-hidden="true">
              {number < step ? '✓' : number}
            </span>
            <span className={styles.progressLabel}>{label}</span>
          </li>
        );
      })}
    </ol>
  );
}
