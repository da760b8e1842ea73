// Setting up the second factor: the QR code (and its key as text, for an app that cannot scan), then the app's
// code to confirm, then the ten recovery codes, shown this once.
import { type ReactNode, useState } from 'react';
import type { Enrolment as Secret } from '../../../shared/admin/second-factor.ts';
import { useRequest } from '../../ui/use-load.ts';
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
  // One new secret per set-up: asked once, as the set-up opens.
  const { value: secret, settled } = useRequest('enroll', () =>
    adminSend<Secret>('POST', '/api/admin/second-factor/enroll', {}, 'Could not start the set-up', {
      redirectOn401: false,
    }),
  );
  const [confirmed, setConfirmed] = useState<{ user: AdminUser; codes: string[] }>();

  if (confirmed) return <RecoveryCodes codes={confirmed.codes} onContinue={() => onDone(confirmed.user)} />;
  if (settled?.failed)
    return (
      <p className="form-error" role="alert">
        {settled.error instanceof Error ? settled.error.message : 'Please try again.'}
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
