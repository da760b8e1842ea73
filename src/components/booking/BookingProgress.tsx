// Where the patient is among the five booking steps: done ones ticked, the current one announced. Below 30rem five
// names do not fit side by side whole (a Sinhala or Tamil step name is one long word: වෛද්‍යවරයා): the numbers stay,
// the names are read by screen readers, and the step's title below names the current one.
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
            <span className="visually-hidden-narrow">{t.stepNames[name]}</span>
          </li>
        );
      })}
    </ol>
  );
}
