// The manage page's booking: read with the token from the fragment (never in a URL a server logs), then what the
// patient does with it: cancel (after a confirmation), or choose another time (MoveVisit).
import { useEffect, useState } from 'react';
import type { BookedAppointment } from '../../shared/booking/booking-schema.ts';
import { ApiError, sendJson } from '../../shared/utils/api-client.ts';
import { showToast } from '../../shared/utils/toast-store.ts';
import { forgetCancelledBooking } from './booking-draft.ts';
import type { BookingMessages } from './booking-form.ts';

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

export function tokenFromFragment(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
}

/** `#token=...&view=move` (the WhatsApp "Another time" answer) opens the move calendar at once. */
function opensOnMove(): boolean {
  return new URLSearchParams(window.location.hash.slice(1)).get('view') === 'move';
}

export function useManageBooking(m: BookingMessages['booking']['manage']) {
  const [state, setState] = useState<ManageState>({ kind: 'loading' });

  useEffect(() => {
    const token = tokenFromFragment();
    if (!token) {
      setState({ kind: 'error', message: m.incomplete });
      return;
    }
    sendJson<{ data: BookedAppointment }>('POST', '/api/appointment-manage', { token }, m.loadFailed)
      .then(({ data }) =>
        setState({ kind: 'loaded', appointment: data, confirming: false, busy: false, moving: opensOnMove() }),
      )
      .catch((error: unknown) =>
        setState({ kind: 'error', message: error instanceof Error ? error.message : m.loadFailed }),
      );
  }, [m]);

  async function cancel(loaded: Loaded) {
    setState({ ...loaded, busy: true, error: undefined });
    try {
      const { data, message } = await sendJson<{ data: BookedAppointment; message: string }>(
        'POST',
        '/api/appointment-manage',
        { token: tokenFromFragment(), action: 'cancel' },
        m.cancelFailed,
      );
      forgetCancelledBooking(data.reference);
      showToast({ type: 'success', title: m.cancelledToast, message });
      setState({ kind: 'loaded', appointment: data, confirming: false, busy: false });
    } catch (error) {
      const message = error instanceof ApiError ? error.message : m.cancelFailed;
      showToast({ type: 'error', title: m.cancelFailed, message });
      setState({ ...loaded, busy: false, confirming: false, error: message });
    }
  }

  return { state, setState, cancel };
}
