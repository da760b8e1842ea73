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
  /** Text, or a live node (a character count); `hintId` names it when something else refers to it too. */
  hint?: ReactNode;
  hintId?: string;
  /** Classes beside `field` (an admin form's field that spans both columns). */
  className?: string;
  children: (aria: FieldAria) => ReactNode;
}

export default function Field({
  id,
  label,
  name,
  required = false,
  error,
  hint,
  hintId,
  className,
  children,
}: FieldProps) {
  const hintTarget = hintId ?? `${id}-hint`;
  const describedBy = [hint ? hintTarget : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={className ? `field ${className}` : 'field'} data-field={name}>
      <label htmlFor={id} className={required ? 'required' : undefined}>
        {label}
      </label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint &&
        (typeof hint === 'string' ? (
          <p id={hintTarget} className="field-hint">
            {hint}
          </p>
        ) : (
          <div id={hintTarget} className="field-hint">
            {hint}
          </div>
        ))}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
