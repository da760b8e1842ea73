// One patient of the list, opened for their appointments, the merge button (for staff who may change patients),
// their notes (loaded only when asked for) and their reviews.
import type { Patient } from '../../../../shared/patients/patient.ts';
import { formatDay, formatInstant, formatTime24 } from '../../../../shared/utils/format.ts';
import AppointmentStatusBadge from '../appointments/AppointmentStatusBadge.tsx';
import NotesPanel from '../notes/NotesPanel.tsx';
import ReviewStatusBadge from '../reviews/ReviewStatusBadge.tsx';
import Table from '../shared/Table.tsx';
import PatientSummary from './PatientSummary.tsx';

interface Props {
  patient: Patient;
  canWrite: boolean;
  notesOpen: boolean;
  onMerge: () => void;
  onNotes: () => void;
}

export default function PatientItem({ patient, canWrite, notesOpen, onMerge, onNotes }: Props) {
  return (
    <li className="as-item">
      <details>
        <PatientSummary patient={patient} />
        <Table
          caption={`Appointments of ${patient.name}`}
          columns={['Date', 'Service', 'Center', 'Reference', 'Status']}
        >
          {patient.appointments.map((a) => (
            <tr key={a.id}>
              <td>
                {formatDay(a.date, 'compact')}, {formatTime24(a.time)}
              </td>
              <td>{a.service}</td>
              <td>{a.center}</td>
              <td>{a.reference}</td>
              <td>
                <AppointmentStatusBadge status={a.status} />
              </td>
            </tr>
          ))}
        </Table>
        {canWrite && (
          <p>
            <button type="button" className="btn btn-secondary btn-sm" onClick={onMerge}>
              Merge another record into this one
            </button>
          </p>
        )}
        {notesOpen ? (
          <NotesPanel subject="patient" subjectId={patient.key} mayWrite={canWrite} />
        ) : (
          <p>
            <button type="button" className="btn btn-secondary btn-sm" onClick={onNotes}>
              Notes on {patient.name}
            </button>
          </p>
        )}
        {patient.reviews.length > 0 && (
          <ul className="as-meta">
            {patient.reviews.map((review) => (
              <li key={review.id}>
                Review: {review.rating}★ for {review.treatment}, {formatInstant(review.created_at, 'compact')}{' '}
                <ReviewStatusBadge status={review.status} />
              </li>
            ))}
          </ul>
        )}
      </details>
    </li>
  );
}
