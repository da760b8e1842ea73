// The list's filters and page in the address (a reload or a shared link shows the same page of the same list), kept
// in step as they change. A change of filter goes back to page 1: page 3 of another list means nothing.
import { useEffect, useState } from 'react';
import {
  type AppointmentFilters,
  type AppointmentListQuery,
  FIRST_PAGE,
  filtersFromQuery,
  filtersToQuery,
} from '../../../../shared/booking/appointment-filters.ts';
import { useDebounced } from '../../use-admin-data.ts';

export interface ListAddress {
  list: AppointmentListQuery;
  /** New filters or order: back to page 1. */
  setFilters: (filters: AppointmentFilters & Pick<AppointmentListQuery, 'sort'>) => void;
  setPage: (page: number) => void;
  /** The query of the page shown (the address, and the list's request). */
  query: string;
  /** The filters alone: the export takes every matching row, not one page. */
  filterQuery: string;
}

export function useListAddress(): ListAddress {
  const [list, setList] = useState(() => filtersFromQuery(location.search));
  const search = useDebounced(list.search, 300);
  const query = filtersToQuery({ ...list, search });
  const filterQuery = filtersToQuery({ ...list, search, ...FIRST_PAGE });
  useEffect(() => {
    if (location.search !== query) history.replaceState(history.state, '', `${location.pathname}${query}`);
  }, [query]);
  return {
    list,
    setFilters: (next) => setList((current) => ({ ...current, ...next, page: FIRST_PAGE.page })),
    // The same page again changes nothing (and renders nothing again).
    setPage: (page) => setList((current) => (current.page === page ? current : { ...current, page })),
    query,
    filterQuery,
  };
}
