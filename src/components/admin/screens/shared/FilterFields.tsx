// The fields of an admin list's filters: a search box and a choice among fixed values.
import type { ReactNode } from 'react';

interface FieldProps {
  id: string;
  label: string;
  /** A screen whose placeholder or first choice already says what the field is keeps the label for screen readers. */
  hideLabel?: boolean;
}

function Field({ id, label, hideLabel, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      {children}
    </div>
  );
}

export function SearchField({
  placeholder,
  value,
  onChange,
  ...field
}: FieldProps & { placeholder: string; value: string; onChange: (value: string) => void }) {
  return (
    <Field {...field}>
      <input
        id={field.id}
        type="search"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

/** The choices of a select: each value with its label, in the order shown. */
export type Choices<T extends string> = readonly (readonly [T, string])[];

export function SelectField<T extends string>({
  options,
  value,
  onChange,
  ...field
}: FieldProps & { options: Choices<T>; value: T; onChange: (value: T) => void }) {
  return (
    <Field {...field}>
      <select id={field.id} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map(([option, label]) => (
          <option key={option} value={option}>
            {label}
          </option>
        ))}
      </select>
    </Field>
  );
}
