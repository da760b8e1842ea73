// A list the wizard loads from the API: undefined while loading, null after a failure (with a toast), and only the
// answer for the URL asked last. The answer is kept with the request it answers, so the render that follows a new
// choice (another date, another centre) shows "loading", never the previous choice's list for a frame.
import { useEffect, useState } from 'react';
import { getJson } from '../../shared/utils/api-client.ts';
import { showToast } from '../../shared/utils/toast-store.ts';
import type { Loadable } from './booking-form.ts';

export function useList<T>(url: string | undefined, failure: string, version = 0): Loadable<T> {
  const request = url === undefined ? undefined : `${version} ${url}`;
  const [answer, setAnswer] = useState<{ request: string; list: T[] | null }>();
  useEffect(() => {
    if (!url || !request) return;
    let current = true;
    getJson<{ data: T[] }>(url, failure)
      .then((body) => current && setAnswer({ request, list: body.data }))
      .catch((error: unknown) => {
        if (!current) return;
        setAnswer({ request, list: null });
        showToast({ type: 'error', title: failure, message: error instanceof Error ? error.message : failure });
      });
    return () => {
      current = false;
    };
    // version forces a refetch of the same URL (a slot was taken meanwhile)
  }, [url, request, failure]);
  return answer !== undefined && answer.request === request ? answer.list : undefined;
}
