// Confirm, Complete and No-show ask once (docs/product-rules.md "Appointment status"): a mis-tap on a busy desk
// would otherwise tell a patient they are confirmed, or record a no-show, with one touch. Asking once was chosen over
// a 10-second undo: the change is sent only when it is meant (no message to take back, no timer to wait for before
// the next visit), and a wrong outcome can still be corrected afterwards by staff allowed to (CorrectionDialog).

import type { StatusSubject } from '../../../../shared/booking/admin-appointment.ts';
import {
  APPOINTMENT_ACTION_LABELS,
  APPOINTMENT_STATUS_LABELS,
  type AppointmentChange,
} from '../../../../shared/booking/appointment-status.ts';
import { formatDay, formatTime24 } from '../../../../shared/utils/format.ts';
import ConfirmDialog from '../shared/ConfirmDialog.tsx';

/** The changes that ask once before they are sent. */
export const ASK_ONCE: readonly AppointmentChange[] = ['confirmed', 'completed', 'no_show'];

const TITLES: Partial<Record<AppointmentChange, string>> = {
  confirmed: 'Confirm this appointment?',
  completed: 'Mark this visit completed?',
  no_show: 'Mark this patient as a no-show?',
};

interface Props {
  appointment: StatusSubject;
  to: AppointmentChange;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export default function OutcomeConfirmDialog({ appointment: a, to, busy, onConfirm, onCancel }: Props) {
  const when = `${formatDay(a.preferred_date, 'compact')} at ${formatTime24(a.preferred_time)}`;
  return (
    <ConfirmDialog
      title={TITLES[to] ?? `${APPOINTMENT_ACTION_LABELS[to]}?`}
      message={`${a.name}, ${when} with ${a.doctor} (${a.reference}), will be marked ${APPOINTMENT_STATUS_LABELS[to]}.`}
      confirmLabel={APPOINTMENT_ACTION_LABELS[to]}
      tone={to === 'no_show' ? 'danger' : 'primary'}
      // "Cancel" beside "Confirm" could be read as cancelling the appointment.
      backLabel="Go back"
      onConfirm={onConfirm}
      onCancel={onCancel}
      busy={busy}
    />
  );
}
