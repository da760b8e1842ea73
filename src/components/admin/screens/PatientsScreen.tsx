// Patients (docs/product-rules.md "Patients"): everyone who has booked, one person per phone number (or e-mail
// without one), each with their appointments, no-shows and reviews, searchable; two records of one person merged by
// staff who may change patients. No health information here.
import { useState } from 'react';
import type { Patient } from '../../../shared/patients/patient.ts';
import { adminSend } from '../admin-api.ts';
import { type AdminScreenProps, can, deniedMessage } from '../admin-session.ts';
import { useAdminActions, useAdminData, useDebounced } from '../use-admin-data.ts';
import MergePatientDialog from './patients/MergePatientDialog.tsx';
import PatientItem from './patients/PatientItem.tsx';
import Denied from './shared/Denied.tsx';
import EmptyList from './shared/EmptyList.tsx';
import { SearchField } from './shared/FilterFields.tsx';
import ListPending from './shared/ListPending.tsx';
import Screen from './shared/Screen.tsx';
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
            <PatientItem
              key={patient.key}
              patient={patient}
              canWrite={can(user, 'patients', 'write')}
              notesOpen={notesFor === patient.key}
              onMerge={() => setMerging(patient)}
              onNotes={() => setNotesFor(patient.key)}
            />
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
