// The sign-in's first step: e-mail and password, checked with the server's schema (useForm), one message above the
// fields for whatever went wrong, focus on the field to fix.
import { type SubmitEvent, useId, useState } from 'react';
import { loginSchema } from '../../../shared/admin/login-schema.ts';
import { useForm } from '../../forms/use-form.ts';
import { ApiError, adminSend } from '../admin-api.ts';
import type { AdminUser } from '../admin-session.ts';
import PasswordInput from './PasswordInput.tsx';

/** A refusal whose message the form shows: wrong credentials (in the agreed words), a bad request, a lock-out. */
function refusal(error: unknown): ApiError | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 401) return new ApiError('Invalid credentials', 401, { password: 'Invalid credentials' });
  if ([400, 403, 429].includes(error.status))
    return new ApiError(error.message, error.status, { password: error.message });
  return undefined;
}

function failureToast(error: unknown) {
  const refused = refusal(error);
  return refused
    ? { title: 'Login Failed', message: refused.message }
    : { title: 'Error', message: 'An unexpected error occurred' };
}

async function logIn(credentials: { email: string; password: string }) {
  try {
    return await adminSend<{ user: AdminUser }>('POST', '/api/admin/login', credentials, 'Login failed', {
      redirectOn401: false,
    });
  } catch (error) {
    throw refusal(error) ?? error;
  }
}

export default function SignInForm({ onAnswer }: { onAnswer: (user: AdminUser) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const form = useForm<'email' | 'password'>({ idPrefix: 'admin', order: ['email', 'password'], messages: {} });
  const error = form.errors.email ?? form.errors.password ?? '';
  const errorId = useId();

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const credentials = form.check(loginSchema, { email, password });
    if (!credentials) return;
    const sent = await form.send(() => logIn(credentials), failureToast);
    if (!sent) return document.getElementById('admin-password')?.focus();
    setPassword('');
    onAnswer(sent.answer.user);
  }

  return (
    <form onSubmit={submit} noValidate aria-describedby={error ? errorId : undefined}>
      {error && (
        <p className="form-error" id={errorId} role="alert">
          {error}
        </p>
      )}
      <div className="field">
        <label htmlFor="admin-email">Email</label>
        <input
          id="admin-email"
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          required
          value={email}
          aria-invalid={error !== '' && email.trim() === ''}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <PasswordInput value={password} invalid={error !== '' && password === ''} onChange={setPassword} />
      <button type="submit" className="btn btn-primary adm-login__submit" disabled={form.sending}>
        {form.sending ? 'Signing in...' : 'Sign in'}
      </button>
    </form>
  );
}
