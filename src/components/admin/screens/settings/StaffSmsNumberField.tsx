// The staff SMS number's field, as the Settings screen and the dashboard's fresh-install step both ask for it.
export default function StaffSmsNumberField({
  id,
  value,
  error,
  hint,
  onChange,
}: {
  id: string;
  value: string;
  error: string | undefined;
  hint?: string;
  onChange: (value: string) => void;
}) {
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>Staff SMS number</label>
      <input
        id={id}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        placeholder="077 123 4567"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
