// The manage and waitlist links carry their token in the fragment (#token=...), which the browser sends nowhere.
import { useEffect, useState } from 'react';

/**
 * The address's fragment parameters, read after mount: undefined in the server render and the first client render,
 * so hydration finds the same "loading" the server sent.
 */
export function useFragment(): URLSearchParams | undefined {
  const [fragment, setFragment] = useState<URLSearchParams>();
  useEffect(() => setFragment(new URLSearchParams(window.location.hash.slice(1))), []);
  return fragment;
}
