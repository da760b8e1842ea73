// The volunteer list's search box and status filter.
import { VOLUNTEER_STATUSES } from '../../../../shared/enums.ts';
import { STATUS_LABELS } from '../../../../shared/volunteer/application-status.ts';
import type { StatusFilter } from '../../../../shared/volunteer/volunteer-admin.ts';
import { type Choices, SearchField, SelectField } from '../shared/FilterFields.tsx';

const STATUS_FILTERS: Choices<StatusFilter> = [
  ['all', 'All Status'],
  ...VOLUNTEER_STATUSES.map((value) => [value, STATUS_LABELS[value]] as const),
];

interface Props {
  search: string;
  status: StatusFilter;
  onSearch: (search: string) => void;
  onStatus: (status: StatusFilter) => void;
}

export default function VolunteerFilters({ search, status, onSearch, onStatus }: Props) {
  return (
    <div className="as-filters">
      <SearchField
        id="volunteer-search"
        label="Search applications"
        hideLabel
        placeholder="Search by name, email, or program..."
        value={search}
        onChange={onSearch}
      />
      <SelectField
        id="volunteer-status"
        label="Status"
        hideLabel
        options={STATUS_FILTERS}
        value={status}
        onChange={onStatus}
      />
    </div>
  );
}
