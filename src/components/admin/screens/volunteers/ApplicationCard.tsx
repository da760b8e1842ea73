// One application in the admin list: who, which programme, how to reach them, when; View Details and the status
// buttons of spec 2.13, each shown only when the transition table allows it.
import type { VolunteerStatus } from '../../../../shared/enums.ts';
import { formatInstant } from '../../../../shared/utils/format.ts';
import { canTransition } from '../../../../shared/volunteer/application-status.ts';
import {
  applicationLocation,
  programLabel,
  type VolunteerApplicationView,
} from '../../../../shared/volunteer/volunteer-admin.ts';
import ItemButton, { type ItemButtonVariant } from '../shared/ItemButton.tsx';
import ItemTop from '../shared/ItemTop.tsx';
import DuplicateMark from './DuplicateMark.tsx';
import VolunteerStatusBadge from './VolunteerStatusBadge.tsx';

interface StatusAction {
  label: string;
  from: VolunteerStatus;
  to: VolunteerStatus;
  variant: ItemButtonVariant;
}

const ACTIONS = (
  [
    { label: 'Review', from: 'pending', to: 'under_review', variant: 'btn-secondary' },
    { label: 'Accept', from: 'pending', to: 'accepted', variant: 'btn-primary' },
    { label: 'Reject', from: 'pending', to: 'rejected', variant: 'btn-danger' },
    { label: 'Undo Review', from: 'under_review', to: 'pending', variant: 'btn-secondary' },
  ] satisfies StatusAction[]
).filter((action: StatusAction) => canTransition(action.from, action.to));

interface Props {
  application: VolunteerApplicationView;
  mayChange: boolean;
  busy: boolean;
  onOpen: (id: string | undefined) => void;
  onChange: (application: VolunteerApplicationView, to: VolunteerStatus) => void;
}

export default function ApplicationCard({ application: a, mayChange, busy, onOpen, onChange }: Props) {
  return (
    <li className="as-item">
      <ItemTop title={`${a.firstName} ${a.lastName}`} aside={<VolunteerStatusBadge status={a.status} />}>
        <p className="as-count">{programLabel(a.program)}</p>
        {a.duplicateOf && <DuplicateMark earlier={a.duplicateOf} onOpen={() => onOpen(a.duplicateOf?.id)} />}
      </ItemTop>
      <ul className="as-meta">
        <li>{a.email}</li>
        <li>{a.phone}</li>
        <li>{applicationLocation(a)}</li>
        <li>Applied {formatInstant(a.applicationDate, 'compact')}</li>
      </ul>
      <div className="as-actions">
        <ItemButton
          label="View Details"
          name={`View details of ${a.firstName} ${a.lastName}`}
          onClick={() => onOpen(a.id)}
        />
        {ACTIONS.filter((action) => mayChange && action.from === a.status).map((action) => (
          <ItemButton
            key={action.label}
            label={action.label}
            name={`${action.label} ${a.firstName} ${a.lastName}`}
            variant={action.variant}
            disabled={busy}
            onClick={() => onChange(a, action.to)}
          />
        ))}
      </div>
    </li>
  );
}
