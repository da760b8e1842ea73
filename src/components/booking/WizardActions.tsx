// The wizard's Previous and Next buttons; on the last step Next becomes the booking button.
import styles from './booking.module.css';
import type { BookingMessages, Step } from './booking-form.ts';

interface Props {
  step: Step;
  /** Whether the step has what it needs (docs/product-rules.md "The wizard"). */
  complete: boolean;
  submitting: boolean;
  t: BookingMessages['booking'];
  onPrevious: () => void;
  onNext: () => void;
  onSubmit: () => void;
}

export default function WizardActions({ step, complete, submitting, t, onPrevious, onNext, onSubmit }: Props) {
  return (
    <div className={styles.actions} data-keep-clear>
      <button type="button" className="btn btn-secondary" onClick={onPrevious} disabled={step === 1}>
        {t.previous}
      </button>
      {step < 5 ? (
        <button type="button" className="btn btn-primary" onClick={onNext} disabled={!complete}>
          {t.next}
        </button>
      ) : (
        <button
          type="button"
          className="btn btn-primary"
          onClick={onSubmit}
          disabled={!complete || submitting}
          aria-busy={submitting}
        >
          {submitting ? t.booking : t.book}
        </button>
      )}
    </div>
  );
}
