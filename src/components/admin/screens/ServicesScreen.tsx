// Admin services management (docs/product-rules.md "Admin services"): search, availability filter, create/view/edit modals,
// the enable/disable toggle and Delete with a confirmation naming the service.
import { useState } from 'react';
import type { AdminService } from '../../../shared/services/service-form.ts';
import { showToast } from '../../../shared/utils/toast-store.ts';
import { type AdminScreenProps, can, deniedMessage } from '../admin-session.ts';
import { useAdminActions, useAdminData } from '../use-admin-data.ts';
import ServiceDialogs, { type OpenService } from './services/ServiceDialogs.tsx';
import ServiceItem from './services/ServiceItem.tsx';
import { useServiceChanges } from './services/use-service-changes.ts';
import Denied from './shared/Denied.tsx';
import EmptyList from './shared/EmptyList.tsx';
import { type Choices, SearchField, SelectField } from './shared/FilterFields.tsx';
import ListPending from './shared/ListPending.tsx';
import Screen from './shared/Screen.tsx';
import './shared/screens.css';

type Availability = 'all' | 'available' | 'unavailable';
const AVAILABILITY: Choices<Availability> = [
  ['all', 'All'],
  ['available', 'Available'],
  ['unavailable', 'Unavailable'],
];

/** The services the search (name, subtitle, description, category) and the availability filter leave. */
function filterServices(services: AdminService[], needle: string, availability: Availability) {
  return services.filter(
    (service) =>
      (availability === 'all' || service.available === (availability === 'available')) &&
      (!needle ||
        [service.name, service.subtitle ?? '', service.description, service.category].some((text) =>
          text.toLowerCase().includes(needle),
        )),
  );
}

const denyAccess = (action: 'write' | 'delete') =>
  showToast({ type: 'error', title: 'Access denied', message: deniedMessage('content', action) });

export default function ServicesScreen({ user }: AdminScreenProps) {
  const [search, setSearch] = useState('');
  const [availability, setAvailability] = useState<Availability>('all');
  const [open, setOpen] = useState<OpenService>();
  const { busy, run } = useAdminActions();
  const allowed = can(user, 'content', 'read');
  const canWrite = can(user, 'content', 'write');

  const {
    data,
    failed,
    reload: load,
  } = useAdminData<{ services: AdminService[] }>(
    allowed ? '/api/admin/services?page=1&limit=100' : null,
    'Failed to load services',
  );
  const services = data?.services;
  const { save, toggle, remove } = useServiceChanges({ run, load, close: () => setOpen(undefined) });

  if (!allowed) return <Denied message={deniedMessage('content', 'read')} />;

  const ifWriter = (then: () => unknown) => () => (canWrite ? then() : denyAccess('write'));
  const needle = search.trim().toLowerCase();
  const shown = filterServices(services ?? [], needle, availability);
  const current = open && 'id' in open ? services?.find((service) => service.id === open.id) : undefined;

  return (
    <Screen
      id="services"
      title="Services Management"
      lead="The treatments patients see on the website and can book."
      actions={
        <button type="button" className="btn btn-primary" onClick={ifWriter(() => setOpen({ kind: 'create' }))}>
          Add service
        </button>
      }
    >
      <div className="as-filters">
        <SearchField
          id="service-search"
          label="Search"
          placeholder="Search services..."
          value={search}
          onChange={setSearch}
        />
        <SelectField
          id="service-availability"
          label="Availability"
          options={AVAILABILITY}
          value={availability}
          onChange={setAvailability}
        />
      </div>

      {services && (
        <p className="as-count" aria-live="polite">
          Showing {shown.length} of {services.length} services
        </p>
      )}

      {!services ? (
        <ListPending failed={failed} failure="Failed to load services" loading="Loading services..." />
      ) : shown.length === 0 ? (
        <EmptyList heading="No services found">
          {needle || availability !== 'all'
            ? 'Try adjusting your search or filter criteria.'
            : 'Add the first service.'}
        </EmptyList>
      ) : (
        <ul className="as-list as-list--cards" aria-label="Services">
          {shown.map((service) => (
            <ServiceItem
              key={service.id}
              service={service}
              busy={busy}
              onToggle={ifWriter(() => toggle(service))}
              onView={() => setOpen({ kind: 'view', id: service.id })}
              onEdit={ifWriter(() => setOpen({ kind: 'edit', id: service.id }))}
              onDelete={() =>
                can(user, 'content', 'delete') ? setOpen({ kind: 'delete', id: service.id }) : denyAccess('delete')
              }
            />
          ))}
        </ul>
      )}

      <ServiceDialogs
        open={open}
        current={current}
        canWrite={canWrite}
        busy={busy}
        setOpen={setOpen}
        save={save}
        remove={remove}
      />
    </Screen>
  );
}
