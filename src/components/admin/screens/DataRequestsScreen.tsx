// Data requests (docs/data-protection.md): patients' erasure requests with the date each must be answered by
// (21 working days), overdue ones marked; staff with the patients delete permission erase the patient, which
// anonymises their bookings (places and counts stay) and closes the request.
import { useState } from 'react';
import type { DataRequestRow } from '../../../shared/rights/data-requests.ts';
import { colomboToday } from '../../../shared/utils/colombo-time.ts';
import { formatDay, formatInstant } from '../../../shared/utils/format.ts';
import { adminSend } from '../admin-api.ts';
import { type AdminScreenProps, can, deniedMessage } from '../admin-session.ts';
import { useAdminActions, useAdminData } from '../use-admin-data.ts';
import ConfirmDialog from './shared/ConfirmDialog.tsx';
import Denied from './shared/Denied.tsx';
import EmptyList from './shared/EmptyList.tsx';
import ItemTop from './shared/ItemTop.tsx';
import ListPending from './shared/ListPending.tsx';
import Screen from './shared/Screen.tsx';
import './shared/screens.css';

function Due({ row }: { row: DataRequestRow }) {
  if (row.status === 'completed') {
    return (
      <span className="as-status as-status--green">
        Erased {row.completed_at ? formatInstant(row.completed_at, 'compact') : ''}
      </span>
    );
  }
  const overdue = row.due_on < colomboToday();
  return (
    <span className={`as-status ${overdue ? 'as-status--red' : 'as-status--yellow'}`}>
      {overdue ? 'Overdue since' : 'Due'} {formatDay(row.due_on, 'compact')}
    </span>
  );
}

export default function DataRequestsScreen({ user }: AdminScreenProps) {
  const allowed = can(user, 'patients', 'read');
  const mayErase = can(user, 'patients', 'delete');
  const [erasing, setErasing] = useState<DataRequestRow>();
  const { busy, run } = useAdminActions();
  const { data, failed, reload } = useAdminData<{ requests: DataRequestRow[] }>(
    allowed ? '/api/admin/data-requests?status=all' : null,
    'Failed to load data requests',
  );
  if (!allowed) return <Denied message={deniedMessage('patients', 'read')} />;

  const erase = (row: DataRequestRow) =>
    run({
      send: () => adminSend('POST', '/api/admin/data-requests', { id: row.id }, 'Failed to erase the patient'),
      success: { title: 'Patient erased', message: `The bookings of ${row.reference} are anonymised.` },
      failure: 'Failed to erase the patient',
      onSuccess: () => setErasing(undefined),
      onSettled: reload,
    });

  return (
    <Screen
      id="data-requests"
      title="Data requests"
      lead="Patients' requests to erase their data, each to be answered within 21 working days."
    >
      {!data ? (
        <ListPending failed={failed} failure="Failed to load data requests" loading="Loading data requests..." />
      ) : data.requests.length === 0 ? (
        <EmptyList heading="No data requests">Patients ask from the private link of their booking.</EmptyList>
      ) : (
        <ul className="as-list" aria-label="Data requests">
          {data.requests.map((row) => (
            <li key={row.id} className="as-item">
              <ItemTop title={row.patient_name ?? 'Erased patient'} aside={<Due row={row} />}>
                <p className="as-count">
                  {row.reference} · asked {formatInstant(row.requested_at, 'compact')} · {row.bookings} booking
                  {row.bookings === 1 ? '' : 's'}
                </p>
              </ItemTop>
              {row.status === 'open' && mayErase && (
                <button type="button" className="btn btn-danger btn-sm" disabled={busy} onClick={() => setErasing(row)}>
                  Erase patient
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {erasing && (
        <ConfirmDialog
          title="Erase this patient?"
          message={`${erasing.patient_name ?? ''} (${erasing.reference}): every booking of theirs keeps its place and status but loses the name, contact details and health information. Their messages and consents are deleted. This cannot be undone.`}
          confirmLabel="Erase patient"
          busy={busy}
          onConfirm={() => erase(erasing)}
          onCancel={() => setErasing(undefined)}
        />
      )}
    </Screen>
  );
}
