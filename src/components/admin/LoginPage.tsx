// /admin/login (docs/product-rules.md "Sign-in"): e-mail and password, a show/hide toggle, the access-is-logged notice;
// then, for an account with a second factor or one that must have it, the second step (account/SecondStep.tsx).
import { useId, useRef, useState } from 'react';
import { loginSchema } from '../../shared/admin/login-schema.ts';
import type { PendingStep } from '../../shared/admin/second-factor.ts';
import { showToast } from '../../shared/utils/toast-store.ts';
import PasswordInput from './account/PasswordInput.tsx';
import SecondStep from './account/SecondStep.tsx';
import { ApiError, adminSend } from './admin-api.ts';
import type { AdminUser } from './admin-session.ts';
import { Icon } from './icons.tsx';

export default function LoginPage({ onSignedIn }: { onSignedIn: (user: AdminUser) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<PendingStep | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const errorId = useId();

  function welcome(user: AdminUser) {
    showToast({ type: 'success', title: 'Welcome to Admin Dashboard' });
    onSignedIn(user);
  }

  async function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter both email and password');
      (email.trim() ? passwordRef : emailRef).current?.focus();
      return;
    }
    setError('');
    setBusy(true);
    try {
      const { user } = await adminSend<{ user: AdminUser }>('POST', '/api/admin/login', parsed.data, 'Login failed', {
        redirectOn401: false,
      });
      setPassword('');
      if (user.pendingStep) setStep(user.pendingStep);
      else welcome(user);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401) {
        showToast({ type: 'error', title: 'Login Failed', message: 'Invalid credentials' });
        setError('Invalid credentials');
      } else if (failure instanceof ApiError && [400, 403, 429].includes(failure.status)) {
        showToast({ type: 'error', title: 'Login Failed', message: failure.message });
        setError(failure.message);
      } else {
        showToast({ type: 'error', title: 'Error', message: 'An unexpected error occurred' });
      }
      passwordRef.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="adm-login">
      <div className="adm-login__card card">
        <div className="adm-login__brand" aria-hidden="true">
          HW
        </div>
        <h1 className="adm-login__title">{step ? 'Two-step verification' : 'Admin Portal'}</h1>
        {step ? (
          <SecondStep step={step} onSignedIn={welcome} onCancel={() => setStep(null)} />
        ) : (
          <>
            <p className="adm-login__lead">Hela Wedakama back office. Sign in with your staff account.</p>
            <form onSubmit={submit} noValidate aria-describedby={error ? errorId : undefined}>
              {error && (
                <p className="form-error" id={errorId} role="alert">
                  {error}
                </p>
              )}
              <div className="field">
                <label htmlFor="admin-email">Email</label>
                <input
                  ref={emailRef}
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
              <PasswordInput
                inputRef={passwordRef}
                value={password}
                invalid={error !== '' && password === ''}
                onChange={setPassword}
              />
              <button type="submit" className="btn btn-primary adm-login__submit" disabled={busy}>
                {busy ? 'Signing in...' : 'Sign in'}
              </button>
            </form>
          </>
        )}
        <p className="adm-login__notice">
          <Icon name="lock" size={16} />
          This is a restricted area for authorised staff. Every access attempt is logged with its time and address.
        </p>
      </div>
    </main>
  );
}
