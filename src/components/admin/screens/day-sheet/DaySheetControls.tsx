// Which sheet: the centre, the day (Today and Tomorrow one tap each, any other day from the date field), and Print.

import type { MedicalCenter } from '../../../../shared/booking/catalogue.ts';
import { addDays, colomboToday } from '../../../../shared/utils/colombo-time.ts';
import { SelectField } from '../shared/FilterFields.tsx';

interface Props {
  centers: readonly MedicalCenter[];
  center: string | undefined;
  date: string;
  onCenter: (center: string) => void;
  onDate: (date: string) => void;
}

export default function DaySheetControls({ centers, center, date, onCenter, onDate }: Props) {
  const today = colomboToday();
  const days = [
    ['Today', today],
    ['Tomorrow', addDays(today, 1)],
  ] as const;
  return (
    <div className="as-filters ds-controls">
      <SelectField
        id="day-sheet-center"
        label="Medical center"
        options={centers.map((c) => [c.id, c.name] as const)}
        value={center ?? ''}
        onChange={onCenter}
      />
      <div className="field">
        <label htmlFor="day-sheet-date">Day</label>
        <input id="day-sheet-date" type="date" value={date} onChange={(event) => onDate(event.target.value)} />
      </div>
      <div className="as-actions ds-days">
        {days.map(([label, day]) => (
          <button
            key={label}
            type="button"
            className={`btn btn-sm ${date === day ? 'btn-primary' : 'btn-secondary'}`}
            aria-pressed={date === day}
            onClick={() => onDate(day)}
          >
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
