// The appointments list's filters (shared/booking/appointment-filters.ts): search always in view; status, days,
// centre and doctor folded behind one button on a phone, so the first visit is on the first screen.
import { useState } from 'react';
import {
  type AppointmentFilters,
  type AppointmentSort,
  type DateFilter,
  NO_FILTERS,
} from '../../../../shared/booking/appointment-filters.ts';
import { APPOINTMENT_STATUS_LABELS } from '../../../../shared/booking/appointment-status.ts';
import type { Doctor, MedicalCenter } from '../../../../shared/booking/catalogue.ts';
import { APPOINTMENT_STATUSES } from '../../../../shared/enums.ts';
import { type Choices, SearchField, SelectField } from '../shared/FilterFields.tsx';

const STATUS_FILTERS: Choices<AppointmentFilters['status']> = [
  ['all', 'All statuses'],
  ...APPOINTMENT_STATUSES.map((value) => [value, APPOINTMENT_STATUS_LABELS[value]] as const),
];
const DATE_FILTERS: Choices<DateFilter> = [
  ['all', 'All dates'],
  ['today', 'Today'],
  ['tomorrow', 'Tomorrow'],
  ['week', 'This week (Monday to Sunday)'],
  ['custom', 'Chosen days'],
];

const SORTS: Choices<AppointmentSort> = [
  ['visit', 'Visit time'],
  ['booked', 'Newest booking'],
];

/** The filters and the list's order: a change of either goes back to the first page. */
type ListChoice = AppointmentFilters & { sort: AppointmentSort };

interface Props {
  filters: ListChoice;
  centers: readonly MedicalCenter[];
  doctors: readonly Doctor[];
  onChange: (filters: ListChoice) => void;
}

/** How many filters other than the search differ from the defaults, for the phone's button. */
function activeCount(filters: AppointmentFilters): number {
  return (['status', 'date', 'center', 'doctor'] as const).filter((key) => filters[key] !== NO_FILTERS[key]).length;
}

export default function AppointmentFilterFields({ filters, centers, doctors, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const set = (change: Partial<ListChoice>) => onChange({ ...filters, ...change });
  const atCenter = doctors.filter(
    (doctor) =>
      filters.center === 'all' || doctor.availability.some((place) => place.medical_center_id === filters.center),
  );
  const count = activeCount(filters);
  return (
    <div className="as-filters" data-open={open}>
      <SearchField
        id="appointment-search"
        label="Search"
        placeholder="Name, email, phone, reference or doctor"
        value={filters.search}
        onChange={(search) => set({ search })}
      />
      <button
        type="button"
        className="btn btn-secondary as-filters__toggle"
        aria-expanded={open}
        aria-controls="appointment-filter-fields"
        onClick={() => setOpen(!open)}
      >
        {count > 0 ? `Filters (${count})` : 'Filters'}
      </button>
      <div className="as-filters__more" id="appointment-filter-fields">
        <SelectField
          id="appointment-status"
          label="Status"
          options={STATUS_FILTERS}
          value={filters.status}
          onChange={(status) => set({ status })}
        />
        <SelectField
          id="appointment-date"
          label="Date"
          options={DATE_FILTERS}
          value={filters.date}
          onChange={(date) => set({ date })}
        />
        {filters.date === 'custom' && <DayFields filters={filters} onChange={set} />}
        <SelectField
          id="appointment-center"
          label="Medical center"
          options={[['all', 'All centers'], ...centers.map((center) => [center.id, center.name] as const)]}
          value={filters.center}
          onChange={(center) => set({ center, doctor: 'all' })}
        />
        <SelectField
          id="appointment-doctor"
          label="Doctor"
          options={[
            ['all', 'All doctors'],
            ...atCenter.map((doctor) => [doctor.id, `${doctor.title} ${doctor.name}`] as const),
          ]}
          value={filters.doctor}
          onChange={(doctor) => set({ doctor })}
        />
        <SelectField
          id="appointment-sort"
          label="Order"
          options={SORTS}
          value={filters.sort}
          onChange={(sort) => set({ sort })}
        />
      </div>
    </div>
  );
}

function DayFields({
  filters,
  onChange,
}: {
  filters: AppointmentFilters;
  onChange: (change: Partial<AppointmentFilters>) => void;
}) {
  return (
    <>
      <div className="field">
        <label htmlFor="appointment-from">From</label>
        <input
          id="appointment-from"
          type="date"
          value={filters.from ?? ''}
          // A first day after the last one moves the last one along: one day is the commonest choice.
          onChange={(event) => {
            const from = event.target.value || undefined;
            onChange({ from, to: from && filters.to && filters.to < from ? from : filters.to });
          }}
        />
      </div>
      <div className="field">
        <label htmlFor="appointment-to">To</label>
        <input
          id="appointment-to"
          type="date"
          min={filters.from}
          value={filters.to ?? ''}
          onChange={(event) => onChange({ to: event.target.value || undefined })}
        />
      </div>
    </>
  );
}
