// /admin/login (docs/product-rules.md "Sign-in"): e-mail and password (account/SignInForm.tsx), a show/hide toggle,
// the access-is-logged notice; then, for an account with a second factor or one that must have it, the second step
// (account/SecondStep.tsx).
import { useState } from 'react';
import type { PendingStep } from '../../shared/admin/second-factor.ts';
import { showToast } from '../../shared/utils/toast-store.ts';
import SecondStep from './account/SecondStep.tsx';
import SignInForm from './account/SignInForm.tsx';
import type { AdminUser } from './admin-session.ts';
import { Icon } from './icons.tsx';

export default function LoginPage({ onSignedIn }: { onSignedIn: (user: AdminUser) => void }) {
  const [step, setStep] = useState<PendingStep | null>(null);

  function welcome(user: AdminUser) {
    showToast({ type: 'success', title: 'Welcome to Admin Dashboard' });
    onSignedIn(user);
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
            <SignInForm onAnswer={(user) => (user.pendingStep ? setStep(user.pendingStep) : welcome(user))} />
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
