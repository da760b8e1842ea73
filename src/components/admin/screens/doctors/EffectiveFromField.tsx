// The day a changed week starts: today or later (Colombo); the days before keep their sessions and slots.
import Field from '../../../forms/Field.tsx';

interface Props {
  value: string;
  today: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

export default function EffectiveFromField({ value, today, error, onChange }: Props) {
  return (
    <Field
      id="schedule-effectiveFrom"
      label="From"
      required
      error={error}
      hint="The days before keep their sessions and bookings."
    >
      {(aria) => (
        <input
          {...aria}
          name="effectiveFrom"
          type="date"
          min={today}
          value={value}
          data-autofocus
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
