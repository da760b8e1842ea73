// The dialog the services screen has open: add, edit (refilled when the service was saved meanwhile), view, or the
// delete confirmation naming the service.
import type { AdminService, ServiceFields } from '../../../../shared/services/service-form.ts';
import type { AdminAction } from '../../use-admin-data.ts';
import ConfirmDialog from '../shared/ConfirmDialog.tsx';
import ServiceForm from './ServiceForm.tsx';
import ServiceView from './ServiceView.tsx';

export type OpenService =
  | { kind: 'view' | 'edit'; id: string }
  | { kind: 'create' }
  | { kind: 'delete'; id: string }
  | undefined;

interface Props {
  open: OpenService;
  /** The service `open` names, if it is still in the list. */
  current: AdminService | undefined;
  canWrite: boolean;
  busy: boolean;
  setOpen: (open: OpenService) => void;
  save: (fields: ServiceFields, edited?: AdminService) => AdminAction<unknown>;
  remove: (service: AdminService | undefined) => unknown;
}

export default function ServiceDialogs({ open, current, canWrite, busy, setOpen, save, remove }: Props) {
  const close = () => setOpen(undefined);
  return (
    <>
      {open?.kind === 'create' && <ServiceForm onSave={(fields) => save(fields)} onClose={close} />}
      {open?.kind === 'edit' && current && (
        <ServiceForm
          key={current.updated_at}
          service={current}
          onSave={(fields) => save(fields, current)}
          onClose={close}
        />
      )}
      {open?.kind === 'view' && current && (
        <ServiceView
          service={current}
          onEdit={canWrite ? () => setOpen({ kind: 'edit', id: current.id }) : undefined}
          onClose={close}
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
          onCancel={close}
        />
      )}
    </>
  );
}
