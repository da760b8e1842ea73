// The one way the admin screens load what they show (useAdminData, on the islands' one load, useRequest), and the
// one way they change it (useAdminActions). Only the answer to the newest request may fill the screen: when a filter
// changes while an earlier request is still on its way, or a reload overtakes it, the late answer is dropped, so a
// slow unfiltered list can never replace the list of the filter just chosen.
import { type Dispatch, type SetStateAction, useCallback, useEffect, useState } from 'react';
import { showToast } from '../../shared/utils/toast-store.ts';
import { useRequest } from '../ui/use-load.ts';
import { ApiError, adminGet } from './admin-api.ts';

export interface AdminData<T> {
  /** The newest answer; while the next one loads, the previous stays on screen. */
  data: T | undefined;
  /** For a screen that updates what it shows after its own change (the next load replaces it anyway). */
  setData: Dispatch<SetStateAction<T | undefined>>;
  loading: boolean;
  failed: boolean;
  /** Loads again; true when this answer is the one now shown. */
  reload: () => Promise<boolean>;
}

function toastFailure(title: string, error: unknown) {
  showToast({ type: 'error', title, message: error instanceof ApiError ? error.message : undefined });
}

type ToastText = { title: string; message?: string };

/** One change an admin makes: the request, and what the screen does around it. */
export interface AdminAction<R> {
  /** What the change is about (a row's id), for a screen that disables only that row's buttons meanwhile. */
  id?: string;
  send: () => Promise<R>;
  /** The success toast, if the change has one. */
  success?: ToastText;
  /** The failure toast: its title (the server's message, if any, under it), or the whole toast. */
  failure: string | ((error: unknown) => ToastText);
  /** After success, still busy: take the answer in, close the dialog, reload what the change altered. */
  onSuccess?: (result: R) => unknown;
  /** After the failure toast, still busy: show the fields' errors, reload when the data moved on. */
  onFailure?: (error: unknown) => unknown;
  /** No longer busy, whatever happened: a list that shows the outcome either way reloads here. */
  onSettled?: () => unknown;
}

export interface AdminActions {
  /** A change is on its way: its buttons stay disabled so it is not sent twice. */
  busy: boolean;
  /** The `id` of the change on its way. */
  busyId: string | undefined;
  run: <R>(action: AdminAction<R>) => Promise<void>;
}

/** The one way an admin screen changes something: busy while it runs, a toast for how it went, then the follow-up. */
export function useAdminActions(): AdminActions {
  const [running, setRunning] = useState<{ id?: string }>();

  const run = useCallback(async <R>(action: AdminAction<R>) => {
    setRunning({ id: action.id });
    try {
      const result = await action.send();
      if (action.success) showToast({ type: 'success', ...action.success });
      await action.onSuccess?.(result);
    } catch (error) {
      if (typeof action.failure === 'string') toastFailure(action.failure, error);
      else showToast({ type: 'error', ...action.failure(error) });
      await action.onFailure?.(error);
    } finally {
      setRunning(undefined);
      await action.onSettled?.();
    }
  }, []);

  return { busy: running !== undefined, busyId: running?.id, run };
}

/**
 * GET `url` (null: not allowed, nothing is loaded) now and whenever it changes, through adminGet (an expired session
 * goes back to the sign-in). A failure shows a toast titled `fallbackMessage`, the agreed text for the screen,
 * unless `onError` says otherwise.
 */
export function useAdminData<T>(
  url: string | null,
  fallbackMessage: string,
  options: { onError?: (error: unknown) => void } = {},
): AdminData<T> {
  const { value, setValue, settled, loading, request } = useRequest<T>(
    url ?? undefined,
    () => adminGet<T>(url ?? '', fallbackMessage),
    (error) => (options.onError ? options.onError(error) : toastFailure(fallbackMessage, error)),
  );
  return { data: value, setData: setValue, loading, failed: settled?.failed ?? false, reload: request };
}

/** `value`, once it has stopped changing for `delay` ms (a search box waits for the typing to pause). */
export function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
