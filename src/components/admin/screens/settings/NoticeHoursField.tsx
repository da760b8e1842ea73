// The notice policy's field on Settings: until how many hours before a visit patients may move or cancel online.
interface Props {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

export default function NoticeHoursField({ value, error, onChange }: Props) {
  return (
    <div className="field">
      <label htmlFor="patient-notice-hours">Patients may move or cancel online until (hours before the visit)</label>
      <input
        id="patient-notice-hours"
        type="number"
        inputMode="numeric"
        min={0}
        max={168}
        step={1}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'patient-notice-hours-error patient-notice-hours-hint' : 'patient-notice-hours-hint'}
        onChange={(event) => onChange(event.target.value)}
      />
      <p className="field-hint" id="patient-notice-hours-hint">
        After that, their private link says to call the centre and shows its number.
      </p>
      {error && (
        <p className="field-error" id="patient-notice-hours-error">
          {error}
        </p>
      )}
    </div>
  );
}
