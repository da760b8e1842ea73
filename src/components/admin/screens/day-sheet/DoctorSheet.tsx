// One doctor's part of the day sheet: on screen a section of the list; printed, a page of its own with the centre,
// the doctor and the day at its head, to hand to the doctor.

import type { DaySheetDoctor, DaySheetVisit } from '../../../../shared/booking/day-sheet.ts';
import { formatDay } from '../../../../shared/utils/format.ts';
import type { StatusRights } from '../appointments/StatusActions.tsx';
import type { ChangeStatus } from '../appointments/use-status-change.tsx';
import VisitItem from './VisitItem.tsx';

interface Props {
  doctor: DaySheetDoctor;
  center: string;
  date: string;
  busyId: string | undefined;
  rights: StatusRights;
  onChange: ChangeStatus;
  onMove: (visit: DaySheetVisit) => void;
}

export default function DoctorSheet({ doctor, center, date, busyId, rights, onChange, onMove }: Props) {
  const count = doctor.visits.length;
  return (
    <section className="ds-doctor" aria-labelledby={`ds-doctor-${doctor.id}`}>
      <p className="ds-print-head">
        {center} · {formatDay(date, 'compact')}
      </p>
      <header className="ds-doctor__head">
        <h2 id={`ds-doctor-${doctor.id}`}>{doctor.name}</h2>
        <p>
          {doctor.specialization} · {count === 0 ? 'no visits' : `${count} visit${count === 1 ? '' : 's'}`}
          {doctor.cancelled > 0 ? ` · ${doctor.cancelled} cancelled (not listed)` : ''}
        </p>
      </header>
      {count > 0 && (
        <ol className="ds-visits" aria-label={`Visits with ${doctor.name}`}>
          {doctor.visits.map((visit) => (
            <VisitItem
              key={visit.id}
              visit={visit}
              busy={busyId === visit.id}
              rights={rights}
              onChange={onChange}
              onMove={onMove}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
