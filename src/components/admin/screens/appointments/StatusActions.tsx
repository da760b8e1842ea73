// The status buttons an appointment offers now (the same table the server enforces).

import type { AdminAppointment } from '../../../../shared/booking/admin-appointment.ts';
import { APPOINTMENT_ACTION_LABELS, allowedChanges } from '../../../../shared/booking/appointment-status.ts';
import type { AppointmentStatus } from '../../../../shared/enums.ts';
import ItemButton from '../shared/ItemButton.tsx';

interface Props {
  appointment: AdminAppointment;
  busy: boolean;
  onChange: (appointment: AdminAppointment, status: AppointmentStatus) => void;
}

export default function StatusActions({ appointment, busy, onChange }: Props) {
  const changes = allowedChanges(appointment.status, {
    date: appointment.preferred_date,
    time: appointment.preferred_time,
  });
  if (changes.length === 0) return null;
  return (
    <span className="as-actions">
      {changes.map((status) => (
        <ItemButton
          key={status}
          label={APPOINTMENT_ACTION_LABELS[status]}
          name={`${APPOINTMENT_ACTION_LABELS[status]} appointment ${appointment.reference}`}
          variant={status === 'cancelled' || status === 'no_show' ? 'btn-secondary' : 'btn-primary'}
          disabled={busy}
          onClick={() => onChange(appointment, status)}
        />
      ))}
    </span>
  );
}
