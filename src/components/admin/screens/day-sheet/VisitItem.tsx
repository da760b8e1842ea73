// One visit on the day sheet: time, patient (with their no-shows), phone, service, the patient's note, status, and
// what the desk can do with it.

import type { DaySheetVisit } from '../../../../shared/booking/day-sheet.ts';
import { formatTime24 } from '../../../../shared/utils/format.ts';
import AppointmentStatusBadge from '../appointments/AppointmentStatusBadge.tsx';
import type { StatusRights } from '../appointments/StatusActions.tsx';
import type { ChangeStatus } from '../appointments/use-status-change.tsx';
import NoShowBadge from './NoShowBadge.tsx';
import VisitActions from './VisitActions.tsx';

interface Props {
  visit: DaySheetVisit;
  busy: boolean;
  rights: StatusRights;
  onChange: ChangeStatus;
  onMove: (visit: DaySheetVisit) => void;
}

export default function VisitItem({ visit: v, busy, rights, onChange, onMove }: Props) {
  return (
    <li className="ds-visit">
      <span className="ds-visit__time">{formatTime24(v.preferred_time)}</span>
      <div className="ds-visit__who">
        <span>
          <strong>{v.name}</strong> <NoShowBadge count={v.noShows} />
        </span>
        <span className="ds-visit__line">
          <a href={`tel:${v.phone.replace(/[^\d+]/g, '')}`}>{v.phone}</a> ·{' '}
          <span className="ds-nowrap">{v.reference}</span>
        </span>
      </div>
      <div className="ds-visit__what">
        <span>{v.service}</span>
        {v.notes ? <span className="ds-visit__notes">Note: {v.notes}</span> : null}
      </div>
      <span className="ds-visit__status">
        <AppointmentStatusBadge status={v.status} />
      </span>
      <VisitActions visit={v} busy={busy} rights={rights} onChange={onChange} onMove={onMove} />
    </li>
  );
}
