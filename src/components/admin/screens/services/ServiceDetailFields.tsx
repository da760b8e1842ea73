// The service's details: category, icon, duration, price, sessions, the Featured and Available switches and the
// benefits (one per line).
import type { InputHTMLAttributes } from 'react';
import { SERVICE_CATEGORIES } from '../../../../shared/enums.ts';
import Field from '../../../forms/Field.tsx';
import type { ServiceFieldsProps } from './service-fields-props.ts';

type Short = 'icon' | 'duration' | 'price' | 'sessions';

export default function ServiceDetailFields({ form, values, set }: ServiceFieldsProps) {
  const short = (name: Short, label: string, input: InputHTMLAttributes<HTMLInputElement>) => {
    const field = form.field(name);
    return (
      <Field id={field.id} label={label} error={field.error}>
        {(aria) => (
          <input {...aria} {...input} name={name} value={values[name]} onChange={(e) => set(name, e.target.value)} />
        )}
      </Field>
    );
  };
  const category = form.field('category');
  const benefits = form.field('benefits');
  return (
    <>
      <Field id={category.id} label="Category" required error={category.error}>
        {(aria) => (
          <select {...aria} name="category" value={values.category} onChange={(e) => set('category', e.target.value)}>
            {SERVICE_CATEGORIES.map((option) => (
              <option key={option} value={option}>
                {option[0]?.toUpperCase()}
                {option.slice(1)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {short('icon', 'Icon', { maxLength: 16 })}
      {short('duration', 'Duration (minutes)', { type: 'number', inputMode: 'numeric', min: 1, step: 1 })}
      {short('price', 'Price (LKR)', { type: 'number', inputMode: 'decimal', min: 0, step: 0.01 })}
      {short('sessions', 'Sessions', { placeholder: 'e.g. 7-21 sessions', maxLength: 80 })}
      <fieldset className="as-checks">
        <legend className="visually-hidden">Options</legend>
        <label>
          <input type="checkbox" checked={values.featured} onChange={(e) => set('featured', e.target.checked)} />{' '}
          Featured
        </label>
        <label>
          <input type="checkbox" checked={values.available} onChange={(e) => set('available', e.target.checked)} />{' '}
          Available for booking
        </label>
      </fieldset>
      <Field
        id={benefits.id}
        label="Benefits"
        error={benefits.error}
        hint="One benefit per line. Blank lines are left out."
        className="as-span"
      >
        {(aria) => (
          <textarea
            {...aria}
            name="benefits"
            rows={4}
            value={values.benefits}
            onChange={(e) => set('benefits', e.target.value)}
          />
        )}
      </Field>
    </>
  );
}
