// A Field holding one text input: the label, input, hint and error most fields of every form repeat. Anything an
// input takes (type, autoComplete, inputMode, maxLength…) passes through to it.
import type { InputHTMLAttributes } from 'react';
import Field, { type FieldProps } from './Field.tsx';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'children' | 'required'>;

export interface TextFieldProps extends Omit<FieldProps, 'children'>, Omit<InputProps, keyof FieldProps> {
  value: string;
  onValue: (value: string) => void;
}

export default function TextField({
  id,
  label,
  name,
  required,
  error,
  hint,
  hintId,
  value,
  onValue,
  ...input
}: TextFieldProps) {
  return (
    <Field id={id} label={label} name={name} required={required} error={error} hint={hint} hintId={hintId}>
      {(aria) => (
        <input {...input} {...aria} name={name} value={value} onChange={(event) => onValue(event.target.value)} />
      )}
    </Field>
  );
}
