// Admin volunteer applications (docs/product-rules.md "Volunteers"): search, status filter, cards, View Details, Review /
// Accept / Reject on pending and Undo Review on under_review (only changes the shared transition table allows).
import { useState } from 'react';
import { VOLUNTEER_STATUSES, type VolunteerStatus } from '../../../shared/enums.ts';
import { showToast } from '../../../shared/utils/toast-store.ts';
import { canTransition, STATUS_LABELS } from '../../../shared/volunteer/application-status.ts';
import {
  applicationLocation,
  filterApplications,
  programLabel,
  type StatusFilter,
  type VolunteerApplicationView,
} from '../../../shared/volunteer/volunteer-admin.ts';
import { ApiError, adminSend } from '../admin-api.ts';
import { type AdminScreenProps, can, deniedMessage } from '../admin-session.ts';
import { Icon } from '../icons.tsx';
import { useAdminActions, useAdminData } from '../use-admin-data.ts';
import ConfirmDialog from './shared/ConfirmDialog.tsx';
import Denied from './shared/Denied.tsx';
import EmptyList from './shared/EmptyList.tsx';
import { type Choices, SearchField, SelectField } from './shared/FilterFields.tsx';
import ItemButton, { type ItemButtonVariant } from './shared/ItemButton.tsx';
import ItemTop from './shared/ItemTop.tsx';
import ListPending from './shared/ListPending.tsx';
import Screen from './shared/Screen.tsx';
import ApplicationDetails from './volunteers/ApplicationDetails.tsx';
import DuplicateMark from './volunteers/DuplicateMark.tsx';
import VolunteerStatusBadge from './volunteers/VolunteerStatusBadge.tsx';
import './shared/screens.css';
import { formatInstant } from '../../../shared/utils/format.ts';

interface StatusAction {
  label: string;
  from: VolunteerStatus;
  to: VolunteerStatus;
  variant: ItemButtonVariant;
}

/** The buttons of spec 2.13, each shown only when the transition table allows it. */
const ACTIONS = (
  [
    { label: 'Review', from: 'pending', to: 'under_review', variant: 'btn-secondary' },
    { label: 'Accept', from: 'pending', to: 'accepted', variant: 'btn-primary' },
    { label: 'Reject', from: 'pending', to: 'rejected', variant: 'btn-danger' },
    { label: 'Undo Review', from: 'under_review', to: 'pending', variant: 'btn-secondary' },
  ] satisfies StatusAction[]
).filter((action: StatusAction) => canTransition(action.from, action.to));

const STATUS_FILTERS: Choices<StatusFilter> = [
  ['all', 'All Status'],
  ...VOLUNTEER_STATUSES.map((value) => [value, STATUS_LABELS[value]] as const),
];

export default function VolunteersScreen({ user }: Partial<AdminScreenProps>) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [selectedId, setSelectedId] = useState<string>();
  const { busyId, run } = useAdminActions();
  const [deciding, setDeciding] = useState<{ application: VolunteerApplicationView; to: 'accepted' | 'rejected' }>();
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

  // The access gate of spec 2.13.
  if (user === undefined) return <Denied message="Access denied. Please log in as an administrator." />;
  if (!allowed) return <Denied message={deniedMessage('volunteers', 'read')} />;

  /** Accept and Reject e-mail the applicant and cannot be undone: they ask first, naming who and which programme. */
  function change(application: VolunteerApplicationView, to: VolunteerStatus) {
    if ((to === 'accepted' || to === 'rejected') && mayChange) {
      setDeciding({ application, to });
    } else void applyChange(application, to);
  }

  function applyChange(application: VolunteerApplicationView, to: VolunteerStatus, message?: string) {
    if (!mayChange) {
      showToast({ type: 'error', title: 'Access denied', message: deniedMessage('volunteers', 'write') });
      return;
    }
    return run({
      id: application.id,
      send: () =>
        adminSend<{ application: VolunteerApplicationView }>(
          'PATCH',
          '/api/admin/volunteers',
          { id: application.id, status: to, expectedStatus: application.status, ...(message ? { message } : {}) },
          'Failed to update application status',
        ),
      success: {
        title: 'Status updated',
        message: `${application.firstName} ${application.lastName}: ${STATUS_LABELS[to]}`,
      },
      failure: 'Failed to update application status',
      // The updated record from the server replaces the one in the list (spec 4).
      onSuccess: (body) =>
        setData(
          (current) =>
            current && {
              applications: current.applications.map((item) =>
                item.id === body.application.id ? body.application : item,
              ),
            },
        ),
      onFailure: async (error) => {
        console.error('Failed to update application status', error instanceof ApiError ? error.status : error);
        // Someone else changed the application meanwhile: show what it is now.
        if (error instanceof ApiError && error.status === 409) await load();
      },
      onSettled: () => setDeciding(undefined),
    });
  }

  const shown = applications ? filterApplications(applications, search, status) : [];
  const filtering = Boolean(search.trim()) || status !== 'all';
  const selected = applications?.find((application) => application.id === selectedId);

  return (
    <Screen id="volunteers" title="Volunteer Applications" lead="Manage and review volunteer program applications">
      <div className="as-filters">
        <SearchField
          id="volunteer-search"
          label="Search applications"
          hideLabel
          placeholder="Search by name, email, or program..."
          value={search}
          onChange={setSearch}
        />
        <SelectField
          id="volunteer-status"
          label="Status"
          hideLabel
          options={STATUS_FILTERS}
          value={status}
          onChange={setStatus}
        />
      </div>

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
            <li key={a.id} className="as-item">
              <ItemTop title={`${a.firstName} ${a.lastName}`} aside={<VolunteerStatusBadge status={a.status} />}>
                <p className="as-count">{programLabel(a.program)}</p>
                {a.duplicateOf && (
                  <DuplicateMark earlier={a.duplicateOf} onOpen={() => setSelectedId(a.duplicateOf?.id)} />
                )}
              </ItemTop>
              <ul className="as-meta">
                <li>{a.email}</li>
                <li>{a.phone}</li>
                <li>{applicationLocation(a)}</li>
                <li>Applied {formatInstant(a.applicationDate, 'compact')}</li>
              </ul>
              <div className="as-actions">
                <ItemButton
                  label="View Details"
                  name={`View details of ${a.firstName} ${a.lastName}`}
                  onClick={() => setSelectedId(a.id)}
                />
                {ACTIONS.filter((action) => mayChange && action.from === a.status).map((action) => (
                  <ItemButton
                    key={action.label}
                    label={action.label}
                    name={`${action.label} ${a.firstName} ${a.lastName}`}
                    variant={action.variant}
                    disabled={busyId === a.id}
                    onClick={() => change(a, action.to)}
                  />
                ))}
              </div>
            </li>
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
        <ConfirmDialog
          title={deciding.to === 'accepted' ? 'Accept this application?' : 'Reject this application?'}
          message={`${deciding.application.firstName} ${deciding.application.lastName}'s application to the ${programLabel(deciding.application.program)} programme will be ${deciding.to} and ${deciding.application.firstName} will be e-mailed at once. This cannot be undone.`}
          confirmLabel={deciding.to === 'accepted' ? 'Accept application' : 'Reject application'}
          messageLabel="Message to include in the e-mail (optional)"
          busy={busyId === deciding.application.id}
          onConfirm={(message) => void applyChange(deciding.application, deciding.to, message)}
          onCancel={() => setDeciding(undefined)}
        />
      )}
    </Screen>
  );
}
