// The service's words: name, subtitle, description and long description.
import Field from '../../../forms/Field.tsx';
import type { ServiceFieldsProps } from './service-fields-props.ts';

export default function ServiceTextFields({ form, values, set }: ServiceFieldsProps) {
  const text = (name: 'name' | 'subtitle', label: string, maxLength: number, required = false) => {
    const field = form.field(name);
    return (
      <Field id={field.id} label={label} required={required} error={field.error}>
        {(aria) => (
          <input
            {...aria}
            name={name}
            data-autofocus={name === 'name' ? true : undefined}
            value={values[name]}
            maxLength={maxLength}
            onChange={(e) => set(name, e.target.value)}
          />
        )}
      </Field>
    );
  };
  const area = (name: 'description' | 'long_description', label: string, rows: number, maxLength: number) => {
    const field = form.field(name);
    return (
      <Field id={field.id} label={label} required={name === 'description'} error={field.error} className="as-span">
        {(aria) => (
          <textarea
            {...aria}
            name={name}
            rows={rows}
            maxLength={maxLength}
            value={values[name]}
            onChange={(e) => set(name, e.target.value)}
          />
        )}
      </Field>
    );
  };
  return (
    <>
      {text('name', 'Name', 120, true)}
      {text('subtitle', 'Subtitle', 160)}
      {area('description', 'Description', 3, 1000)}
      {area('long_description', 'Long description', 4, 5000)}
    </>
  );
}
