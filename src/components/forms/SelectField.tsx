// A Field holding a select among fixed choices: a first, empty option asking for a choice, then each choice by its
// label in the page's language. Choosing the empty option again clears the answer, so a required one shows its error.
import Field, { type FieldProps } from './Field.tsx';

export interface SelectFieldProps<Choice extends string> extends Omit<FieldProps, 'children'> {
  value: string;
  onValue: (value: string) => void;
  /** The empty first option's text ("Select…"). */
  placeholder: string;
  choices: readonly Choice[];
  labels: Record<Choice, string>;
}

export default function SelectField<Choice extends string>({
  value,
  onValue,
  placeholder,
  choices,
  labels,
  ...field
}: SelectFieldProps<Choice>) {
  return (
    <Field {...field}>
      {(aria) => (
        <select {...aria} name={field.name} value={value} onChange={(event) => onValue(event.target.value)}>
          <option value="">{placeholder}</option>
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {labels[choice]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
