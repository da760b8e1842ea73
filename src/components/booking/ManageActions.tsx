// What the patient can do with a booking still to come: add it to a calendar, and, while the notice allows, ask for
// another time or cancel.
import styles from './booking.module.css';
import type { BookingMessages } from './booking-form.ts';
import { downloadCalendarFile } from './calendar-file.ts';
import type { Loaded } from './use-manage-booking.ts';

interface Props {
  state: Loaded;
  t: BookingMessages['booking'];
  onChange: (state: Loaded) => void;
}

export default function ManageActions({ state, t, onChange }: Props) {
  const { appointment } = state;
  const m = t.manage;
  const choosing = appointment.can_cancel && !state.confirming && !state.moving;
  return (
    <div className={styles.confirmActions}>
      <button type="button" className="btn btn-secondary" onClick={() => downloadCalendarFile(appointment)}>
        {t.addToCalendar}
      </button>
      {choosing && (
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => onChange({ ...state, moving: true, error: undefined })}
        >
          {m.move}
        </button>
      )}
      {choosing && (
        <button type="button" className="btn btn-secondary" onClick={() => onChange({ ...state, confirming: true })}>
          {m.cancel}
        </button>
      )}
    </div>
  );
}
