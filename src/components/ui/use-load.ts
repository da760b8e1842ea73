// The one way a public island loads what it shows: GET `url` (undefined: nothing yet) through the API client, and
// only the answer to the URL asked last fills the island. The answer is kept with the request it answers, so the
// render that follows a new choice (another date, other filters) shows "loading", never the previous choice's
// answer for a frame, and an answer that arrives after the next request was made is dropped.
import { useCallback, useEffect, useState } from 'react';
import { getJson } from '../../shared/utils/api-client.ts';

export type Load<T> = { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'loaded'; value: T };

interface LoadOptions {
  /** A change forces a new request for the same URL (what it lists changed meanwhile). */
  version?: number;
  /** Told of a failure as it arrives (the failure itself is in the state). */
  onError?: (error: unknown) => void;
}

/** The state of the newest request for `url`, and `retry`, which asks again (a failure's Retry button). */
export function useLoad<T>(url: string | undefined, failure: string, options: LoadOptions = {}): [Load<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const request = url === undefined ? undefined : `${options.version ?? 0} ${attempt} ${url}`;
  const [answer, setAnswer] = useState<{ request: string; load: Load<T> }>();
  const { onError } = options;
  useEffect(() => {
    if (!url || !request) return;
    let current = true;
    getJson<T>(url, failure)
      .then((value) => current && setAnswer({ request, load: { state: 'loaded', value } }))
      .catch((error: unknown) => {
        if (!current) return;
        onError?.(error);
        setAnswer({ request, load: { state: 'failed', error } });
      });
    return () => {
      current = false;
    };
    // onError (a new function each render) does not ask again
  }, [url, request, failure]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return [answer !== undefined && answer.request === request ? answer.load : { state: 'loading' }, retry];
}
