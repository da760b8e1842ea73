// Two records of one person (a second phone, a booking made for her under another number): staff find the other
// record and merge it into this one; its visits count as this patient's from then on (docs/product-rules.md "Patients").
import { useId, useState } from 'react';
import type { Patient } from '../../../../shared/patients/patient.ts';
import { useAdminData, useDebounced } from '../../use-admin-data.ts';
import { SearchField } from '../shared/FilterFields.tsx';
import Modal from '../shared/Modal.tsx';

interface Props {
  patient: Patient;
  busy: boolean;
  onConfirm: (merge: Patient) => void;
  onCancel: () => void;
}

const summary = (p: Patient) =>
  `${p.name} · ${p.phone}${p.email ? ` · ${p.email}` : ''} · ${p.appointments.length} visit${p.appointments.length === 1 ? '' : 's'}`;

export default function MergePatientDialog({ patient, busy, onConfirm, onCancel }: Props) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Patient>();
  const term = useDebounced(search.trim(), 300);
  const id = useId();
  const { data } = useAdminData<{ patients: Patient[] }>(
    term ? `/api/admin/patients?search=${encodeURIComponent(term)}` : null,
    'Failed to load patients',
  );
  const candidates = (data?.patients ?? []).filter((other) => other.key !== patient.key);
  return (
    <Modal
      title={`Merge a record into ${patient.name}'s`}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onCancel} data-autofocus>
            Go back
          </button>
          <button
            type="button"
            className="btn btn-danger"
            disabled={busy || !chosen}
            onClick={() => chosen && onConfirm(chosen)}
          >
            {busy ? 'Working...' : 'Merge records'}
          </button>
        </>
      }
    >
      <p>{`Keeps ${summary(patient)}. The record you choose joins it: its visits, no-shows and reviews count as this patient's. The merge is logged.`}</p>
      <SearchField
        id={`${id}-search`}
        label="Find the other record"
        placeholder="Name, email, phone or reference"
        value={search}
        onChange={setSearch}
      />
      {term && data && candidates.length === 0 && <p className="as-count">No other patient found.</p>}
      {candidates.length > 0 && (
        <fieldset className="field">
          <legend>The record to merge into this one</legend>
          {candidates.map((other) => (
            <label key={other.key} className="as-choice">
              <input
                type="radio"
                name={`${id}-merge`}
                checked={chosen?.key === other.key}
                onChange={() => setChosen(other)}
              />
              {summary(other)}
            </label>
          ))}
        </fieldset>
      )}
    </Modal>
  );
}
