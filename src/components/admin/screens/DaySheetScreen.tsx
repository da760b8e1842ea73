// The day sheet (docs/product-rules.md "Day sheet"): one centre's visits of one day, per doctor in time order, with
// the desk's steps (Confirm, Arrived, Completed, No-show; see appointments/use-status-change.tsx for which ask
// once), and a print layout of one doctor per A4 page (day-sheet/day-sheet.css).

import type { MedicalCenter } from '../../../shared/booking/catalogue.ts';
import type { DaySheet } from '../../../shared/booking/day-sheet.ts';
import { formatDay } from '../../../shared/utils/format.ts';
import { type AdminScreenProps, can, deniedMessage } from '../admin-session.ts';
import { useAdminData } from '../use-admin-data.ts';
import type { StatusRights } from './appointments/StatusActions.tsx';
import { useStatusChange } from './appointments/use-status-change.tsx';
import DaySheetControls from './day-sheet/DaySheetControls.tsx';
import DoctorSheet from './day-sheet/DoctorSheet.tsx';
import { useDayAddress } from './day-sheet/use-day-address.ts';
import { useDeskDialogs } from './desk/use-desk-dialogs.tsx';
import Denied from './shared/Denied.tsx';
import EmptyList from './shared/EmptyList.tsx';
import ListPending from './shared/ListPending.tsx';
import Screen from './shared/Screen.tsx';
import './shared/screens.css';
import './day-sheet/day-sheet.css';

export default function DaySheetScreen({ user }: AdminScreenProps) {
  if (!can(user, 'appointments', 'read')) return <Denied message={deniedMessage('appointments', 'read')} />;
  // The sheet's steps only: corrections of an outcome stay on the Appointments screen.
  return <DaySheetView rights={{ mayChange: can(user, 'appointments', 'write'), mayCorrect: false }} />;
}

function DaySheetView({ rights }: { rights: StatusRights }) {
  const centers = useAdminData<{ data: MedicalCenter[] }>('/api/medical-centers', 'Failed to load medical centers');
  const address = useDayAddress(centers.data?.data[0]?.id);
  const query = address.center ? `?${new URLSearchParams({ center: address.center, date: address.date })}` : null;
  const sheet = useAdminData<{ success: true } & DaySheet>(
    query && `/api/admin/day-sheet${query}`,
    'Failed to load the day sheet',
  );
  const status = useStatusChange(sheet.reload);
  const desk = useDeskDialogs(sheet.reload);
  const actions = (
    <div className="as-actions">
      {rights.mayChange && (
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => desk.book({ centreId: address.center, date: address.date })}
        >
          Book a visit
        </button>
      )}
      <button type="button" className="btn btn-primary" onClick={() => window.print()} disabled={!sheet.data}>
        Print
      </button>
    </div>
  );
  return (
    <Screen id="day-sheet" title="Day sheet" lead="Who comes today, per doctor, in time order." actions={actions}>
      <DaySheetControls
        centers={centers.data?.data ?? []}
        center={address.center}
        date={address.date}
        onCenter={address.setCenter}
        onDate={address.setDate}
      />
      {!sheet.data ? (
        <ListPending
          failed={sheet.failed && !sheet.loading}
          failure="Failed to load the day sheet"
          loading="Loading the day sheet..."
        />
      ) : sheet.data.doctors.length === 0 ? (
        <EmptyList heading="No sessions this day">
          {`No doctor sees patients at ${sheet.data.center.name} on ${formatDay(sheet.data.date, 'compact')}.`}
        </EmptyList>
      ) : (
        <div className="ds-sheet" aria-busy={sheet.loading}>
          {sheet.data.doctors.map((doctor) => (
            <DoctorSheet
              key={doctor.id}
              doctor={doctor}
              center={sheet.data?.center.name ?? ''}
              date={sheet.data?.date ?? address.date}
              busyId={status.busyId}
              rights={rights}
              onChange={status.changeStatus}
              onMove={desk.move}
            />
          ))}
        </div>
      )}
      {status.dialog}
      {desk.dialog}
    </Screen>
  );
}
