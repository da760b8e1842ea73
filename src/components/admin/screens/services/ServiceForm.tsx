// Create and edit a service (docs/product-rules.md "Admin services"): the same zod schema as the server, the agreed
// defaults and messages, benefits one per line, and an image upload checked here and again on the server.
import { type SubmitEvent, useRef, useState } from 'react';
import { SERVICE_CATEGORIES } from '../../../../shared/enums.ts';
import { fieldMessages } from '../../../../shared/field-messages.ts';
import type { Service } from '../../../../shared/services/service.ts';
import {
  benefitsFromText,
  DEFAULT_ICON,
  NAME_AND_DESCRIPTION_REQUIRED,
  type ServiceFields,
  serviceFieldsSchema,
} from '../../../../shared/services/service-form.ts';
import { showToast } from '../../../../shared/utils/toast-store.ts';
import { ApiError } from '../../admin-api.ts';
import { type AdminAction, useAdminActions } from '../../use-admin-data.ts';
import Modal from '../shared/Modal.tsx';
import ServiceImageField from './ServiceImageField.tsx';

interface Props {
  service?: Service;
  /** The save of these fields; the form stays busy while it runs and shows the server's field errors. */
  onSave: (fields: ServiceFields) => AdminAction<unknown>;
  onClose: () => void;
}

interface FormState {
  name: string;
  subtitle: string;
  description: string;
  long_description: string;
  category: string;
  icon: string;
  benefits: string;
  duration: string;
  price: string;
  sessions: string;
  featured: boolean;
  available: boolean;
  image_url: string | null;
}

function initialState(service?: Service): FormState {
  return {
    name: service?.name ?? '',
    subtitle: service?.subtitle ?? '',
    description: service?.description ?? '',
    long_description: service?.long_description ?? '',
    category: service?.category ?? 'traditional',
    icon: service?.icon ?? DEFAULT_ICON,
    benefits: service?.benefits.join('\n') ?? '',
    duration: String(service?.duration ?? 30),
    price: String(service?.price ?? 0),
    sessions: service?.sessions ?? '',
    featured: service?.featured ?? false,
    available: service?.available ?? true,
    image_url: service?.image_url ?? null,
  };
}

const FIELD_ORDER = [
  'name',
  'description',
  'category',
  'duration',
  'price',
  'subtitle',
  'long_description',
  'icon',
  'sessions',
  'benefits',
];

