// The one field of the second step: a 6-digit code from the authenticator app (or, when signing in, a recovery
// code), sent to POST /api/admin/second-factor/verify. A refusal shows under the field and focus returns to it.
import { type SubmitEvent, useEffect } from 'react';
import { secondFactorCodeSchema } from '../../../shared/admin/second-factor.ts';
import Field from '../../forms/Field.tsx';
import { useForm } from '../../forms/use-form.ts';
import { adminSend } from '../admin-api.ts';
import type { AdminUser } from '../admin-session.ts';

export interface Verified {
  user: AdminUser;
  recoveryCodes?: string[];
}

interface Props {
  idPrefix: string;
  label: string;
  hint: string;
  submit: string;
  /** Focus the field when it appears (the sign-in's second step). */
  focusOnShow?: boolean;
  onVerified: (answer: Verified) => void;
}

export default function CodeForm({ idPrefix, label, hint, submit, focusOnShow, onVerified }: Props) {
  const form = useForm<'code'>({ idPrefix, messages: {} });
  const code = form.field('code');
  useEffect(() => {
    if (focusOnShow) document.getElementById(code.id)?.focus();
  }, [focusOnShow, code.id]);

  async function verify(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = new FormData(event.currentTarget).get('code');
    const body = form.check(secondFactorCodeSchema, { code: typeof input === 'string' ? input : '' });
    if (!body) return;
    const sent = await form.send(
      () =>
        adminSend<Verified>('POST', '/api/admin/second-factor/verify', body, 'Verification failed', {
          redirectOn401: false,
        }),
      'Verification failed',
    );
    if (sent) onVerified(sent.answer);
  }

  return (
    <form onSubmit={verify} noValidate id={idPrefix}>
      <Field id={code.id} name={code.name} label={label} required error={code.error} hint={hint}>
        {(aria) => (
          <input
            {...aria}
            name="code"
            type="text"
            inputMode="text"
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            onChange={() => form.clearError('code')}
          />
        )}
      </Field>
      <button type="submit" className="btn btn-primary adm-login__submit" disabled={form.sending}>
        {form.sending ? 'Checking...' : submit}
      </button>
    </form>
  );
}
