// A patient's line in the list: name, e-mail, phone, how many appointments, no-shows and reviews, the latest visit.
import type { Patient } from '../../../../shared/patients/patient.ts';
import { formatDay } from '../../../../shared/utils/format.ts';

export default function PatientSummary({ patient }: { patient: Patient }) {
  return (
    <summary>
      <strong>{patient.name}</strong>{' '}
      <span className="as-count">
        {patient.email} · {patient.phone} · {patient.appointments.length} appointment
        {patient.appointments.length === 1 ? '' : 's'} ·{' '}
        {patient.noShows > 0 ? `${patient.noShows} no-show${patient.noShows === 1 ? '' : 's'} · ` : ''}
        {patient.reviews.length} review
        {patient.reviews.length === 1 ? '' : 's'} · latest {formatDay(patient.latestAppointment, 'compact')}
      </span>
    </summary>
  );
}
