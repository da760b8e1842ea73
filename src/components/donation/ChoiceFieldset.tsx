// One required choice of the pledge form (how often to give, how to pay): a card per option with its label and
// hint. The first radio carries the field's id, so focus can go to the choice when it is missing.
import type { ReactNode } from 'react';

interface Props<Value extends string> {
  name: string;
  legend: string;
  options: readonly Value[];
  texts: Record<Value, { label: string; hint: string }>;
  columns: 'two' | 'three';
  value: string;
  invalid: boolean;
  describedBy: string | undefined;
  /** The field's message, under the choices. */
  message: ReactNode;
  /** A hint between the choices and the message. */
  children?: ReactNode;
  onChoose: (value: Value) => void;
}

export default function ChoiceFieldset<Value extends string>(props: Props<Value>) {
  const { name, legend, options, texts, columns, value, invalid, describedBy, message, children, onChoose } = props;
  return (
    <fieldset className="field" aria-describedby={describedBy}>
      <legend className="required">{legend}</legend>
      <div className={`choices ${columns}`}>
        {options.map((option, index) => (
          <label key={option} className="choice">
            <input
              type="radio"
              name={name}
              value={option}
              id={index === 0 ? `donation-${name}` : undefined}
              checked={value === option}
              onChange={() => onChoose(option)}
              aria-invalid={invalid ? true : undefined}
            />
            <span>
              <strong>{texts[option].label}</strong>
              <small>{texts[option].hint}</small>
            </span>
          </label>
        ))}
      </div>
      {children}
      {message}
    </fieldset>
  );
}
