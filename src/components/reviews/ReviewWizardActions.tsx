// Previous, and Continue or (on the last step) Submit; nothing is pressed before the island runs.
import type { Messages } from '../../i18n/messages/index.ts';
import styles from './ReviewWizard.module.css';

interface Props {
  step: number;
  last: boolean;
  restored: boolean;
  submitting: boolean;
  t: Messages['review'];
  onPrevious: () => void;
}

export default function ReviewWizardActions({ step, last, restored, submitting, t, onPrevious }: Props) {
  return (
    <div className={styles.actions}>
      {step > 0 && (
        <button type="button" className="btn btn-secondary" onClick={onPrevious} disabled={submitting}>
          {t.previous}
        </button>
      )}
      {!last ? (
        <button type="submit" className="btn btn-primary" disabled={!restored}>
          {t.continue}
        </button>
      ) : (
        <button type="submit" className="btn btn-accent" disabled={submitting || !restored} aria-disabled={submitting}>
          {submitting ? t.submitting : t.submit}
        </button>
      )}
    </div>
  );
}
