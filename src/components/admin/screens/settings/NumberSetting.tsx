// One whole-number setting on the Settings screen: its label, what it means, and the server's or the schema's
// refusal under it (the notice window, the waitlist hold, each retention period).
interface Props {
  id: string;
  label: string;
  hint: string;
  min: number;
  max: number;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

export default function NumberSetting({ id, label, hint, min, max, value, error, onChange }: Props) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="as-days"
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p className="field-hint" id={`${id}-hint`}>
        {hint}
      </p>
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
