// The words a staff member gives with an action (a reason, a message for the e-mail): a labelled textarea with its
// error, shared by the dialogs that ask for them.
interface Props {
  id: string;
  label: string;
  value: string;
  maxLength: number;
  required?: boolean;
  /** The error shown under the field, if any; the field is marked invalid and described by it. */
  error?: string;
  onChange: (value: string) => void;
}

export default function ReasonField({ id, label, value, maxLength, required, error, onChange }: Props) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={3}
        maxLength={maxLength}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
