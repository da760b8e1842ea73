// Admin appointments (docs/product-rules.md "Appointments"): search, status and date filters, "showing n of total", the detail
// modal, status changes along the allowed transitions, and the CSV export of what is filtered.
import { useState } from 'react';
import { formatDay, formatTime12h } from '../../../lib/format.ts';
import { showToast } from '../../../lib/toast-store.ts';
import type { AdminAppointment } from '../../../shared/booking/admin-appointment.ts';
import {
  type AppointmentFilters,
  type DateFilter,
  filtersToQuery,
} from '../../../shared/booking/appointment-filters.ts';
import { APPOINTMENT_STATUS_LABELS } from '../../../shared/booking/appointment-status.ts';
import {
  APPOINTMENT_STATUSES,
  type AppointmentStatus,
  enumLabel,
  PREFERRED_LANGUAGE_LABELS,
} from '../../../shared/enums.ts';
import { ApiError, adminSend, LOGIN_PATH } from '../admin-api.ts';
import { type AdminScreenProps, can, deniedMessage } from '../admin-session.ts';
import { useAdminActions, useAdminData, useDebounced } from '../use-admin-data.ts';
import AppointmentDetails from './appointments/AppointmentDetails.tsx';
import AppointmentStatusBadge from './appointments/AppointmentStatusBadge.tsx';
import StatusActions from './appointments/StatusActions.tsx';
import ConfirmDialog from './shared/ConfirmDialog.tsx';
import Denied from './shared/Denied.tsx';
import EmptyList from './shared/EmptyList.tsx';
import { type Choices, SearchField, SelectField } from './shared/FilterFields.tsx';
import ItemButton from './shared/ItemButton.tsx';
import ItemTop from './shared/ItemTop.tsx';
import ListPending from './shared/ListPending.tsx';
import Screen from './shared/Screen.tsx';
import './shared/screens.css';

interface ListResponse {
  appointments: AdminAppointment[];
  matching: number;
  total: number;
}

const STATUS_FILTERS: Choices<AppointmentFilters['status']> = [
  ['all', 'All statuses'],
  ...APPOINTMENT_STATUSES.map((value) => [value, APPOINTMENT_STATUS_LABELS[value]] as const),
];
const DATE_FILTERS: Choices<DateFilter> = [
  ['all', 'All dates'],
  ['today', 'Today'],
  ['week', 'This week'],
];

async function downloadCsv(query: string): Promise<'empty' | 'done'> {
  const response = await fetch(`/api/admin/appointments/export${query}`, { credentials: 'same-origin' });
  if (response.status === 401) location.replace(LOGIN_PATH);
  if (response.status === 404) return 'empty';
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new ApiError(body.error ?? `HTTP error! status: ${response.status}`, response.status);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'appointments.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return 'done';
}

