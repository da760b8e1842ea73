// Admin appointments (docs/product-rules.md "Appointments"): search, filters kept in the address, "showing n of
// total", the detail modal, status changes along the desk's flow (cancelling asks who and why; correcting an
// outcome asks once), and the CSV export of what is filtered.
import { useEffect, useState } from 'react';
import { showToast } from '../../../lib/toast-store.ts';
import type { AdminAppointment } from '../../../shared/booking/admin-appointment.ts';
import {
  type AppointmentFilters,
  filtersFromQuery,
  filtersToQuery,
} from '../../../shared/booking/appointment-filters.ts';
import {
  APPOINTMENT_STATUS_LABELS,
  type AppointmentChange,
  CORRECTION_PERMISSION,
} from '../../../shared/booking/appointment-status.ts';
import type { Doctor, MedicalCenter } from '../../../shared/booking/catalogue.ts';
import type { AppointmentStatus } from '../../../shared/enums.ts';
import { ApiError, adminSend, LOGIN_PATH } from '../admin-api.ts';
import { type AdminScreenProps, can, deniedMessage } from '../admin-session.ts';
import { useAdminActions, useAdminData, useDebounced } from '../use-admin-data.ts';
import AppointmentDetails from './appointments/AppointmentDetails.tsx';
import AppointmentFilterFields from './appointments/AppointmentFilterFields.tsx';
import AppointmentItem from './appointments/AppointmentItem.tsx';
import CancelDialog from './appointments/CancelDialog.tsx';
import CorrectionDialog from './appointments/CorrectionDialog.tsx';
import MoveDialog from './desk/MoveDialog.tsx';
import StaffBookingDialog from './desk/StaffBookingDialog.tsx';
import Denied from './shared/Denied.tsx';
import EmptyList from './shared/EmptyList.tsx';
import ListPending from './shared/ListPending.tsx';
import Screen from './shared/Screen.tsx';
import './shared/screens.css';

interface ListResponse {
  appointments: AdminAppointment[];
  matching: number;
  total: number;
}

/** A change that asks first: a cancellation (who and why), or the correction of an outcome. */
type Asking =
  | { kind: 'cancel'; appointment: AdminAppointment }
  | { kind: 'correct'; appointment: AdminAppointment; to: AppointmentChange }
  | { kind: 'move'; appointment: AdminAppointment }
  | { kind: 'book' };

/** What a change sends besides the status: the reason, and who asked for a cancellation. */
type ChangeDetails = { reason?: string; cancelledBy?: 'patient' | 'staff' };

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

/** The filters in the address (a reload or a shared link shows the same list), kept in step as they change. */
function useFiltersInAddress(): [AppointmentFilters, (filters: AppointmentFilters) => void, string] {
  const [filters, setFilters] = useState(() => filtersFromQuery(location.search));
  const search = useDebounced(filters.search, 300);
  const query = filtersToQuery({ ...filters, search });
  useEffect(() => {
    if (location.search !== query) history.replaceState(history.state, '', `${location.pathname}${query}`);
  }, [query]);
  return [filters, setFilters, query];
}

