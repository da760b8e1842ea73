// What the admin changes on the services screen: save (create or edit), the availability switch and delete, each
// a change of the screen's one useAdminActions, closing the dialog and reloading the list when it went through.
import type { Service } from '../../../../shared/services/service.ts';
import type { AdminService, ServiceFields } from '../../../../shared/services/service-form.ts';
import { showToast } from '../../../../shared/utils/toast-store.ts';
import { ApiError, adminSend } from '../../admin-api.ts';
import type { AdminAction, AdminActions } from '../../use-admin-data.ts';

interface Options {
  run: AdminActions['run'];
  load: () => Promise<unknown>;
  close: () => void;
}

export function useServiceChanges({ run, load, close }: Options) {
  const closeAndLoad = async () => {
    close();
    await load();
  };

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
      onSuccess: closeAndLoad,
      onFailure: async (error) => {
        if (error instanceof ApiError && error.status === 409) await load();
      },
    };
  }

  function toggle(service: Service) {
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
      close();
      return;
    }
    return run({
      send: () => adminSend('DELETE', '/api/admin/services', { serviceId: service.id }, 'Failed to delete service'),
      success: { title: 'Service deleted', message: service.name },
      failure: 'Failed to delete service',
      onSuccess: closeAndLoad,
    });
  }

  return { save, toggle, remove };
}
