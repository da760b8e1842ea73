// The status buttons an appointment offers now (the same flow the server enforces): none for staff who may only
// read, and the corrections of an outcome only for staff allowed to correct.
import type { AdminAppointment } from '../../../../shared/booking/admin-appointment.ts';
import {
  APPOINTMENT_ACTION_LABELS,
  APPOINTMENT_CORRECTION_LABELS,
  type AppointmentChange,
  allowedChanges,
} from '../../../../shared/booking/appointment-status.ts';
import ItemButton from '../shared/ItemButton.tsx';

export interface StatusRights {
  mayChange: boolean;
  mayCorrect: boolean;
}

interface Props {
  appointment: AdminAppointment;
  busy: boolean;
  rights: StatusRights;
  onChange: (appointment: AdminAppointment, status: AppointmentChange, correction: boolean) => void;
}

export default function StatusActions({ appointment, busy, rights, onChange }: Props) {
  if (!rights.mayChange) return null;
  const when = { date: appointment.preferred_date, time: appointment.preferred_time };
  const changes = allowedChanges(appointment.status, when, new Date(), { mayCorrect: rights.mayCorrect });
  if (changes.length === 0) return null;
  return (
    <span className="as-actions">
      {changes.map(({ to, correction }) => {
        const label = (correction ? APPOINTMENT_CORRECTION_LABELS : APPOINTMENT_ACTION_LABELS)[to];
        return (
          <ItemButton
            key={to}
            label={label}
            name={`${label} appointment ${appointment.reference}`}
            variant={correction || to === 'cancelled' || to === 'no_show' ? 'btn-secondary' : 'btn-primary'}
            disabled={busy}
            onClick={() => onChange(appointment, to, correction)}
          />
        );
      })}
    </span>
  );
}
