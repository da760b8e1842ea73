// The contact page's message form: checked with the server's own schema, sent to POST /api/contact, then the
// success panel. A failed send keeps everything typed and shows the server's message.
import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { ApiError, sendJson } from '../../lib/api-client.ts';
import { showToast } from '../../lib/toast-store.ts';
import {
  CONTACT_SUBJECT_LABELS,
  type ContactMessageInput,
  contactMessageSchema,
} from '../../shared/contact/contact-schema.ts';
import { CONTACT_SUBJECTS } from '../../shared/enums.ts';
import { withErrorBoundary } from '../shell/ErrorBoundary.tsx';
import { type FieldErrors, fieldErrors, focusFirstError } from './form-errors.ts';
import { useHydrated } from './use-hydrated.ts';

type Field = 'name' | 'phone' | 'email' | 'subject' | 'message';
const FIELDS: readonly Field[] = ['name', 'phone', 'email', 'subject', 'message'];
const EMPTY: Record<Field, string> = { name: '', phone: '', email: '', subject: '', message: '' };

function ContactForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [sending, setSending] = useState(false);
  const hydrated = useHydrated();
  const [sent, setSent] = useState(false);
  const successHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sent) successHeading.current?.focus();
  }, [sent]);

  const update = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = contactMessageSchema.safeParse(values satisfies Record<Field, string> as ContactMessageInput);
    if (!parsed.success) {
      const found = fieldErrors<Field>(parsed.error);
      setErrors(found);
      focusFirstError('contact', FIELDS, found);
      return;
    }
    setSending(true);
    try {
      await sendJson('POST', '/api/contact', values, 'Your message could not be sent');
      setValues(EMPTY);
      setErrors({});
      setSent(true);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError('Your message could not be sent.', 0);
      const found = apiError.fields as FieldErrors<Field>;
      if (Object.keys(found).length > 0) {
        setErrors(found);
        focusFirstError('contact', FIELDS, found);
      }
      showToast({ type: 'error', title: 'Message not sent', message: apiError.message });
    } finally {
      setSending(false);
    }
  }

  if (sent) {
    return (
      <div className="success" role="status">
        <span className="success-icon" aria-hidden="true">
          ✓
        </span>
        <h3 ref={successHeading} tabIndex={-1}>
          Message Sent Successfully!
        </h3>
        <p>Thank you for contacting us. We'll get back to you within 24 hours.</p>
        <button type="button" className="btn btn-secondary" onClick={() => setSent(false)}>
          Send Another Message
        </button>
      </div>
    );
  }

  const describedBy = (field: Field) => (errors[field] ? `contact-${field}-error` : undefined);
  const error = (field: Field) =>
    errors[field] ? (
      <p className="field-error" id={`contact-${field}-error`}>
        {errors[field]}
      </p>
    ) : null;

  return (
    <form noValidate onSubmit={submit} aria-describedby="contact-required-note">
      <p id="contact-required-note" className="field-hint">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <div className="row">
        <div className="field">
          <label htmlFor="contact-name" className="required">
            Full name
          </label>
          <input
            id="contact-name"
            name="name"
            autoComplete="name"
            value={values.name}
            onChange={(event) => update('name', event.target.value)}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
          />
          {error('name')}
        </div>
        <div className="field">
          <label htmlFor="contact-phone" className="required">
            Phone number
          </label>
          <input
            id="contact-phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="+94 77 123 4567"
            value={values.phone}
            onChange={(event) => update('phone', event.target.value)}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={describedBy('phone')}
          />
          {error('phone')}
        </div>
      </div>
      <div className="row">
        <div className="field">
          <label htmlFor="contact-email" className="required">
            Email address
          </label>
          <input
            id="contact-email"
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(event) => update('email', event.target.value)}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email')}
          />
          {error('email')}
        </div>
        <div className="field">
          <label htmlFor="contact-subject" className="required">
            Subject
          </label>
          <select
            id="contact-subject"
            name="subject"
            value={values.subject}
            onChange={(event) => update('subject', event.target.value)}
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby={describedBy('subject')}
          >
            <option value="">Select a subject</option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {CONTACT_SUBJECT_LABELS[subject]}
              </option>
            ))}
          </select>
          {error('subject')}
        </div>
      </div>
      <div className="field">
        <label htmlFor="contact-message" className="required">
          Message
        </label>
        <textarea
          id="contact-message"
          name="message"
          rows={5}
          value={values.message}
          onChange={(event) => update('message', event.target.value)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message')}
        />
        {error('message')}
      </div>
      <p className="field-hint">
        Please do not include detailed health information here; your practitioner will ask at your consultation.
      </p>
      <button type="submit" className="btn btn-primary" disabled={sending || !hydrated}>
        {sending ? 'Sending…' : 'Send Message'}
      </button>
    </form>
  );
}

export default withErrorBoundary(ContactForm);