export default function ServiceForm({ service, onSave, onClose }: Props) {
  const [form, setForm] = useState<FormState>(() => initialState(service));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saving = useAdminActions();
  const upload = useAdminActions();
  const formRef = useRef<HTMLFormElement>(null);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  function focusFirstError(fields: Record<string, string>) {
    const first = FIELD_ORDER.find((field) => fields[field]);
    if (first) requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
  }

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const parsed = serviceFieldsSchema.safeParse({
      ...form,
      benefits: benefitsFromText(form.benefits),
      duration: form.duration.trim() === '' ? Number.NaN : Number(form.duration),
      price: form.price.trim() === '' ? Number.NaN : Number(form.price),
    });
    if (!parsed.success) {
      const fields = fieldMessages(parsed.error);
      setErrors(fields);
      if (fields.name || fields.description) {
        showToast({ type: 'error', title: 'Validation error', message: NAME_AND_DESCRIPTION_REQUIRED });
      }
      focusFirstError(fields);
      return;
    }
    setErrors({});
    const action = onSave(parsed.data);
    await saving.run({
      ...action,
      onFailure: async (failure) => {
        if (failure instanceof ApiError) {
          setErrors(failure.fields);
          focusFirstError(failure.fields);
        }
        await action.onFailure?.(failure);
      },
    });
  }

  const fieldProps = (name: keyof FormState & string) => ({
    id: `service-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `service-${name}-error` : undefined,
  });
  const error = (name: string) =>
    errors[name] ? (
      <p className="field-error" id={`service-${name}-error`}>
        {errors[name]}
      </p>
    ) : null;

  return (
    <Modal
      title={service ? `Edit ${service.name}` : 'Add service'}
      onClose={onClose}
      wide
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form="service-form" className="btn btn-primary" disabled={saving.busy || upload.busy}>
            {saving.busy ? 'Saving...' : service ? 'Save changes' : 'Create service'}
          </button>
        </>
      }
    >
      <form id="service-form" ref={formRef} className="as-form as-form--two" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="service-name" className="required">
            Name
          </label>
          <input
            {...fieldProps('name')}
            data-autofocus
            value={form.name}
            maxLength={120}
            onChange={(e) => set('name', e.target.value)}
          />
          {error('name')}
        </div>
        <div className="field">
          <label htmlFor="service-subtitle">Subtitle</label>
          <input
            {...fieldProps('subtitle')}
            value={form.subtitle}
            maxLength={160}
            onChange={(e) => set('subtitle', e.target.value)}
          />
          {error('subtitle')}
        </div>
        <div className="field as-span">
          <label htmlFor="service-description" className="required">
            Description
          </label>
          <textarea
            {...fieldProps('description')}
            rows={3}
            maxLength={1000}
            value={form.description}
            onChange={(e) => set('description', e.target.value)}
          />
          {error('description')}
        </div>
        <div className="field as-span">
          <label htmlFor="service-long_description">Long description</label>
          <textarea
            {...fieldProps('long_description')}
            rows={4}
            maxLength={5000}
            value={form.long_description}
            onChange={(e) => set('long_description', e.target.value)}
          />
          {error('long_description')}
        </div>
        <div className="field">
          <label htmlFor="service-category" className="required">
            Category
          </label>
          <select {...fieldProps('category')} value={form.category} onChange={(e) => set('category', e.target.value)}>
            {SERVICE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category[0]?.toUpperCase()}
                {category.slice(1)}
              </option>
            ))}
          </select>
          {error('category')}
        </div>
        <div className="field">
          <label htmlFor="service-icon">Icon</label>
          <input
            {...fieldProps('icon')}
            value={form.icon}
            maxLength={16}
            onChange={(e) => set('icon', e.target.value)}
          />
          {error('icon')}
        </div>
        <div className="field">
          <label htmlFor="service-duration">Duration (minutes)</label>
          <input
            {...fieldProps('duration')}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={form.duration}
            onChange={(e) => set('duration', e.target.value)}
          />
          {error('duration')}
        </div>
        <div className="field">
          <label htmlFor="service-price">Price (LKR)</label>
          <input
            {...fieldProps('price')}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={form.price}
            onChange={(e) => set('price', e.target.value)}
          />
          {error('price')}
        </div>
        <div className="field">
          <label htmlFor="service-sessions">Sessions</label>
          <input
            {...fieldProps('sessions')}
            placeholder="e.g. 7-21 sessions"
            value={form.sessions}
            maxLength={80}
            onChange={(e) => set('sessions', e.target.value)}
          />
          {error('sessions')}
        </div>
        <fieldset className="as-checks">
          <legend className="visually-hidden">Options</legend>
          <label>
            <input type="checkbox" checked={form.featured} onChange={(e) => set('featured', e.target.checked)} />{' '}
            Featured
          </label>
          <label>
            <input type="checkbox" checked={form.available} onChange={(e) => set('available', e.target.checked)} />{' '}
            Available for booking
          </label>
        </fieldset>
        <div className="field as-span">
          <label htmlFor="service-benefits">Benefits</label>
          <textarea
            {...fieldProps('benefits')}
            rows={4}
            value={form.benefits}
            onChange={(e) => set('benefits', e.target.value)}
          />
          <p className="field-hint">One benefit per line. Blank lines are left out.</p>
          {error('benefits')}
        </div>
        <ServiceImageField
          imageUrl={form.image_url}
          error={errors.image_url}
          upload={upload}
          onChange={(url) => set('image_url', url)}
        />
      </form>
    </Modal>
  );
}
