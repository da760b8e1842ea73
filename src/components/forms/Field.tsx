// The one labelled input of every form: its hint and error are tied to the input for screen readers
// (aria-invalid, aria-describedby), and `name` marks the field so a form can find the first one in error.
import type { ReactNode } from 'react';

export interface FieldAria {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FieldProps {
  id: string;
  label: string;
  /** The field's name in the form's values, when the form finds its fields by name. */
  name?: string;
  required?: boolean;
  error?: string | undefined;
  hint?: string;
  children: (aria: FieldAria) => ReactNode;
}

export default function Field({ id, label, name, required = false, error, hint, children }: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field" data-field={name}>
      <label htmlFor={id} className={required ? 'required' : undefined}>
        {label}
      </label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
