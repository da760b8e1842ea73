// "Cancel this appointment?": the patient confirms, or keeps it.
import styles from './booking.module.css';
import type { BookingMessages } from './booking-form.ts';

interface Props {
  m: BookingMessages['booking']['manage'];
  busy: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}

export default function CancelQuestion({ m, busy, onConfirm, onKeep }: Props) {
  return (
    <div className={styles.confirmBox} role="alertdialog" aria-labelledby="cancel-question">
      <p id="cancel-question">
        <strong>{m.cancelQuestion}</strong> {m.cancelWarning}
      </p>
      <div className={styles.confirmActions}>
        <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={busy}>
          {busy ? m.cancelling : m.confirmCancel}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onKeep}>
          {m.keep}
        </button>
      </div>
    </div>
  );
}
