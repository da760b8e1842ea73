// Two-step verification on this account: on (with the recovery codes left), or a set-up to turn it on.
import { useState } from 'react';
import Enrolment from '../../account/Enrolment.tsx';
import { useAdminData } from '../../use-admin-data.ts';
import ListPending from '../shared/ListPending.tsx';

interface Status {
  secondFactor: { enrolled: boolean; required: boolean; recoveryCodesLeft: number };
}

export default function SecondFactorPanel() {
  const status = useAdminData<Status>('/api/admin/me', 'Failed to load your account');
  const [enrolling, setEnrolling] = useState(false);
  const state = status.data?.secondFactor;

  let content: React.ReactNode;
  if (!state)
    content = <ListPending failed={status.failed} failure="Failed to load your account" loading="Loading..." />;
  else if (state.enrolled)
    content = (
      <p>
        <strong>On.</strong> Each sign-in asks for a code from your authenticator app. Recovery codes left:{' '}
        {state.recoveryCodesLeft} of 10.
      </p>
    );
  else if (enrolling)
    content = (
      <Enrolment
        onDone={() => {
          setEnrolling(false);
          status.reload();
        }}
      />
    );
  else
    content = (
      <>
        <p>Off. Add a code from your phone to every sign-in, so a stolen password alone is not enough.</p>
        <button type="button" className="btn btn-primary" onClick={() => setEnrolling(true)}>
          Set up two-step verification
        </button>
      </>
    );

  return (
    <section className="as-panel" aria-labelledby="second-factor-title">
      <h2 id="second-factor-title">Two-step verification</h2>
      {content}
    </section>
  );
}
