// When the leave is: first and last day, or part of one day with its start and end times.
import Field from '../../../forms/Field.tsx';
import type { LeaveFormValues } from './leave-form-state.ts';

interface Props {
  values: LeaveFormValues;
  errors: Record<string, string>;
  onChange: (change: Partial<LeaveFormValues>) => void;
}

export default function LeaveWhenFields({ values, errors, onChange }: Props) {
  const input = (name: 'firstDate' | 'lastDate' | 'startTime' | 'endTime', type: 'date' | 'time') => (aria: object) => (
    <input {...aria} type={type} value={values[name]} onChange={(e) => onChange({ [name]: e.target.value })} />
  );
  return (
    <>
      <Field
        id="leave-first"
        name="firstDate"
        label={values.partOfDay ? 'Date' : 'First date'}
        required
        error={errors.firstDate}
      >
        {input('firstDate', 'date')}
      </Field>
      {!values.partOfDay && (
        <Field id="leave-last" name="lastDate" label="Last date" required error={errors.lastDate}>
          {input('lastDate', 'date')}
        </Field>
      )}
      <label className="as-choice as-span lv-part">
        <input type="checkbox" checked={values.partOfDay} onChange={(e) => onChange({ partOfDay: e.target.checked })} />
        Part of the day only
      </label>
      {values.partOfDay && (
        <>
          <Field id="leave-start" name="startTime" label="From" required error={errors.startTime}>
            {input('startTime', 'time')}
          </Field>
          <Field id="leave-end" name="endTime" label="Until" required error={errors.endTime}>
            {input('endTime', 'time')}
          </Field>
          {errors.lastDate && <p className="field-error as-span">{errors.lastDate}</p>}
        </>
      )}
    </>
  );
}
