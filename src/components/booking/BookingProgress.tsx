// Where the patient is among the five booking steps: done ones ticked, the current one announced.
import IslandIcon from '../ui/IslandIcon.tsx';
import styles from './booking.module.css';
import { type BookingMessages, STEPS, type Step } from './booking-form.ts';

export default function BookingProgress({ step, t }: { step: Step; t: BookingMessages['booking'] }) {
  return (
    <ol className={styles.progress} aria-label={t.progressLabel}>
      {STEPS.map((name, index) => {
        const number = index + 1;
        const state = number < step ? styles.done : number === step ? styles.current : '';
        return (
          <li
            key={name}
            className={`${styles.progressStep} ${state}`}
            aria-current={number === step ? 'step' : undefined}
          >
            <span className={styles.progressNumber} aria-hidden="true">
              {number < step ? <IslandIcon name="check" /> : number}
            </span>
            <span className={styles.progressLabel}>{t.stepNames[name]}</span>
          </li>
        );
      })}
    </ol>
  );
}
