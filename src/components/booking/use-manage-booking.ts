// The manage page's booking: read with the token from the fragment (never in a URL a server logs), then what the
// patient does with it: cancel (after a confirmation), or choose another time (MoveVisit).
import type { BookedAppointment } from '../../shared/booking/booking-schema.ts';
import { ApiError, sendJson } from '../../shared/utils/api-client.ts';
import { showToast } from '../../shared/utils/toast-store.ts';
import { useRequest } from '../ui/use-load.ts';
import { forgetCancelledBooking } from './booking-draft.ts';
import type { BookingMessages } from './booking-form.ts';
import { useFragment } from './use-fragment.ts';

export type ManageState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | {
      kind: 'loaded';
      appointment: BookedAppointment;
      confirming: boolean;
      busy: boolean;
      error?: string;
      /** Choosing another time (MoveVisit). */
      moving?: boolean;
    };

export type Loaded = Extract<ManageState, { kind: 'loaded' }>;

export function useManageBooking(m: BookingMessages['booking']['manage']) {
  const fragment = useFragment();
  const token = fragment?.get('token') ?? '';
  // Asked once the fragment is read; a link without its token asks nothing.
  const { value, setValue, settled } = useRequest<Loaded>(token || undefined, async () => {
    const { data } = await sendJson<{ data: BookedAppointment }>(
      'POST',
      '/api/appointment-manage',
      { token },
      m.loadFailed,
    );
    // `#token=...&view=move` (the WhatsApp "Another time" answer) opens the move calendar at once.
    return {
      kind: 'loaded',
      appointment: data,
      confirming: false,
      busy: false,
      moving: fragment?.get('view') === 'move',
    };
  });

  let state: ManageState = value ?? { kind: 'loading' };
  if (fragment && !token) state = { kind: 'error', message: m.incomplete };
  else if (settled?.failed) {
    state = { kind: 'error', message: settled.error instanceof Error ? settled.error.message : m.loadFailed };
  }

  async function cancel(loaded: Loaded) {
    setValue({ ...loaded, busy: true, error: undefined });
    try {
      const { data, message } = await sendJson<{ data: BookedAppointment; message: string }>(
        'POST',
        '/api/appointment-manage',
        { token, action: 'cancel' },
        m.cancelFailed,
      );
      forgetCancelledBooking(data.reference);
      showToast({ type: 'success', title: m.cancelledToast, message });
      setValue({ kind: 'loaded', appointment: data, confirming: false, busy: false });
    } catch (error) {
      const message = error instanceof ApiError ? error.message : m.cancelFailed;
      showToast({ type: 'error', title: m.cancelFailed, message });
      setValue({ ...loaded, busy: false, confirming: false, error: message });
    }
  }

  // What the patient does next (confirm, move, cancel) replaces the booking as loaded; nothing asks again.
  return { state, setState: setValue, cancel, token };
}
