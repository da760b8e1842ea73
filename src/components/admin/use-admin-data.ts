// The one way the admin screens load what they show. Only the answer to the newest request may fill the screen:
// when a filter changes while an earlier request is still on its way, or a reload overtakes it, the late answer
// is dropped, so a slow unfiltered list can never replace the list of the filter just chosen.
import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef, useState } from 'react';
import { showToast } from '../../lib/toast-store.ts';
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

/**
 * GET `url` (null: not allowed, nothing is loaded) now and whenever it changes. A failure shows a toast titled
 * `fallbackMessage`, the spec's text for the screen, unless `onError` says otherwise.
 */
export function useAdminData<T>(
  url: string | null,
  fallbackMessage: string,
  options: { onError?: (error: unknown) => void } = {},
): AdminData<T> {
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(url !== null);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);
  const onError = useRef(options.onError);
  onError.current = options.onError;

  const reload = useCallback(async (): Promise<boolean> => {
    if (url === null) return false;
    const request = ++latest.current;
    setLoading(true);
    try {
      const body = await adminGet<T>(url, fallbackMessage);
      if (request !== latest.current) return false;
      setData(body);
      setFailed(false);
      return true;
    } catch (error) {
      if (request !== latest.current) return false;
      setFailed(true);
      if (onError.current) onError.current(error);
      else toastFailure(fallbackMessage, error);
      return false;
    } finally {
      if (request === latest.current) setLoading(false);
    }
  }, [url, fallbackMessage]);

  useEffect(() => {
    void reload();
    // Whatever is still on its way for this URL answers too late once the URL changed or the screen closed.
    return () => {
      latest.current++;
    };
  }, [reload]);

  return { data, setData, loading, failed, reload };
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
