// Admin services management (docs/product-rules.md "Admin services"): search, availability filter, create/view/edit modals,
// the enable/disable toggle and Delete with a confirmation naming the service.
import { useState } from 'react';
import type { Service } from '../../../shared/services/service.ts';
import type { AdminService, ServiceFields } from '../../../shared/services/service-form.ts';
import { formatDuration, formatLkr } from '../../../shared/utils/format.ts';
import { showToast } from '../../../shared/utils/toast-store.ts';
import { ApiError, adminSend } from '../admin-api.ts';
import { type AdminScreenProps, can, deniedMessage } from '../admin-session.ts';
import { type AdminAction, useAdminActions, useAdminData } from '../use-admin-data.ts';
import ServiceForm from './services/ServiceForm.tsx';
import ServiceView from './services/ServiceView.tsx';
import ConfirmDialog from './shared/ConfirmDialog.tsx';
import Denied from './shared/Denied.tsx';
import EmptyList from './shared/EmptyList.tsx';
import { type Choices, SearchField, SelectField } from './shared/FilterFields.tsx';
import ItemButton from './shared/ItemButton.tsx';
import ItemTop from './shared/ItemTop.tsx';
import ListPending from './shared/ListPending.tsx';
import Screen from './shared/Screen.tsx';
import './shared/screens.css';

type Availability = 'all' | 'available' | 'unavailable';
const AVAILABILITY: Choices<Availability> = [
  ['all', 'All'],
  ['available', 'Available'],
  ['unavailable', 'Unavailable'],
];
type Open = { kind: 'view' | 'edit'; id: string } | { kind: 'create' } | { kind: 'delete'; id: string } | undefined;

export default function ServicesScreen({ user }: AdminScreenProps) {
  const [search, setSearch] = useState('');
  const [availability, setAvailability] = useState<Availability>('all');
  const [open, setOpen] = useState<Open>();
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

  if (!allowed) return <Denied message={deniedMessage('content', 'read')} />;

  const denyWrite = () =>
    showToast({ type: 'error', title: 'Access denied', message: deniedMessage('content', 'write') });

  /**
   * Saving runs in the form, which stays busy meanwhile and shows the server's field errors. An edit sends when the
   * service it opened was saved: if someone saved it since (409), the list reloads and the form refills with theirs.
   */
  function save(fields: ServiceFields, edited?: AdminService): AdminAction<unknown> {
    return {
      send: () =>
        edited
          ? adminSend(
              'PUT',
              '/api/admin/services',
              { serviceId: edited.id, savedAt: edited.updated_at, ...fields },
              'Failed to save service',
            )
          : adminSend('POST', '/api/admin/services', fields, 'Failed to save service'),
      success: { title: edited ? 'Service updated' : 'Service created', message: fields.name },
      failure: 'Failed to save service',
      onSuccess: async () => {
        setOpen(undefined);
        await load();
      },
      onFailure: async (error) => {
        if (error instanceof ApiError && error.status === 409) await load();
      },
    };
  }

  function toggle(service: Service) {
    if (!canWrite) return denyWrite();
    return run({
      send: () =>
        adminSend(
          'PATCH',
          '/api/admin/services',
          { serviceId: service.id, available: !service.available },
          'Failed to update service availability',
        ),
      success: {
        title: 'Availability updated',
        message: `${service.name} is now ${service.available ? 'unavailable' : 'available'} for booking.`,
      },
      failure: 'Failed to update service availability',
      onSuccess: load,
    });
  }

  function remove(service: Service | undefined) {
    if (!service) {
      showToast({ type: 'error', title: 'Failed to delete service', message: 'Cannot delete invalid service' });
      setOpen(undefined);
      return;
    }
    return run({
      send: () => adminSend('DELETE', '/api/admin/services', { serviceId: service.id }, 'Failed to delete service'),
      success: { title: 'Service deleted', message: service.name },
      failure: 'Failed to delete service',
      onSuccess: async () => {
        setOpen(undefined);
        await load();
      },
    });
  }

  const needle = search.trim().toLowerCase();
  const shown = (services ?? []).filter(
    (service) =>
      (availability === 'all' || service.available === (availability === 'available')) &&
      (!needle ||
        [service.name, service.subtitle ?? '', service.description, service.category].some((text) =>
          text.toLowerCase().includes(needle),
        )),
  );
  const current = open && 'id' in open ? services?.find((service) => service.id === open.id) : undefined;

  return (
    <Screen
      id="services"
      title="Services Management"
      lead="The treatments patients see on the website and can book."
      actions={
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => (canWrite ? setOpen({ kind: 'create' }) : denyWrite())}
        >
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
            <li key={service.id} className="as-item">
              <ItemTop
                title={
                  <>
                    <span aria-hidden="true">{service.icon}</span> {service.name}
                  </>
                }
                aside={
                  <button
                    type="button"
                    role="switch"
                    className="as-switch"
                    aria-checked={service.available}
                    aria-label={`${service.name} available for booking`}
                    disabled={busy}
                    onClick={() => toggle(service)}
                  >
                    <span className="as-switch__track" aria-hidden="true" />
                    {service.available ? 'Available' : 'Unavailable'}
                  </button>
                }
              >
                <ul className="as-meta">
                  <li>{service.category}</li>
                  <li>{formatDuration(service.duration)}</li>
                  <li>{formatLkr(service.price)}</li>
                  {service.featured && <li>Featured</li>}
                </ul>
              </ItemTop>
              <p className="as-excerpt">{service.description}</p>
              <div className="as-actions">
                <ItemButton
                  label="View"
                  name={`View ${service.name}`}
                  onClick={() => setOpen({ kind: 'view', id: service.id })}
                />
                <ItemButton
                  label="Edit"
                  name={`Edit ${service.name}`}
                  onClick={() => (canWrite ? setOpen({ kind: 'edit', id: service.id }) : denyWrite())}
                />
                <ItemButton
                  label="Delete"
                  name={`Delete ${service.name}`}
                  variant="btn-danger"
                  onClick={() =>
                    can(user, 'content', 'delete')
                      ? setOpen({ kind: 'delete', id: service.id })
                      : showToast({
                          type: 'error',
                          title: 'Access denied',
                          message: deniedMessage('content', 'delete'),
                        })
                  }
                />
              </div>
            </li>
          ))}
        </ul>
      )}

      {open?.kind === 'create' && <ServiceForm onSave={(fields) => save(fields)} onClose={() => setOpen(undefined)} />}
      {open?.kind === 'edit' && current && (
        <ServiceForm
          key={current.updated_at}
          service={current}
          onSave={(fields) => save(fields, current)}
          onClose={() => setOpen(undefined)}
        />
      )}
      {open?.kind === 'view' && current && (
        <ServiceView
          service={current}
          onEdit={canWrite ? () => setOpen({ kind: 'edit', id: current.id }) : undefined}
          onClose={() => setOpen(undefined)}
        />
      )}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title="Delete service"
          message={
            current
              ? `Are you sure you want to delete "${current.name}"? This action cannot be undone.`
              : 'Cannot delete invalid service'
          }
          confirmLabel="Delete"
          busy={busy}
          onConfirm={() => remove(current)}
          onCancel={() => setOpen(undefined)}
        />
      )}
    </Screen>
  );
}
