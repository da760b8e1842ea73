// A list the wizard loads from the API: undefined while loading, null after a failure (with a toast), and only the
// answer for the URL asked last (an answer for a centre no longer chosen is dropped).
import { useEffect, useState } from 'react';
import { getJson } from '../../lib/api-client.ts';
import { showToast } from '../../lib/toast-store.ts';
import type { Loadable } from './booking-form.ts';

export function useList<T>(url: string | undefined, failure: string, version = 0): Loadable<T> {
  const [list, setList] = useState<Loadable<T>>(undefined);
  useEffect(() => {
    if (!url) {
      setList(undefined);
      return;
    }
    let current = true;
    setList(undefined);
    getJson<{ data: T[] }>(url, failure)
      .then((body) => current && setList(body.data))
      .catch((error: unknown) => {
        if (!current) return;
        setList(null);
        showToast({ type: 'error', title: failure, message: error instanceof Error ? error.message : failure });
      });
    return () => {
      current = false;
    };
    // version forces a refetch of the same URL (a slot was taken meanwhile)
  }, [url, failure, version]);
  return list;
}
