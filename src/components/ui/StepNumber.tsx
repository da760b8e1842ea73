// The round number of a step in a wizard's progress list (booking, review): a tick once the step is done, filled
// while it is the current one. The list around it reads the step out; the number itself is hidden from readers.
import IslandIcon from './IslandIcon.tsx';
import styles from './StepNumber.module.css';

export type StepState = 'done' | 'current' | 'todo';

export default function StepNumber({ number, state }: { number: number; state: StepState }) {
  return (
    <span className={styles.number} data-state={state} aria-hidden="true">
      {state === 'done' ? <IslandIcon name="check" /> : number}
    </span>
  );
}
