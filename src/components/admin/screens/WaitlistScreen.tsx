// The waitlist (docs/product-rules.md "Waitlist"): one doctor's day at a centre, the person holding a live offer
// first, then those waiting in order, then those whose entry ended; staff with appointments: write can move a
// waiting person to the top (the next freed place is offered to them).
import { useState } from 'react';
import type { Doctor, MedicalCenter } from '../../../shared/booking/catalogue.ts';
import { addDays, colomboToday } from '../../../shared/utils/colombo-time.ts';
import { formatInstant } from '../../../shared/utils/format.ts';
import type { AdminWaitlistEntry } from '../../../shared/waitlist/waitlist.ts';
import { adminSend } from '../admin-api.ts';
import { type AdminScreenProps, can, deniedMessage } from '../admin-session.ts';
import { useAdminActions, useAdminData } from '../use-admin-data.ts';
import Denied from './shared/Denied.tsx';
import EmptyList from './shared/EmptyList.tsx';
import { SelectField } from './shared/FilterFields.tsx';
import ListPending from './shared/ListPending.tsx';
import Screen from './shared/Screen.tsx';
import Table from './shared/Table.tsx';
import './shared/screens.css';

const STATUS_LABELS: Record<AdminWaitlistEntry['status'], string> = {
  offered: 'Offered',
  waiting: 'Waiting',
  booked: 'Booked',
  declined: 'Declined',
  lapsed: 'Offer lapsed',
  left: 'Left the list',
};

export default function WaitlistScreen({ user }: AdminScreenProps) {
  if (!can(user, 'appointments', 'read')) return <Denied message={deniedMessage('appointments', 'read')} />;
  return <WaitlistView mayMove={can(user, 'appointments', 'write')} />;
}

function WaitlistView({ mayMove }: { mayMove: boolean }) {
  const [center, setCenter] = useState('');
  const [doctor, setDoctor] = useState('');
  const [date, setDate] = useState(addDays(colomboToday(), 1));
  const centers = useAdminData<{ data: MedicalCenter[] }>('/api/medical-centers', 'Failed to load medical centers');
  const centre = center || centers.data?.data[0]?.id || '';
  const doctors = useAdminData<{ data: Doctor[] }>(
    centre && `/api/doctors?medical_center_id=${encodeURIComponent(centre)}`,
    'Failed to load doctors',
  );
  const doctorId = doctor || doctors.data?.data[0]?.id || '';
  const query = doctorId && new URLSearchParams({ doctor_id: doctorId, medical_center_id: centre, date });
  const list = useAdminData<{ entries: AdminWaitlistEntry[] }>(
    query && `/api/admin/waitlist?${query}`,
    'Failed to load the waitlist',
  );
  const actions = useAdminActions();
  const moveToTop = (entry: AdminWaitlistEntry) =>
    actions.run({
      id: entry.id,
      send: () => adminSend('POST', '/api/admin/waitlist', { id: entry.id }, 'Failed to move'),
      success: { title: `${entry.patient_name} is now first` },
      failure: 'Failed to move to the top',
      onSettled: list.reload,
    });
  return (
    <Screen id="waitlist" title="Waitlist" lead="Who waits for a place with a doctor on a full day, in order.">
      <div className="as-filters">
        <SelectField
          id="waitlist-center"
          label="Medical center"
          options={(centers.data?.data ?? []).map((c) => [c.id, c.name] as const)}
          value={centre}
          onChange={(value) => {
            setCenter(value);
            setDoctor('');
          }}
        />
        <SelectField
          id="waitlist-doctor"
          label="Doctor"
          options={(doctors.data?.data ?? []).map((d) => [d.id, `${d.title} ${d.name}`] as const)}
          value={doctorId}
          onChange={setDoctor}
        />
        <div className="field">
          <label htmlFor="waitlist-date">Day</label>
          <input id="waitlist-date" type="date" value={date} onChange={(event) => setDate(event.target.value)} />
        </div>
      </div>
      {!list.data ? (
        <ListPending
          failed={list.failed && !list.loading}
          failure="Failed to load the waitlist"
          loading="Loading the waitlist..."
        />
      ) : list.data.entries.length === 0 ? (
        <EmptyList heading="Nobody is waiting">Nobody has joined the waitlist for this doctor on this day.</EmptyList>
      ) : (
        <Table caption="The waitlist" columns={['#', 'Patient', 'Contact', 'Status', 'Joined', '']}>
          {list.data.entries.map((entry, index) => (
            <tr key={entry.id}>
              <td>{index + 1}</td>
              <th scope="row">{entry.patient_name}</th>
              <td>
                {entry.patient_phone}
                <br />
                {entry.patient_email}
              </td>
              <td>
                {STATUS_LABELS[entry.status]}
                {entry.offer &&
                  ` ${entry.offer.slot_time}, held until ${formatInstant(entry.offer.expires_at, 'compact')}`}
              </td>
              <td>{formatInstant(entry.joined_at, 'compact')}</td>
              <td>
                {mayMove && entry.status === 'waiting' && index > 0 && (
                  <button
                    type="button"
                    className="btn btn-sm btn-secondary"
                    disabled={actions.busy}
                    onClick={() => moveToTop(entry)}
                  >
                    Move to top
                  </button>
                )}
              </td>
            </tr>
          ))}
        </Table>
      )}
    </Screen>
  );
}
