// The contact page's message form: checked with the server's own schema, sent to POST /api/contact, then the
// success panel. A failed send keeps everything typed and shows the server's message. Its texts come from the
// page, in the page's language (docs/i18n.md).
import { type SubmitEvent, useState } from 'react';
import type { Messages } from '../../i18n/messages/index.ts';
import { type ContactMessageInput, contactMessageSchema } from '../../shared/contact/contact-schema.ts';
import { CONTACT_SUBJECTS } from '../../shared/enums.ts';
import { sendJson } from '../../shared/utils/api-client.ts';
import Field from '../forms/Field.tsx';
import { PERSON_INPUTS } from '../forms/person-inputs.ts';
import RequiredNote from '../forms/RequiredNote.tsx';
import SuccessPanel from '../forms/SuccessPanel.tsx';
import TextField from '../forms/TextField.tsx';
import { useForm } from '../forms/use-form.ts';
import { useHydrated } from '../forms/use-hydrated.ts';
import { withErrorBoundary } from '../shell/ErrorBoundary.tsx';

type ContactField = 'name' | 'phone' | 'email' | 'subject' | 'message';
const FIELDS: readonly ContactField[] = ['name', 'phone', 'email', 'subject', 'message'];
const EMPTY: Record<ContactField, string> = { name: '', phone: '', email: '', subject: '', message: '' };

interface Props {
  messages: Pick<Messages, 'contact' | 'fields'>;
}

function ContactForm({ messages }: Props) {
  const { contact: t, fields: f } = messages;
  const [values, setValues] = useState(EMPTY);
  const { errors, sending, clearError, check, send, field } = useForm<ContactField>({
    idPrefix: 'contact',
    order: FIELDS,
    messages,
  });
  const hydrated = useHydrated();
  const [sent, setSent] = useState(false);

  const update = (name: ContactField) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    clearError(name);
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
      <SuccessPanel className="success" heading={t.sentHeading} level={3}>
        <p>{t.sentText}</p>
        <button type="button" className="btn btn-secondary" onClick={() => setSent(false)}>
          {t.sendAnother}
        </button>
      </SuccessPanel>
    );
  }

  const text = (name: 'name' | 'phone' | 'email') => ({ ...field(name), value: values[name], onValue: update(name) });

  return (
    <form noValidate onSubmit={submit} aria-describedby="contact-required-note">
      <RequiredNote id="contact-required-note" fields={f} />
      <div className="row">
        <TextField {...text('name')} {...PERSON_INPUTS.name} label={f.fullName} required />
        <TextField {...text('phone')} {...PERSON_INPUTS.phone} label={f.phone} required placeholder="+94 77 123 4567" />
      </div>
      <div className="row">
        <TextField {...text('email')} {...PERSON_INPUTS.email} label={f.email} required />
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
