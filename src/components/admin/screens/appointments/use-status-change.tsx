// The status buttons' one behaviour, for the appointments list and the day sheet: cancelling asks who and why,
// correcting an outcome asks for a reason, Confirm, Complete and No-show ask once (OutcomeConfirmDialog); Arrived
// goes at once. Each change carries the status the admin saw (a 409 when someone changed it since), then reloads.
import { type ReactNode, useState } from 'react';
import type { StatusSubject } from '../../../../shared/booking/admin-appointment.ts';
import { APPOINTMENT_STATUS_LABELS, type AppointmentChange } from '../../../../shared/booking/appointment-status.ts';
import { ApiError, adminSend } from '../../admin-api.ts';
import { useAdminActions } from '../../use-admin-data.ts';
import CancelDialog from './CancelDialog.tsx';
import CorrectionDialog from './CorrectionDialog.tsx';
import OutcomeConfirmDialog, { ASK_ONCE } from './OutcomeConfirmDialog.tsx';

type Asking = { kind: 'cancel' | 'correct' | 'outcome'; appointment: StatusSubject; to: AppointmentChange };

/** What a change sends besides the status: the reason, and who asked for a cancellation. */
type ChangeDetails = { reason?: string; cancelledBy?: 'patient' | 'staff' };

export type ChangeStatus = (appointment: StatusSubject, to: AppointmentChange, correction: boolean) => void;

// A server fault or a lost connection is told in the agreed words, not the technical ones.
const failure = (error: unknown) => ({
  title: 'Update failed',
  message:
    error instanceof ApiError && error.status !== 0 && error.status < 500
      ? error.message
      : 'Failed to update appointment status',
});

export function useStatusChange(reload: () => Promise<unknown>): {
  busyId: string | undefined;
  changeStatus: ChangeStatus;
  dialog: ReactNode;
} {
  const { busyId, run } = useAdminActions();
  const [asking, setAsking] = useState<Asking>();

  const apply = (a: StatusSubject, to: AppointmentChange, details: ChangeDetails = {}) =>
    void run({
      id: a.id,
      send: () =>
        adminSend(
          'PATCH',
          '/api/admin/appointments',
          { id: a.id, status: to, expectedStatus: a.status, ...details },
          'Failed to update appointment status',
        ),
      success: { title: 'Status updated', message: `${a.name}: ${APPOINTMENT_STATUS_LABELS[to]}` },
      failure,
      onSettled: async () => {
        setAsking(undefined);
        await reload();
      },
    });

  const changeStatus: ChangeStatus = (appointment, to, correction) => {
    if (to === 'cancelled') setAsking({ kind: 'cancel', appointment, to });
    else if (correction) setAsking({ kind: 'correct', appointment, to });
    else if (ASK_ONCE.includes(to)) setAsking({ kind: 'outcome', appointment, to });
    else apply(appointment, to);
  };

  return {
    busyId,
    changeStatus,
    dialog: asking && <AskingDialog asking={asking} busyId={busyId} apply={apply} close={() => setAsking(undefined)} />,
  };
}

function AskingDialog({
  asking: { kind, appointment, to },
  busyId,
  apply,
  close,
}: {
  asking: Asking;
  busyId: string | undefined;
  apply: (a: StatusSubject, to: AppointmentChange, details?: ChangeDetails) => void;
  close: () => void;
}) {
  const busy = busyId === appointment.id;
  if (kind === 'cancel') {
    const confirm = (details: ChangeDetails) => apply(appointment, to, details);
    return <CancelDialog appointment={appointment} busy={busy} onConfirm={confirm} onCancel={close} />;
  }
  if (kind === 'correct') {
    const confirm = (reason: string) => apply(appointment, to, reason ? { reason } : {});
    return <CorrectionDialog appointment={appointment} to={to} busy={busy} onConfirm={confirm} onCancel={close} />;
  }
  const confirm = () => apply(appointment, to);
  return <OutcomeConfirmDialog appointment={appointment} to={to} busy={busy} onConfirm={confirm} onCancel={close} />;
}
