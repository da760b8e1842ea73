// Change my password: the current one, then the new one (12 characters at least; whether it is too common only the
// server knows, and its message shows under the field). Every other session of the account ends.
import { type SubmitEvent, useState } from 'react';
import { ownPasswordChangeSchema } from '../../../../shared/admin/own-password-schema.ts';
import { showToast } from '../../../../shared/utils/toast-store.ts';
import Field from '../../../forms/Field.tsx';
import { useForm } from '../../../forms/use-form.ts';
import { adminSend } from '../../admin-api.ts';

const EMPTY = { currentPassword: '', newPassword: '' };
type Name = keyof typeof EMPTY;

export default function OwnPasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const form = useForm<Name>({ idPrefix: 'own-password', order: ['currentPassword', 'newPassword'], messages: {} });

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = form.check(ownPasswordChangeSchema, values);
    if (!body) return;
    const sent = await form.send(
      () => adminSend<{ endedSessions: number }>('POST', '/api/admin/me/password', body, 'Password not changed'),
      'Password not changed',
    );
    if (!sent) return;
    const ended = sent.answer.endedSessions;
    showToast({
      type: 'success',
      title: 'Password changed',
      message: ended ? `Signed out of ${ended} other session${ended === 1 ? '' : 's'}.` : undefined,
    });
    setValues(EMPTY);
  }

  const input = (name: Name, label: string, autoComplete: string, hint?: string) => {
    const field = form.field(name);
    return (
      <Field id={field.id} name={name} label={label} required error={field.error} hint={hint}>
        {(aria) => (
          <input
            {...aria}
            name={name}
            type="password"
            autoComplete={autoComplete}
            value={values[name]}
            onChange={(event) => {
              setValues({ ...values, [name]: event.target.value });
              form.clearError(name);
            }}
          />
        )}
      </Field>
    );
  };

  return (
    <section className="as-panel" aria-labelledby="own-password-title">
      <h2 id="own-password-title">Change password</h2>
      <form className="as-form" onSubmit={save} noValidate>
        {input('currentPassword', 'Current password', 'current-password')}
        {input('newPassword', 'New password', 'new-password', 'At least 12 characters, not a common password.')}
        <p className="field-hint">Your other signed-in browsers and devices will be signed out.</p>
        <div>
          <button type="submit" className="btn btn-primary" disabled={form.sending}>
            {form.sending ? 'Saving...' : 'Change password'}
          </button>
        </div>
      </form>
    </section>
  );
}
