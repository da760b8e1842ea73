// "Accept this application?" / "Reject this application?": the decision e-mails the applicant and cannot be undone.
import { programLabel } from '../../../../shared/volunteer/volunteer-admin.ts';
import ConfirmDialog from '../shared/ConfirmDialog.tsx';
import type { Deciding } from './use-volunteer-decisions.ts';

interface Props {
  deciding: Deciding;
  busy: boolean;
  onConfirm: (message: string) => void;
  onCancel: () => void;
}

export default function DecisionDialog({ deciding: { application, to }, busy, onConfirm, onCancel }: Props) {
  const accepting = to === 'accepted';
  return (
    <ConfirmDialog
      title={accepting ? 'Accept this application?' : 'Reject this application?'}
      message={`${application.firstName} ${application.lastName}'s application to the ${programLabel(application.program)} programme will be ${to} and ${application.firstName} will be e-mailed at once. This cannot be undone.`}
      confirmLabel={accepting ? 'Accept application' : 'Reject application'}
      messageLabel="Message to include in the e-mail (optional)"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
