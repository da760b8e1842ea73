// The sign-in's second step, after a right password: the code (or a recovery code) of an account with a second
// factor, or the set-up of one for an account that can read health information and has none yet.
import type { PendingStep } from '../../../shared/admin/second-factor.ts';
import { adminSend } from '../admin-api.ts';
import type { AdminUser } from '../admin-session.ts';
import CodeForm from './CodeForm.tsx';
import Enrolment from './Enrolment.tsx';

interface Props {
  step: PendingStep;
  onSignedIn: (user: AdminUser) => void;
  onCancel: () => void;
}

export default function SecondStep({ step, onSignedIn, onCancel }: Props) {
  async function cancel() {
    // Ends the half-open session; it would end by itself 10 minutes after the password anyway.
    await adminSend('POST', '/api/admin/logout', {}, 'Logout failed', { redirectOn401: false }).catch(() => {});
    onCancel();
  }
  const other = (
    <button type="button" className="btn btn-secondary adm-login__other" onClick={cancel}>
      Use another account
    </button>
  );
  return step === 'second_factor' ? (
    <>
      <p className="adm-login__lead">Enter the code from your authenticator app to finish signing in.</p>
      <CodeForm
        idPrefix="second-step"
        focusOnShow
        label="Authentication code"
        hint="6 digits from the app, or one of your recovery codes."
        submit="Verify"
        onVerified={({ user }) => onSignedIn(user)}
      />
      {other}
    </>
  ) : (
    <>
      <p className="adm-login__lead">
        Your account can see patients' health information, so it needs two-step verification. Set it up now.
      </p>
      <Enrolment onDone={onSignedIn}>{other}</Enrolment>
    </>
  );
}