export default function AppointmentsScreen({ user }: AdminScreenProps) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<AppointmentFilters['status']>('all');
  const [date, setDate] = useState<DateFilter>('all');
  const debouncedSearch = useDebounced(search, 300);
  const { busyId, run } = useAdminActions();
  const exporting = useAdminActions();
  const [selectedId, setSelectedId] = useState<string | undefined>();
  const [cancelling, setCancelling] = useState<AdminAppointment>();
  const allowed = can(user, 'appointments', 'read');
  const query = filtersToQuery({ search: debouncedSearch, status, date });

  const {
    data,
    loading,
    failed,
    reload: load,
  } = useAdminData<ListResponse>(allowed ? `/api/admin/appointments${query}` : null, 'Failed to load appointments');

  if (!allowed) return <Denied message={deniedMessage('appointments', 'read')} />;

  /** Cancelling e-mails the patient and cannot be undone: it asks first, naming who and when. */
  function changeStatus(appointment: AdminAppointment, next: AppointmentStatus) {
    if (next === 'cancelled' && can(user, 'appointments', 'write')) setCancelling(appointment);
    else void applyStatus(appointment, next);
  }

  function applyStatus(appointment: AdminAppointment, next: AppointmentStatus, message?: string) {
    if (!can(user, 'appointments', 'write')) {
      showToast({ type: 'error', title: 'Access denied', message: deniedMessage('appointments', 'write') });
      return;
    }
    return run({
      id: appointment.id,
      send: () =>
        adminSend(
          'PATCH',
          '/api/admin/appointments',
          { id: appointment.id, status: next, expectedStatus: appointment.status, ...(message ? { message } : {}) },
          'Failed to update appointment status',
        ),
      success: { title: 'Status updated', message: `${appointment.name}: ${APPOINTMENT_STATUS_LABELS[next]}` },
      // A server fault or a lost connection is told in the spec's words, not the technical ones.
      failure: (error) => ({
        title: 'Update failed',
        message:
          error instanceof ApiError && error.status !== 0 && error.status < 500
            ? error.message
            : 'Failed to update appointment status',
      }),
      onSettled: async () => {
        setCancelling(undefined);
        await load();
      },
    });
  }

  const nothingToExport = () =>
    showToast({ type: 'warning', title: 'No data to export', message: 'There are no appointments to export' });

  function exportCsv() {
    if (data && data.matching === 0) return nothingToExport();
    return exporting.run({
      send: () => downloadCsv(query),
      failure: 'Export failed',
      onSuccess: (result) =>
        result === 'empty' ? nothingToExport() : showToast({ type: 'success', title: 'Export completed' }),
    });
  }

  const appointments = data?.appointments ?? [];
  const selected = appointments.find((a) => a.id === selectedId);
  const filtering = Boolean(search.trim()) || status !== 'all' || date !== 'all';

  return (
    <Screen
      id="appointments"
      title="Appointments"
      lead="Confirm, complete and follow up the bookings of every center."
      actions={
        <div className="as-actions">
          <button type="button" className="btn btn-secondary" onClick={() => void load()} disabled={loading}>
            Refresh
          </button>
          <button type="button" className="btn btn-primary" onClick={exportCsv} disabled={exporting.busy}>
            {exporting.busy ? 'Exporting...' : 'Export CSV'}
          </button>
        </div>
      }
    >
      <div className="as-filters">
        <SearchField
          id="appointment-search"
          label="Search"
          placeholder="Name, email, phone or reference"
          value={search}
          onChange={setSearch}
        />
        <SelectField
          id="appointment-status"
          label="Status"
          options={STATUS_FILTERS}
          value={status}
          onChange={setStatus}
        />
        <SelectField id="appointment-date" label="Date" options={DATE_FILTERS} value={date} onChange={setDate} />
      </div>

      <p className="as-count" aria-live="polite">
        {data ? `Showing ${appointments.length} of ${data.total} appointments` : ''}
        {data && data.matching > appointments.length
          ? ` (the ${appointments.length} most recent of ${data.matching} matching)`
          : ''}
      </p>

      {!data ? (
        // A reload after a failure says it is loading again.
        <ListPending
          failed={failed && !loading}
          failure="Failed to load appointments"
          loading="Loading appointments..."
        />
      ) : appointments.length === 0 ? (
        <EmptyList heading="No appointments found">
          {filtering ? 'Try adjusting your search or filter criteria.' : 'No appointments have been booked yet.'}
        </EmptyList>
      ) : (
        <ul className="as-list" aria-label="Appointments">
          {appointments.map((a) => (
            <li key={a.id} className="as-item">
              <ItemTop title={a.name} aside={<AppointmentStatusBadge status={a.status} />}>
                <ul className="as-meta">
                  <li>{a.reference}</li>
                  <li>{a.email}</li>
                  <li>{a.phone}</li>
                </ul>
              </ItemTop>
              <ul className="as-meta">
                <li>
                  {formatDay(a.preferred_date, 'compact')}, {formatTime12h(a.preferred_time)}
                </li>
                <li>{a.service}</li>
                <li>
                  {a.doctor}, {a.center}
                </li>
                {a.preferred_language ? (
                  <li>Language: {enumLabel(PREFERRED_LANGUAGE_LABELS, a.preferred_language)}</li>
                ) : null}
              </ul>
              <div className="as-actions">
                <ItemButton label="View" name={`View appointment ${a.reference}`} onClick={() => setSelectedId(a.id)} />
                <StatusActions appointment={a} busy={busyId === a.id} onChange={changeStatus} />
              </div>
            </li>
          ))}
        </ul>
      )}

      {selected && (
        <AppointmentDetails
          appointment={selected}
          busy={busyId === selected.id}
          onChange={changeStatus}
          onClose={() => setSelectedId(undefined)}
        />
      )}

      {cancelling && (
        <ConfirmDialog
          title="Cancel this appointment?"
          message={`${cancelling.name}'s appointment on ${formatDay(cancelling.preferred_date, 'compact')} at ${formatTime12h(cancelling.preferred_time)} with ${cancelling.doctor} (${cancelling.reference}) will be cancelled and ${cancelling.name} will be e-mailed at once. This cannot be undone.`}
          confirmLabel="Cancel appointment"
          messageLabel="Message to include in the e-mail (optional)"
          busy={busyId === cancelling.id}
          onConfirm={(message) => void applyStatus(cancelling, 'cancelled', message)}
          onCancel={() => setCancelling(undefined)}
        />
      )}
    </Screen>
  );
}
