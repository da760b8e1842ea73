// The centre and day of the sheet in the address (?center=kandy&date=2026-12-03), so a reload or a link handed to a
// colleague shows the same sheet. Without a centre, the first one; without a day, today in Colombo.
import { useEffect, useState } from 'react';
import { colomboToday } from '../../../../shared/utils/colombo-time.ts';

export interface DayAddress {
  center: string;
  date: string;
}

function fromAddress(): Partial<DayAddress> {
  const params = new URLSearchParams(location.search);
  const center = params.get('center') ?? '';
  const date = params.get('date') ?? '';
  return {
    center: /^[a-z0-9-]{1,80}$/.test(center) ? center : undefined,
    // A hand-edited day that is no date falls back to today.
    date: /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(date)) ? date : undefined,
  };
}

/** The sheet's centre (once known: `firstCenter` fills it in) and day, and how to change them. */
export function useDayAddress(firstCenter: string | undefined) {
  const [chosen, setChosen] = useState(fromAddress);
  const center = chosen.center ?? firstCenter;
  const date = chosen.date ?? colomboToday();
  useEffect(() => {
    if (!center) return;
    const query = `?${new URLSearchParams({ center, date })}`;
    if (location.search !== query) history.replaceState(history.state, '', `${location.pathname}${query}`);
  }, [center, date]);
  return {
    center,
    date,
    setCenter: (next: string) => setChosen({ ...chosen, center: next }),
    setDate: (next: string) => setChosen({ ...chosen, date: next || undefined }),
  };
}
