// One visit in the appointments list: who, when, with whom, where it stands, and the buttons its status offers.

import type { AdminAppointment } from '../../../../shared/booking/admin-appointment.ts';
import { BOOKED_VIA_LABELS, enumLabel, PREFERRED_LANGUAGE_LABELS } from '../../../../shared/enums.ts';
import { colomboTimeOfDay } from '../../../../shared/utils/colombo-time.ts';
import { formatDay, formatTime24 } from '../../../../shared/utils/format.ts';
import ItemButton from '../shared/ItemButton.tsx';
import ItemTop from '../shared/ItemTop.tsx';
import AppointmentStatusBadge from './AppointmentStatusBadge.tsx';
import StatusActions, { type StatusRights } from './StatusActions.tsx';
import type { ChangeStatus } from './use-status-change.tsx';

interface Props {
  appointment: AdminAppointment;
  busy: boolean;
  rights: StatusRights;
  onView: () => void;
  onChange: ChangeStatus;
  /** Opens the move dialog; only a visit still to come (pending or confirmed) can move. */
  onMove: () => void;
}

export default function AppointmentItem({ appointment: a, busy, rights, onView, onChange, onMove }: Props) {
  const movable = rights.mayChange && (a.status === 'pending' || a.status === 'confirmed');
  return (
    <li className="as-item">
      <ItemTop title={a.name} aside={<AppointmentStatusBadge status={a.status} />}>
        <ul className="as-meta">
          <li>{a.reference}</li>
          <li>{a.email}</li>
          <li>{a.phone}</li>
        </ul>
      </ItemTop>
      <ul className="as-meta">
        <li>
          {formatDay(a.preferred_date, 'compact')}, {formatTime24(a.preferred_time)}
        </li>
        <li>{a.service}</li>
        <li>
          {a.doctor}, {a.center}
        </li>
        {a.booked_via !== 'online' ? <li>Booked {BOOKED_VIA_LABELS[a.booked_via].toLowerCase()}</li> : null}
        {a.preferred_language ? <li>Language: {enumLabel(PREFERRED_LANGUAGE_LABELS, a.preferred_language)}</li> : null}
        {a.arrived_at && a.status === 'arrived' ? (
          <li>Arrived at {formatTime24(colomboTimeOfDay(new Date(a.arrived_at)))}</li>
        ) : null}
        {a.cancellation_reason ? <li>Cancelled: {a.cancellation_reason}</li> : null}
      </ul>
      <div className="as-actions">
        <ItemButton label="View" name={`View appointment ${a.reference}`} onClick={onView} />
        {movable && (
          <ItemButton label="Move" name={`Move appointment ${a.reference}`} onClick={onMove} disabled={busy} />
        )}
        <StatusActions appointment={a} busy={busy} rights={rights} onChange={onChange} />
      </div>
    </li>
  );
}
