// The contact page's message form: checked with the server's own schema, sent to POST /api/contact, then the
// success panel. A failed send keeps everything typed and shows the server's message. Its texts come from the
// page, in the page's language (docs/i18n.md).
import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import type { Messages } from '../../i18n/messages/index.ts';
import { sendJson } from '../../lib/api-client.ts';
import { type ContactMessageInput, contactMessageSchema } from '../../shared/contact/contact-schema.ts';
import { CONTACT_SUBJECTS } from '../../shared/enums.ts';
import Field from '../forms/Field.tsx';
import RequiredNote from '../forms/RequiredNote.tsx';
import TextField from '../forms/TextField.tsx';
import { useForm } from '../forms/use-form.ts';
import { withErrorBoundary } from '../shell/ErrorBoundary.tsx';
import { useHydrated } from './use-hydrated.ts';

type ContactField = 'name' | 'phone' | 'email' | 'subject' | 'message';
const FIELDS: readonly ContactField[] = ['name', 'phone', 'email', 'subject', 'message'];
const EMPTY: Record<ContactField, string> = { name: '', phone: '', email: '', subject: '', message: '' };

interface Props {
  messages: Pick<Messages, 'contact' | 'fields'>;
}

function ContactForm({ messages }: Props) {
  const { contact: t, fields: f } = messages;
  const [values, setValues] = useState(EMPTY);
  const { errors, sending, clearError, check, send } = useForm<ContactField>({
    idPrefix: 'contact',
    order: FIELDS,
    messages,
  });
  const hydrated = useHydrated();
  const [sent, setSent] = useState(false);
  const successHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sent) successHeading.current?.focus();
  }, [sent]);

  const update = (field: ContactField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check(contactMessageSchema, values satisfies Record<ContactField, string> as ContactMessageInput)) return;
    const sentMessage = await send(() => sendJson('POST', '/api/contact', values, t.sendFailed), t.notSent);
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
          {t.sentHeading}
        </h3>
        <p>{t.sentText}</p>
        <button type="button" className="btn btn-secondary" onClick={() => setSent(false)}>
          {t.sendAnother}
        </button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-describedby="contact-required-note">
      <RequiredNote id="contact-required-note" fields={f} />
      <div className="row">
        <TextField
          id="contact-name"
          label={f.fullName}
          name="name"
          required
          error={errors.name}
          autoComplete="name"
          value={values.name}
          onValue={update('name')}
        />
        <TextField
          id="contact-phone"
          label={f.phone}
          name="phone"
          required
          error={errors.phone}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="+94 77 123 4567"
          value={values.phone}
          onValue={update('phone')}
        />
      </div>
      <div className="row">
        <TextField
          id="contact-email"
          label={f.email}
          name="email"
          required
          error={errors.email}
          type="email"
          autoComplete="email"
          value={values.email}
          onValue={update('email')}
        />
        <Field id="contact-subject" label={t.subject} required error={errors.subject}>
          {(aria) => (
            <select
              {...aria}
              name="subject"
              value={values.subject}
              onChange={(event) => update('subject')(event.target.value)}
            >
              <option value="">{t.selectSubject}</option>
              {CONTACT_SUBJECTS.map((subject) => (
                <option key={subject} value={subject}>
                  {t.subjects[subject]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field id="contact-message" label={t.message} required error={errors.message}>
        {(aria) => (
          <textarea
            {...aria}
            name="message"
            rows={5}
            value={values.message}
            onChange={(event) => update('message')(event.target.value)}
          />
        )}
      </Field>
      <p className="field-hint">{t.healthNote}</p>
      <button type="submit" className="btn btn-primary" disabled={sending || !hydrated}>
        {sending ? t.sending : t.send}
      </button>
    </form>
  );
}

export default withErrorBoundary(ContactForm);
