// Patients (docs/product-rules.md "Patients"): everyone who has booked, one person per phone number (or e-mail
// without one), each with their appointments, no-shows and reviews, searchable; two records of one person merged by
// staff who may change patients. No health information here.
import { useState } from 'react';
import type { Patient } from '../../../shared/patients/patient.ts';
import { formatDay, formatInstant, formatTime24 } from '../../../shared/utils/format.ts';
import { adminSend } from '../admin-api.ts';
import { type AdminScreenProps, can, deniedMessage } from '../admin-session.ts';
import { useAdminActions, useAdminData, useDebounced } from '../use-admin-data.ts';
import AppointmentStatusBadge from './appointments/AppointmentStatusBadge.tsx';
import NotesPanel from './notes/NotesPanel.tsx';
import MergePatientDialog from './patients/MergePatientDialog.tsx';
import ReviewStatusBadge from './reviews/ReviewStatusBadge.tsx';
import Denied from './shared/Denied.tsx';
import EmptyList from './shared/EmptyList.tsx';
import { SearchField } from './shared/FilterFields.tsx';
import ListPending from './shared/ListPending.tsx';
import Screen from './shared/Screen.tsx';
import Table from './shared/Table.tsx';
import './shared/screens.css';

export default function PatientsScreen({ user }: AdminScreenProps) {
  const [search, setSearch] = useState('');
  const [merging, setMerging] = useState<Patient>();
  /** The patient whose notes are open (loaded only when asked for, not for every row). */
  const [notesFor, setNotesFor] = useState<string>();
  const { busy, run } = useAdminActions();
  const allowed = can(user, 'patients', 'read');
  const term = useDebounced(search.trim(), 300);
  const {
    data: result,
    failed,
    reload,
  } = useAdminData<{ patients: Patient[]; matching: number; total: number }>(
    allowed ? `/api/admin/patients${term ? `?search=${encodeURIComponent(term)}` : ''}` : null,
    'Failed to load patients',
  );

  if (!allowed) return <Denied message={deniedMessage('patients', 'read')} />;

  function merge(keep: Patient, other: Patient) {
    return run({
      send: () =>
        adminSend('POST', '/api/admin/patients', { keep: keep.key, merge: other.key }, 'Failed to merge patients'),
      success: { title: 'Patients merged', message: `${other.name}'s visits now count as ${keep.name}'s.` },
      failure: 'Failed to merge patients',
      onSuccess: () => setMerging(undefined),
      onSettled: reload,
    });
  }

  return (
    <Screen id="patients" title="Patients" lead="Everyone who has booked, with their appointments and reviews.">
      <div className="as-filters">
        <SearchField
          id="patient-search"
          label="Search"
          placeholder="Name, email, phone or reference"
          value={search}
          onChange={setSearch}
        />
      </div>
      {result && (
        <p className="as-count" aria-live="polite">
          Showing {result.patients.length} of {result.total} patients
        </p>
      )}
      {!result ? (
        <ListPending failed={failed} failure="Failed to load patients" loading="Loading patients..." />
      ) : result.patients.length === 0 ? (
        <EmptyList heading="No patients found">
          {search.trim() ? 'Try adjusting your search.' : 'Patients appear here once they book.'}
        </EmptyList>
      ) : (
        <ul className="as-list" aria-label="Patients">
          {result.patients.map((patient) => (
            <li key={patient.key} className="as-item">
              <details>
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
                {can(user, 'patients', 'write') && (
                  <p>
                    <button type="button" className="btn btn-secondary btn-sm" onClick={() => setMerging(patient)}>
                      Merge another record into this one
                    </button>
                  </p>
                )}
                {notesFor === patient.key ? (
                  <NotesPanel subject="patient" subjectId={patient.key} mayWrite={can(user, 'patients', 'write')} />
                ) : (
                  <p>
                    <button type="button" className="btn btn-secondary btn-sm" onClick={() => setNotesFor(patient.key)}>
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
          ))}
        </ul>
      )}
      {merging && (
        <MergePatientDialog
          patient={merging}
          busy={busy}
          onConfirm={(other) => void merge(merging, other)}
          onCancel={() => setMerging(undefined)}
        />
      )}
    </Screen>
  );
}
