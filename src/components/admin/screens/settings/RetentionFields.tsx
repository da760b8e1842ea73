// How long each class of personal data is kept (docs/data-protection.md "Retention"), in days, one field a class.
import {
  RETENTION_CLASSES,
  RETENTION_PERIODS,
  type RetentionClass,
} from '../../../../shared/settings/settings-schema.ts';
import NumberSetting from './NumberSetting.tsx';

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
        return (
          <NumberSetting
            key={kind}
            id={`retention-${kind}`}
            label={label}
            hint={`${hint} Default: ${defaultDays} ${defaultDays === 1 ? 'day' : 'days'}.`}
            min={1}
            max={3650}
            value={values[kind]}
            error={errors[kind]}
            onChange={(value) => onChange({ ...values, [kind]: value })}
          />
        );
      })}
    </fieldset>
  );
}
