// Setting up the second factor: the QR code (and its key as text, for an app that cannot scan), then the app's
// code to confirm, then the ten recovery codes, shown this once.
import { type ReactNode, useEffect, useState } from 'react';
import type { Enrolment as Secret } from '../../../shared/admin/second-factor.ts';
import { adminSend } from '../admin-api.ts';
import type { AdminUser } from '../admin-session.ts';
import CodeForm from './CodeForm.tsx';
import RecoveryCodes from './RecoveryCodes.tsx';

interface Props {
  onDone: (user: AdminUser) => void;
  /** Shown under the set-up until it is confirmed (the sign-in's way out). */
  children?: ReactNode;
}

export default function Enrolment({ onDone, children }: Props) {
  const [secret, setSecret] = useState<Secret>();
  const [failed, setFailed] = useState('');
  const [confirmed, setConfirmed] = useState<{ user: AdminUser; codes: string[] }>();

  useEffect(() => {
    adminSend<Secret>('POST', '/api/admin/second-factor/enroll', {}, 'Could not start the set-up', {
      redirectOn401: false,
    }).then(setSecret, (error: unknown) => setFailed(error instanceof Error ? error.message : 'Please try again.'));
  }, []);

  if (confirmed) return <RecoveryCodes codes={confirmed.codes} onContinue={() => onDone(confirmed.user)} />;
  if (failed)
    return (
      <p className="form-error" role="alert">
        {failed}
      </p>
    );
  if (!secret) return <p role="status">Preparing your QR code...</p>;
  return (
    <div className="adm-enrol">
      <ol className="adm-enrol__steps">
        <li>Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 2FAS...).</li>
        <li>Scan this QR code, or type the key below into the app.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <img
        className="adm-enrol__qr"
        src={secret.qrCode}
        alt="QR code to add this account to an authenticator app"
        width="180"
        height="180"
      />
      <p className="adm-enrol__key">
        Key: <code>{secret.secret.replace(/(.{4})(?=.)/g, '$1 ')}</code>
      </p>
      <CodeForm
        idPrefix="enrol"
        label="Code from the app"
        hint="6 digits; a new one every 30 seconds."
        submit="Turn on"
        onVerified={({ user, recoveryCodes }) => setConfirmed({ user, codes: recoveryCodes ?? [] })}
      />
      {children}
    </div>
  );
}
