// The ten recovery codes, shown once after the second factor is set up: each signs in once when the phone is lost.
import { useEffect, useRef } from 'react';

export default function RecoveryCodes({ codes, onContinue }: { codes: string[]; onContinue: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="adm-recovery" aria-labelledby="recovery-title">
      <h2 id="recovery-title" ref={heading} tabIndex={-1}>
        Save your recovery codes
      </h2>
      <p>Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.</p>
      <ul className="adm-recovery__codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-primary" onClick={onContinue}>
        I have saved them, continue
      </button>
    </section>
  );
}
