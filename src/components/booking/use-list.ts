// A list an island loads from the API: undefined while loading, null after a failure, and only the answer for the
// URL asked last; with it, `retry`, which loads the same URL again (the failure's Retry button, LoadFailed.tsx).
// The answer is kept with the request it answers, so the render that follows a new choice (another date, another
// centre) shows "loading", never the previous choice's list for a frame.
import { useCallback, useEffect, useState } from 'react';
import { getJson } from '../../shared/utils/api-client.ts';
import type { Loadable } from './booking-form.ts';

export function useList<T>(url: string | undefined, failure: string, version = 0): [Loadable<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const request = url === undefined ? undefined : `${version} ${attempt} ${url}`;
  const [answer, setAnswer] = useState<{ request: string; list: T[] | null }>();
  useEffect(() => {
    if (!url || !request) return;
    let current = true;
    getJson<{ data: T[] }>(url, failure)
      .then((body) => current && setAnswer({ request, list: body.data }))
      .catch((error: unknown) => {
        if (!current) return;
        console.error(failure, error);
        setAnswer({ request, list: null });
      });
    return () => {
      current = false;
    };
    // version forces a refetch of the same URL (a slot was taken meanwhile), attempt a retry after a failure
  }, [url, request, failure]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return [answer !== undefined && answer.request === request ? answer.list : undefined, retry];
}
