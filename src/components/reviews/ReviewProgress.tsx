// The review wizard's three steps over the form: done, current (aria-current) or to do, each named for screen readers.
import type { Messages } from '../../i18n/messages/index.ts';
import { fill } from '../../i18n/translate.ts';
import { REVIEW_STEPS } from '../../shared/reviews/review-schema.ts';
import StepNumber from '../ui/StepNumber.tsx';
import styles from './ReviewWizard.module.css';

export default function ReviewProgress({ step, t }: { step: number; t: Messages['review'] }) {
  return (
    <ol className={styles.progress}>
      {REVIEW_STEPS.map((item, index) => {
        const state = index < step ? 'done' : index === step ? 'current' : 'todo';
        return (
          <li key={item.key} aria-current={state === 'current' ? 'step' : undefined} data-state={state}>
            <StepNumber number={index + 1} state={state} />
            <span className={styles.progressTitle}>
              <span className="visually-hidden">
                {fill(t.stepOf, { step: index + 1, total: REVIEW_STEPS.length })}
                {state === 'done' ? t.stepDone : ''}:{' '}
              </span>
              {t.steps[item.key]}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
