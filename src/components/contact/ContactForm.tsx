// The contact page's message form: checked with the server's own schema, sent to POST /api/contact, then the
// success panel. A failed send keeps everything typed and shows the server's message.
import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { sendJson } from '../../lib/api-client.ts';
import {
  CONTACT_SUBJECT_LABELS,
  type ContactMessageInput,
  contactMessageSchema,
} from '../../shared/contact/contact-schema.ts';
import { CONTACT_SUBJECTS } from '../../shared/enums.ts';
import Field from '../forms/Field.tsx';
import { useForm } from '../forms/use-form.ts';
import { withErrorBoundary } from '../shell/ErrorBoundary.tsx';
import { useHydrated } from './use-hydrated.ts';

type ContactField = 'name' | 'phone' | 'email' | 'subject' | 'message';
const FIELDS: readonly ContactField[] = ['name', 'phone', 'email', 'subject', 'message'];
const EMPTY: Record<ContactField, string> = { name: '', phone: '', email: '', subject: '', message: '' };

function ContactForm() {
  const [values, setValues] = useState(EMPTY);
  const { errors, sending, clearError, check, send } = useForm<ContactField>({ idPrefix: 'contact', order: FIELDS });
  const hydrated = useHydrated();
  const [sent, setSent] = useState(false);
  const successHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sent) successHeading.current?.focus();
  }, [sent]);

  const update = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check(contactMessageSchema, values satisfies Record<ContactField, string> as ContactMessageInput)) return;
    const sentMessage = await send(
      () => sendJson('POST', '/api/contact', values, 'Your message could not be sent'),
      'Message not sent',
    );
    if (!sentMessage) return;
    setValues(EMPTY);
    setSent(true);
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

  return (
    <form noValidate onSubmit={submit} aria-describedby="contact-required-note">
      <p id="contact-required-note" className="field-hint">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <div className="row">
        <Field id="contact-name" label="Full name" required error={errors.name}>
          {(aria) => (
            <input
              {...aria}
              name="name"
              autoComplete="name"
              value={values.name}
              onChange={(event) => update('name', event.target.value)}
            />
          )}
        </Field>
        <Field id="contact-phone" label="Phone number" required error={errors.phone}>
          {(aria) => (
            <input
              {...aria}
              name="phone"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              placeholder="+94 77 123 4567"
              value={values.phone}
              onChange={(event) => update('phone', event.target.value)}
            />
          )}
        </Field>
      </div>
      <div className="row">
        <Field id="contact-email" label="Email address" required error={errors.email}>
          {(aria) => (
            <input
              {...aria}
              name="email"
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(event) => update('email', event.target.value)}
            />
          )}
        </Field>
        <Field id="contact-subject" label="Subject" required error={errors.subject}>
          {(aria) => (
            <select
              {...aria}
              name="subject"
              value={values.subject}
              onChange={(event) => update('subject', event.target.value)}
            >
              <option value="">Select a subject</option>
              {CONTACT_SUBJECTS.map((subject) => (
                <option key={subject} value={subject}>
                  {CONTACT_SUBJECT_LABELS[subject]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field id="contact-message" label="Message" required error={errors.message}>
        {(aria) => (
          <textarea
            {...aria}
            name="message"
            rows={5}
            value={values.message}
            onChange={(event) => update('message', event.target.value)}
          />
        )}
      </Field>
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
