// A doctor of the centre, a day the site books, and one of that day's times with a place free: what a desk booking
// and a move both choose. Full and past times are shown but cannot be chosen, so the receptionist can say why.
import { useId } from 'react';
import { BOOKING_WINDOW_DAYS } from '../../../../shared/booking/booking-schema.ts';
import type { Doctor, Slot } from '../../../../shared/booking/catalogue.ts';
import { addDays, colomboToday } from '../../../../shared/utils/colombo-time.ts';
import { formatTime24 } from '../../../../shared/utils/format.ts';
import Field from '../../../forms/Field.tsx';
import './desk.css';
import { useAdminData } from '../../use-admin-data.ts';

export interface SlotChoice {
  doctorId: string;
  date: string;
  slotId: string;
}

interface Props {
  /** The id of the times' group: where focus goes when no time is chosen. */
  fieldId: string;
  centreId: string;
  value: SlotChoice;
  onChange: (choice: SlotChoice) => void;
  /** The slot a moved visit is on now: shown as such, not offered. */
  currentSlotId?: string;
  error?: string;
}

export default function SlotPicker({ fieldId, centreId, value, onChange, currentSlotId, error }: Props) {
  const id = useId();
  const today = colomboToday();
  const doctors = useAdminData<{ data: Doctor[] }>(
    centreId ? `/api/doctors?medical_center_id=${encodeURIComponent(centreId)}` : null,
    'Failed to load doctors',
  );
  const query = new URLSearchParams({ doctor_id: value.doctorId, medical_center_id: centreId, date: value.date });
  const slots = useAdminData<{ data: Slot[] }>(
    value.doctorId && value.date ? `/api/appointment-slots?${query}` : null,
    'Failed to load available time slots',
  );
  return (
    <>
      <Field id={`${id}-doctor`} label="Doctor" required>
        {(aria) => (
          <select
            {...aria}
            value={value.doctorId}
            onChange={(e) => onChange({ ...value, doctorId: e.target.value, slotId: '' })}
          >
            <option value="">Choose a doctor</option>
            {(doctors.data?.data ?? []).map((doctor) => (
              <option
                key={doctor.id}
                value={doctor.id}
              >{`${doctor.title} ${doctor.name}, ${doctor.specialization}`}</option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${id}-date`} label="Day" required>
        {(aria) => (
          <input
            {...aria}
            type="date"
            min={today}
            max={addDays(today, BOOKING_WINDOW_DAYS - 1)}
            value={value.date}
            onChange={(e) => onChange({ ...value, date: e.target.value, slotId: '' })}
          />
        )}
      </Field>
      <fieldset
        id={fieldId}
        tabIndex={-1}
        className="field as-span"
        aria-describedby={error ? `${id}-time-error` : undefined}
      >
        <legend className="required">Time</legend>
        <TimeChoices
          slots={slots.data?.data}
          loading={slots.loading}
          {...{ value, onChange, currentSlotId }}
          name={`${id}-time`}
        />
        {error && (
          <p id={`${id}-time-error`} className="field-error">
            {error}
          </p>
        )}
      </fieldset>
    </>
  );
}

function TimeChoices({
  slots,
  loading,
  value,
  onChange,
  currentSlotId,
  name,
}: Pick<Props, 'value' | 'onChange' | 'currentSlotId'> & { slots?: Slot[]; loading: boolean; name: string }) {
  if (!value.doctorId || !value.date) return <p className="as-hint">Choose a doctor and a day to see the times.</p>;
  if (!slots) return <p className="as-hint">{loading ? 'Loading times...' : 'The times could not be loaded.'}</p>;
  if (slots.length === 0) return <p className="as-hint">This doctor has no session that day.</p>;
  return (
    <div className="as-times">
      {slots.map((slot) => {
        const free = slot.max_bookings - slot.current_bookings;
        const current = slot.id === currentSlotId;
        const open = slot.is_available && free > 0 && !current;
        const note = current ? 'now' : !slot.is_available ? 'closed' : free > 0 ? `${free} free` : 'full';
        return (
          <label key={slot.id} className="as-time" data-open={open}>
            <input
              type="radio"
              name={name}
              value={slot.id}
              checked={value.slotId === slot.id}
              disabled={!open}
              onChange={() => onChange({ ...value, slotId: slot.id })}
            />
            <span>{formatTime24(slot.slot_time)}</span>
            <small>{note}</small>
          </label>
        );
      })}
    </div>
  );
}
