// The status buttons an appointment offers now (the same flow the server enforces): none for staff who may only
// read, and the corrections of an outcome only for staff allowed to correct.
import type { StatusSubject } from '../../../../shared/booking/admin-appointment.ts';
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
  appointment: StatusSubject;
  busy: boolean;
  rights: StatusRights;
  /** The changes this place offers (the day sheet: the desk's steps), all the flow allows when left out. */
  only?: readonly AppointmentChange[];
  onChange: (appointment: StatusSubject, status: AppointmentChange, correction: boolean) => void;
}

export default function StatusActions({ appointment, busy, rights, only, onChange }: Props) {
  if (!rights.mayChange) return null;
  const when = { date: appointment.preferred_date, time: appointment.preferred_time };
  const changes = allowedChanges(appointment.status, when, new Date(), { mayCorrect: rights.mayCorrect }).filter(
    ({ to }) => !only || only.includes(to),
  );
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
