// Where the patient is among the five booking steps: done ones ticked, the current one announced.
import StepNumber from '../ui/StepNumber.tsx';
import styles from './booking.module.css';
import { type BookingMessages, STEPS, type Step } from './booking-form.ts';

export default function BookingProgress({ step, t }: { step: Step; t: BookingMessages['booking'] }) {
  return (
    <ol className={styles.progress} aria-label={t.progressLabel}>
      {STEPS.map((name, index) => {
        const number = index + 1;
        const state = number < step ? 'done' : number === step ? 'current' : 'todo';
        return (
          <li
            key={name}
            className={state === 'current' ? `${styles.progressStep} ${styles.current}` : styles.progressStep}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <StepNumber number={number} state={state} />
            <span className={styles.progressLabel}>{t.stepNames[name]}</span>
          </li>
        );
      })}
    </ol>
  );
}