export default function AppointmentsScreen({ user }: AdminScreenProps) {
  const [filters, setFilters, query] = useFiltersInAddress();
  const { busyId, run } = useAdminActions();
  const exporting = useAdminActions();
  const [selectedId, setSelectedId] = useState<string | undefined>();
  const [asking, setAsking] = useState<Asking>();
  const allowed = can(user, 'appointments', 'read');
  const rights = {
    mayChange: can(user, 'appointments', 'write'),
    mayCorrect:
      can(user, 'appointments', 'write') && can(user, CORRECTION_PERMISSION.resource, CORRECTION_PERMISSION.action),
  };

  const {
    data,
    loading,
    failed,
    reload: load,
  } = useAdminData<ListResponse>(allowed ? `/api/admin/appointments${query}` : null, 'Failed to load appointments');
  const centers = useAdminData<{ data: MedicalCenter[] }>(
    allowed ? '/api/medical-centers' : null,
    'Failed to load medical centers',
  );
  const doctors = useAdminData<{ data: Doctor[] }>(allowed ? '/api/doctors' : null, 'Failed to load doctors');

  if (!allowed) return <Denied message={deniedMessage('appointments', 'read')} />;

  /** Cancelling and correcting ask first; the ordinary steps of the flow go at once. */
  function changeStatus(appointment: AdminAppointment, next: AppointmentChange, correction: boolean) {
    if (next === 'cancelled') setAsking({ kind: 'cancel', appointment });
    else if (correction) setAsking({ kind: 'correct', appointment, to: next });
    else void applyStatus(appointment, next);
  }

  function applyStatus(appointment: AdminAppointment, next: AppointmentStatus, details: ChangeDetails = {}) {
    return run({
      id: appointment.id,
      send: () =>
        adminSend(
          'PATCH',
          '/api/admin/appointments',
          { id: appointment.id, status: next, expectedStatus: appointment.status, ...details },
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
        setAsking(undefined);
        await load();
      },
    });
  }

  /** A booking or a move went through: the dialog closes and the list shows it. */
  function settle() {
    setAsking(undefined);
    void load();
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
  const filtering = query !== '';

  return (
    <Screen
      id="appointments"
      title="Appointments"
      lead="Confirm, receive and follow up the visits of every center."
      actions={
        <div className="as-actions">
          {rights.mayChange && (
            <button type="button" className="btn btn-primary" onClick={() => setAsking({ kind: 'book' })}>
              Book a visit
            </button>
          )}
          <button type="button" className="btn btn-secondary" onClick={() => void load()} disabled={loading}>
            Refresh
          </button>
          <button type="button" className="btn btn-primary" onClick={exportCsv} disabled={exporting.busy}>
            {exporting.busy ? 'Exporting...' : 'Export CSV'}
          </button>
        </div>
      }
    >
      <AppointmentFilterFields
        filters={filters}
        centers={centers.data?.data ?? []}
        doctors={doctors.data?.data ?? []}
        onChange={setFilters}
      />

      <p className="as-count" aria-live="polite">
        {data ? `Showing ${appointments.length} of ${data.total} appointments` : ''}
        {data && data.matching > appointments.length
          ? ` (the first ${appointments.length} of ${data.matching} matching)`
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
            <AppointmentItem
              key={a.id}
              appointment={a}
              busy={busyId === a.id}
              rights={rights}
              onView={() => setSelectedId(a.id)}
              onChange={changeStatus}
              onMove={() => setAsking({ kind: 'move', appointment: a })}
            />
          ))}
        </ul>
      )}

      {selected && (
        <AppointmentDetails
          appointment={selected}
          busy={busyId === selected.id}
          rights={rights}
          onChange={changeStatus}
          onClose={() => setSelectedId(undefined)}
        />
      )}

      {asking?.kind === 'cancel' && (
        <CancelDialog
          appointment={asking.appointment}
          busy={busyId === asking.appointment.id}
          onConfirm={(details) => void applyStatus(asking.appointment, 'cancelled', details)}
          onCancel={() => setAsking(undefined)}
        />
      )}

      {asking?.kind === 'move' && (
        <MoveDialog appointment={asking.appointment} onMoved={settle} onClose={() => setAsking(undefined)} />
      )}

      {asking?.kind === 'book' && (
        <StaffBookingDialog
          centres={centers.data?.data ?? []}
          centreId={filters.center === 'all' ? undefined : filters.center}
          onBooked={settle}
          onClose={() => setAsking(undefined)}
        />
      )}

      {asking?.kind === 'correct' && (
        <CorrectionDialog
          appointment={asking.appointment}
          to={asking.to}
          busy={busyId === asking.appointment.id}
          onConfirm={(reason) => void applyStatus(asking.appointment, asking.to, reason ? { reason } : {})}
          onCancel={() => setAsking(undefined)}
        />
      )}
    </Screen>
  );
}
