// Registration for one volunteer event: name, e-mail, phone and an optional message, checked with the server's
// schema. A full event or an e-mail already registered is explained in place; what was typed stays.
import { type SubmitEvent, useRef, useState } from 'react';
import { ApiError, sendJson } from '../../lib/api-client.ts';
import { showToast } from '../../lib/toast-store.ts';
import { fieldMessages } from '../../shared/field-messages.ts';
import { eventRegistrationSchema } from '../../shared/volunteer/event-registration-schema.ts';
import Field from '../forms/Field.tsx';

interface Props {
  id: string;
  eventId: string;
  eventTitle: string;
  onRegistered: (spotsLeft: number) => void;
  onFull: () => void;
}

const EMPTY = { name: '', email: '', phone: '', message: '' };
type Values = typeof EMPTY;

export default function EventRegistrationForm({ id, eventId, eventTitle, onRegistered, onFull }: Props) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirst = (fields: Record<string, string>) => {
    const first = (['name', 'email', 'phone', 'message'] as const).find((name) => fields[name]);
    if (first) requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError('');
    const parsed = eventRegistrationSchema.safeParse({ ...values, event_id: eventId });
    if (!parsed.success) {
      const fields = fieldMessages(parsed.error);
      setErrors(fields);
      focusFirst(fields);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { data, message } = await sendJson<{ data: { spots_left: number }; message: string }>(
        'POST',
        '/api/volunteer?action=register-event',
        parsed.data,
        'Registration failed',
      );
      setDone(message);
      setValues(EMPTY);
      showToast({ type: 'success', title: 'Registration Confirmed', message });
      onRegistered(data.spots_left);
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Registration failed. Please try again.';
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        setErrors(error.fields);
        focusFirst(error.fields);
      }
      setFormError(message);
      if (error instanceof ApiError && error.status === 409) onFull();
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <p id={id} className="registration__done" role="status">
        {done}
      </p>
    );
  }

  const bind = (name: keyof Values) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <form
      id={id}
      ref={formRef}
      className="registration"
      noValidate
      onSubmit={submit}
      aria-label={`Register for ${eventTitle}`}
    >
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <Field id={`${id}-name`} name="name" label="Full name" required error={errors.name}>
        {(aria) => <input {...bind('name')} {...aria} autoComplete="name" />}
      </Field>
      <Field id={`${id}-email`} name="email" label="Email" required error={errors.email}>
        {(aria) => <input {...bind('email')} {...aria} type="email" autoComplete="email" inputMode="email" />}
      </Field>
      <Field id={`${id}-phone`} name="phone" label="Phone" required error={errors.phone}>
        {(aria) => <input {...bind('phone')} {...aria} type="tel" autoComplete="tel" inputMode="tel" />}
      </Field>
      <Field id={`${id}-message`} name="message" label="Message (optional)" error={errors.message}>
        {(aria) => <textarea {...bind('message')} {...aria} rows={3} maxLength={500} />}
      </Field>
      <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
        {busy ? 'Registering...' : 'Confirm Registration'}
      </button>
    </form>
  );
}
