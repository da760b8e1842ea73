// The mark of an application that repeats an earlier open one from the same e-mail to the same programme
// (docs/product-rules.md "Duplicate applications"): when the earlier one was sent, its status now, and a way to it.
import { formatInstant } from '../../../../shared/utils/format.ts';
import { STATUS_LABELS } from '../../../../shared/volunteer/application-status.ts';
import type { VolunteerApplicationView } from '../../../../shared/volunteer/volunteer-admin.ts';
import { Icon } from '../../icons.tsx';

export default function DuplicateMark({
  earlier,
  onOpen,
}: {
  earlier: NonNullable<VolunteerApplicationView['duplicateOf']>;
  onOpen: () => void;
}) {
  return (
    <p className="as-duplicate" role="note">
      <span className="as-status as-status--orange">
        <Icon name="alert" size={14} />
        Repeat application
      </span>{' '}
      The same e-mail applied to this programme on {formatInstant(earlier.applicationDate, 'compact')} (
      {STATUS_LABELS[earlier.status]}).{' '}
      <button type="button" className="as-duplicate__open" onClick={onOpen}>
        Open the earlier application
      </button>
    </p>
  );
}
