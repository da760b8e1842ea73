// A list an island loads from the API (useLoad, src/components/ui/use-load.ts): undefined while loading, null after
// a failure; with it, `retry`, which loads the same URL again (the failure's Retry button, LoadFailed.tsx).
import { useLoad } from '../ui/use-load.ts';
import type { Loadable } from './booking-form.ts';

export function useList<T>(url: string | undefined, failure: string, version = 0): [Loadable<T>, () => void] {
  const [load, retry] = useLoad<{ data: T[] }>(url, failure, {
    version,
    onError: (error) => console.error(failure, error),
  });
  if (url === undefined) return [undefined, retry];
  return [load.state === 'loaded' ? load.value.data : load.state === 'failed' ? null : undefined, retry];
}
