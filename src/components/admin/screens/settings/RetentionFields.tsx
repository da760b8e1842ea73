// How long each class of personal data is kept (docs/data-protection.md "Retention"), in days, one field a class.
import {
  RETENTION_CLASSES,
  RETENTION_PERIODS,
  type RetentionClass,
} from '../../../../shared/settings/settings-schema.ts';

export type RetentionInputs = Record<RetentionClass, string>;

interface Props {
  values: RetentionInputs;
  errors: Partial<Record<RetentionClass, string>>;
  onChange: (next: RetentionInputs) => void;
}

export default function RetentionFields({ values, errors, onChange }: Props) {
  return (
    <fieldset className="field">
      <legend>How long data is kept (days)</legend>
      {RETENTION_CLASSES.map((kind) => {
        const { label, hint, defaultDays } = RETENTION_PERIODS[kind];
        const id = `retention-${kind}`;
        const error = errors[kind];
        return (
          <div className="field" key={kind}>
            <label htmlFor={id}>{label}</label>
            <input
              id={id}
              className="as-days"
              type="number"
              inputMode="numeric"
              min={1}
              max={3650}
              value={values[kind]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
              onChange={(event) => onChange({ ...values, [kind]: event.target.value })}
            />
            <p className="field-hint" id={`${id}-hint`}>
              {hint} Default: {defaultDays} {defaultDays === 1 ? 'day' : 'days'}.
            </p>
            {error && (
              <p className="field-error" id={`${id}-error`}>
                {error}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
