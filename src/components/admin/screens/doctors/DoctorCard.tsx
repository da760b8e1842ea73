// One doctor on the Doctors screen: who they are, how many visits they still have, and their weeks.
import type { ScheduledDoctor } from '../../../../shared/schedules/doctor-schedule.ts';
import WeekTable from './WeekTable.tsx';

interface Props {
  doctor: ScheduledDoctor;
  today: string;
  onEdit?: () => void;
  onRetire?: () => void;
}

export default function DoctorCard({ doctor, today, onEdit, onRetire }: Props) {
  const name = `${doctor.title} ${doctor.name}`;
  const translated = [doctor.nameSi, doctor.specializationSi, doctor.nameTa, doctor.specializationTa].filter(Boolean);
  const visits = doctor.futureBookings === 1 ? '1 visit to come' : `${doctor.futureBookings} visits to come`;
  return (
    <li className="as-item" aria-label={name}>
      <h2>{name}</h2>
      <p className="as-count">
        {doctor.specialization}
        {doctor.qualification ? ` · ${doctor.qualification}` : ''} · {visits}
      </p>
      {translated.length > 0 && <p className="as-count">{translated.join(' · ')}</p>}
      {doctor.schedules.length === 0 ? (
        <p>No weekly sessions yet: patients cannot book this doctor.</p>
      ) : (
        doctor.schedules.map((version) => (
          <WeekTable key={version.effectiveFrom} doctorName={name} version={version} today={today} />
        ))
      )}
      {(onEdit || onRetire) && (
        <div className="as-actions">
          {onEdit && (
            <button type="button" className="btn btn-secondary btn-sm" onClick={onEdit}>
              Change sessions
            </button>
          )}
          {onRetire && (
            <button type="button" className="btn btn-secondary btn-sm" onClick={onRetire}>
              Retire
            </button>
          )}
        </div>
      )}
    </li>
  );
}
