// One text field of the new-doctor form; the Sinhala and Tamil ones say their language to the browser's keyboard.
import Field from '../../../forms/Field.tsx';

interface Props {
  field: string;
  label: string;
  required: boolean;
  autoFocus: boolean;
  numeric: boolean;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

const LANGUAGE = { Si: 'si', Ta: 'ta' } as const;

export default function DoctorTextField({ field, label, required, autoFocus, numeric, value, error, onChange }: Props) {
  const lang = LANGUAGE[field.slice(-2) as keyof typeof LANGUAGE];
  return (
    <Field id={`doctor-${field}`} name={field} label={label} required={required} error={error}>
      {(aria) => (
        <input
          {...aria}
          name={field}
          lang={lang}
          inputMode={numeric ? 'numeric' : undefined}
          value={value}
          maxLength={numeric ? 9 : 200}
          data-autofocus={autoFocus || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
