// The one way an island loads what it shows (useRequest): ask, and let only the answer to the newest request fill
// the island; an answer that arrives after the next request was made (another date, other filters, a reload) is
// dropped. Public islands read it through useLoad, the admin screens through useAdminData (admin/use-admin-data.ts),
// and a load that is a POST or decides a whole screen calls it itself (docs/decisions/forms.md).
import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef, useState } from 'react';
import { getJson } from '../../shared/utils/api-client.ts';

export interface Request<T> {
  /** The newest value received; it stays while the next request is on its way and after that one fails. */
  value: T | undefined;
  /** For a screen that updates what it shows after its own change (the next answer replaces it anyway). */
  setValue: Dispatch<SetStateAction<T | undefined>>;
  /** The newest answer: the key of the request it answers, and its failure if it failed. */
  settled: { key: string; failed: false } | { key: string; failed: true; error: unknown } | undefined;
  loading: boolean;
  /** Asks again; true when this answer is the one now shown. */
  request: () => Promise<boolean>;
}

/**
 * Calls `fetch` now and whenever `key` (what is asked; undefined: nothing) changes. `onFailure` hears the failure
 * of the newest request only (without it, an island that shows the failure reads it from `settled`).
 */
export function useRequest<T>(
  key: string | undefined,
  fetch: () => Promise<T>,
  onFailure?: (error: unknown) => void,
): Request<T> {
  const [value, setValue] = useState<T>();
  const [settled, setSettled] = useState<Request<T>['settled']>();
  const [loading, setLoading] = useState(key !== undefined);
  const latest = useRef(0);
  // A new function each render, never a reason to ask again.
  const calls = useRef({ fetch, onFailure });
  calls.current = { fetch, onFailure };

  const request = useCallback(async (): Promise<boolean> => {
    if (key === undefined) return false;
    const mine = ++latest.current;
    setLoading(true);
    try {
      const answer = await calls.current.fetch();
      if (mine !== latest.current) return false;
      setValue(() => answer);
      setSettled({ key, failed: false });
      return true;
    } catch (error) {
      if (mine !== latest.current) return false;
      setSettled({ key, failed: true, error });
      calls.current.onFailure?.(error);
      return false;
    } finally {
      if (mine === latest.current) setLoading(false);
    }
  }, [key]);

  useEffect(() => {
    void request();
    // Whatever is still on its way answers too late once the key changed or the island closed.
    return () => {
      latest.current++;
    };
  }, [request]);

  return { value, setValue, settled, loading, request };
}

export type Load<T> = { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'loaded'; value: T };

interface LoadOptions {
  /** A change forces a new request for the same URL (what it lists changed meanwhile). */
  version?: number;
  /** Told of a failure as it arrives (the failure itself is in the state). */
  onError?: (error: unknown) => void;
}

/**
 * A public island's load: GET `url` (undefined: nothing yet) through the API client. Only the answer to the request
 * asked last shows, so the render that follows a new choice shows "loading", never the previous choice's answer for
 * a frame. `retry` asks again (a failure's Retry button).
 */
export function useLoad<T>(url: string | undefined, failure: string, options: LoadOptions = {}): [Load<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const key = url === undefined ? undefined : `${options.version ?? 0} ${attempt} ${failure} ${url}`;
  const { value, settled } = useRequest<T>(
    key,
    () => getJson<T>(url ?? '', failure),
    (error) => options.onError?.(error),
  );
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  if (settled === undefined || settled.key !== key) return [{ state: 'loading' }, retry];
  // A success sets the value and the answer together, so the value is this request's.
  return [settled.failed ? { state: 'failed', error: settled.error } : { state: 'loaded', value: value as T }, retry];
}
