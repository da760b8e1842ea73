import { useEffect, useState } from 'react';

/** False in the prebuilt HTML and until the island has hydrated: a form's submit button waits for it, so a tap
 * before the script runs cannot send the fields as a plain GET with everything typed in the address bar. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
