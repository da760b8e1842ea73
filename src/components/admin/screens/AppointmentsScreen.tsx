// Admin appointments (docs/product-rules.md "Appointments"): search, filters and page kept in the address, one page
// from the server in visit order, "showing n of total", the detail modal, status changes along the desk's flow
// (appointments/use-status-change.tsx says which ask first), and the CSV export of every matching row.
import { useEffect, useState } from 'react';
import type { AdminAppointment } from '../../../shared/booking/admin-appointment.ts';
import type { AppointmentPaging } from '../../../shared/booking/appointment-filters.ts';
import { CORRECTION_PERMISSION } from '../../../shared/booking/appointment-status.ts';
import type { Doctor, MedicalCenter } from '../../../shared/booking/catalogue.ts';
import { type AdminScreenProps, type AdminUser, can, deniedMessage } from '../admin-session.ts';
import { type AdminData, useAdminData } from '../use-admin-data.ts';
import AppointmentDetails from './appointments/AppointmentDetails.tsx';
import AppointmentFilterFields from './appointments/AppointmentFilterFields.tsx';
import AppointmentItem from './appointments/AppointmentItem.tsx';
import type { StatusRights } from './appointments/StatusActions.tsx';
import { useExportCsv } from './appointments/use-export-csv.ts';
import { type ListAddress, useListAddress } from './appointments/use-list-address.ts';
import { type ChangeStatus, useStatusChange } from './appointments/use-status-change.tsx';
import { useDeskDialogs } from './desk/use-desk-dialogs.tsx';
import Denied from './shared/Denied.tsx';
import EmptyList from './shared/EmptyList.tsx';
import ListPending from './shared/ListPending.tsx';
import Pager from './shared/Pager.tsx';
import Screen from './shared/Screen.tsx';
import './shared/screens.css';

interface ListResponse extends AppointmentPaging {
  appointments: AdminAppointment[];
  matching: number;
  total: number;
}

function statusRights(user: AdminUser): StatusRights {
  const mayChange = can(user, 'appointments', 'write');
  return {
    mayChange,
    mayCorrect: mayChange && can(user, CORRECTION_PERMISSION.resource, CORRECTION_PERMISSION.action),
  };
}

export default function AppointmentsScreen({ user }: AdminScreenProps) {
  if (!can(user, 'appointments', 'read')) return <Denied message={deniedMessage('appointments', 'read')} />;
  return <Appointments rights={statusRights(user)} />;
}

function Appointments({ rights }: { rights: StatusRights }) {
  const address = useListAddress();
  const list = useAdminData<ListResponse>(`/api/admin/appointments${address.query}`, 'Failed to load appointments');
  const { exporting, exportCsv } = useExportCsv(
    `/api/admin/appointments/export${address.filterQuery}`,
    list.data?.matching,
  );
  const status = useStatusChange(list.reload);
  const desk = useDeskDialogs(list.reload);
  const [selectedId, setSelectedId] = useState<string | undefined>();
  const selected = list.data?.appointments.find((a) => a.id === selectedId);
  const buttons = (
    <div className="as-actions">
      {rights.mayChange && (
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => desk.book({ centreId: address.list.center === 'all' ? undefined : address.list.center })}
        >
          Book a visit
        </button>
      )}
      <button type="button" className="btn btn-secondary" onClick={() => void list.reload()} disabled={list.loading}>
        Refresh
      </button>
      <button type="button" className="btn btn-primary" onClick={exportCsv} disabled={exporting}>
        {exporting ? 'Exporting...' : 'Export CSV'}
      </button>
    </div>
  );
  return (
    <Screen
      id="appointments"
      title="Appointments"
      lead="Confirm, receive and follow up the visits of every center."
      actions={buttons}
    >
      <Filters address={address} />
      <AppointmentPage
        list={list}
        address={address}
        actions={{
          busyId: status.busyId,
          rights,
          onChange: status.changeStatus,
          onView: setSelectedId,
          onMove: desk.move,
        }}
      />
      {selected && (
        <AppointmentDetails
          appointment={selected}
          busy={status.busyId === selected.id}
          rights={rights}
          onChange={status.changeStatus}
          onClose={() => setSelectedId(undefined)}
        />
      )}
      {status.dialog}
      {desk.dialog}
    </Screen>
  );
}

function Filters({ address }: { address: ListAddress }) {
  const centers = useAdminData<{ data: MedicalCenter[] }>('/api/medical-centers', 'Failed to load medical centers');
  const doctors = useAdminData<{ data: Doctor[] }>('/api/doctors', 'Failed to load doctors');
  return (
    <AppointmentFilterFields
      filters={address.list}
      centers={centers.data?.data ?? []}
      doctors={doctors.data?.data ?? []}
      onChange={address.setFilters}
    />
  );
}

interface ItemActions {
  busyId: string | undefined;
  rights: StatusRights;
  onChange: ChangeStatus;
  onView: (id: string) => void;
  onMove: (appointment: AdminAppointment) => void;
}

/** The count, the page of appointments (or why there is none) and the pager. */
function AppointmentPage({
  list,
  address,
  actions,
}: {
  list: AdminData<ListResponse>;
  address: ListAddress;
  actions: ItemActions;
}) {
  const { data } = list;
  const pages = data ? Math.max(1, Math.ceil(data.matching / data.pageSize)) : 1;
  // A page beyond the last (a shared link after visits were cancelled away) shows the last page instead.
  useEffect(() => {
    if (data && data.page > pages) address.setPage(pages);
  }, [data, pages, address.setPage]);
  if (!data) {
    // A reload after a failure says it is loading again.
    return (
      <ListPending
        failed={list.failed && !list.loading}
        failure="Failed to load appointments"
        loading="Loading appointments..."
      />
    );
  }
  return (
    <>
      <p className="as-count" aria-live="polite">
        {countText(data)}
      </p>
      {data.appointments.length === 0 ? (
        <EmptyList heading="No appointments found">
          {address.filterQuery
            ? 'Try adjusting your search or filter criteria.'
            : 'No appointments have been booked yet.'}
        </EmptyList>
      ) : (
        <ul className="as-list" aria-label="Appointments">
          {data.appointments.map((a) => (
            <AppointmentItem
              key={a.id}
              appointment={a}
              busy={actions.busyId === a.id}
              rights={actions.rights}
              onView={() => actions.onView(a.id)}
              onChange={actions.onChange}
              onMove={() => actions.onMove(a)}
            />
          ))}
        </ul>
      )}
      <Pager label="appointments" page={data.page} pages={pages} disabled={list.loading} onPage={address.setPage} />
    </>
  );
}

/** "Showing n of total appointments" (the agreed words), and which rows of the matching ones this page holds. */
function countText({ appointments, matching, total, page, pageSize }: ListResponse): string {
  const shown = `Showing ${appointments.length} of ${total} appointments`;
  if (appointments.length === 0 || (page === 1 && matching <= appointments.length)) return shown;
  const first = (page - 1) * pageSize + 1;
  const rows = `${first} to ${first + appointments.length - 1}`;
  return `${shown} (${matching === total ? rows : `${rows} of ${matching} matching`})`;
}
