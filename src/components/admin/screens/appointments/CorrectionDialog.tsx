// Correcting a recorded outcome asks once, names the visit and both statuses, and takes an optional reason for the
// activity log (docs/product-rules.md "Appointment status").

import type { StatusSubject } from '../../../../shared/booking/admin-appointment.ts';
import {
  APPOINTMENT_CORRECTION_LABELS,
  APPOINTMENT_STATUS_LABELS,
  type AppointmentChange,
} from '../../../../shared/booking/appointment-status.ts';
import { formatDay } from '../../../../shared/utils/format.ts';
import ConfirmDialog from '../shared/ConfirmDialog.tsx';

interface Props {
  appointment: StatusSubject;
  to: AppointmentChange;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

export default function CorrectionDialog({ appointment: a, to, busy, onConfirm, onCancel }: Props) {
  return (
    <ConfirmDialog
      title="Correct this outcome?"
      message={`${a.name}'s visit on ${formatDay(a.preferred_date, 'compact')} (${a.reference}) is recorded as ${APPOINTMENT_STATUS_LABELS[a.status]}. It will be changed to ${APPOINTMENT_STATUS_LABELS[to]}, and the change kept in the activity log with your name.`}
      confirmLabel={APPOINTMENT_CORRECTION_LABELS[to]}
      messageLabel="Reason (kept in the activity log, optional)"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
