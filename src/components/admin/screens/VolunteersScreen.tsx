// Admin volunteer applications (docs/product-rules.md "Volunteers"): search, status filter, cards, View Details, Review /
// Accept / Reject on pending and Undo Review on under_review (only changes the shared transition table allows).
import { useState } from 'react';
import {
  filterApplications,
  type StatusFilter,
  type VolunteerApplicationView,
} from '../../../shared/volunteer/volunteer-admin.ts';
import { type AdminScreenProps, can, deniedMessage } from '../admin-session.ts';
import { Icon } from '../icons.tsx';
import { useAdminActions, useAdminData } from '../use-admin-data.ts';
import Denied from './shared/Denied.tsx';
import EmptyList from './shared/EmptyList.tsx';
import ListPending from './shared/ListPending.tsx';
import Screen from './shared/Screen.tsx';
import ApplicationCard from './volunteers/ApplicationCard.tsx';
import ApplicationDetails from './volunteers/ApplicationDetails.tsx';
import DecisionDialog from './volunteers/DecisionDialog.tsx';
import { useVolunteerDecisions } from './volunteers/use-volunteer-decisions.ts';
import VolunteerFilters from './volunteers/VolunteerFilters.tsx';
import './shared/screens.css';

export default function VolunteersScreen({ user }: Partial<AdminScreenProps>) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [selectedId, setSelectedId] = useState<string>();
  const { busyId, run } = useAdminActions();
  const allowed = user ? can(user, 'volunteers', 'read') : false;
  // Staff who may only read see no decision buttons (the server refuses them too).
  const mayChange = user ? can(user, 'volunteers', 'write') : false;

  const {
    data,
    setData,
    failed,
    reload: load,
  } = useAdminData<{ applications: VolunteerApplicationView[] }>(
    allowed ? '/api/admin/volunteers' : null,
    'Failed to fetch applications',
  );
  const applications = data?.applications;
  const { deciding, setDeciding, change, applyChange } = useVolunteerDecisions({ mayChange, run, setData, load });

  // The access gate of spec 2.13.
  if (user === undefined) return <Denied message="Access denied. Please log in as an administrator." />;
  if (!allowed) return <Denied message={deniedMessage('volunteers', 'read')} />;

  const shown = applications ? filterApplications(applications, search, status) : [];
  const filtering = Boolean(search.trim()) || status !== 'all';
  const selected = applications?.find((application) => application.id === selectedId);

  return (
    <Screen id="volunteers" title="Volunteer Applications" lead="Manage and review volunteer program applications">
      <VolunteerFilters search={search} status={status} onSearch={setSearch} onStatus={setStatus} />

      {failed || !applications ? (
        <ListPending
          failed={failed}
          failure={
            <>
              <Icon name="alert" size={16} /> Failed to fetch applications
            </>
          }
          loading="Loading applications..."
        />
      ) : shown.length === 0 ? (
        <EmptyList heading="No Applications Found">
          {filtering
            ? 'Try adjusting your search or filter criteria.'
            : 'No volunteer applications have been submitted yet.'}
        </EmptyList>
      ) : (
        <ul className="as-list as-list--cards" aria-label="Applications">
          {shown.map((a) => (
            <ApplicationCard
              key={a.id}
              application={a}
              mayChange={mayChange}
              busy={busyId === a.id}
              onOpen={setSelectedId}
              onChange={change}
            />
          ))}
        </ul>
      )}

      {selected && (
        <ApplicationDetails
          key={selected.id}
          application={selected}
          mayWrite={mayChange}
          onOpen={setSelectedId}
          onClose={() => setSelectedId(undefined)}
        />
      )}

      {deciding && (
        <DecisionDialog
          deciding={deciding}
          busy={busyId === deciding.application.id}
          onConfirm={(message) => void applyChange(deciding.application, deciding.to, message)}
          onCancel={() => setDeciding(undefined)}
        />
      )}
    </Screen>
  );
}
