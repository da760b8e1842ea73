// The coloured badge of docs/product-rules.md (Back office, Volunteers): pending yellow, under_review blue,
// accepted green, rejected red, waitlisted orange, anything else grey.

import type { VolunteerStatus } from '../../../../shared/enums.ts';
import { STATUS_LABELS } from '../../../../shared/volunteer/application-status.ts';
import { Icon, type IconName } from '../../icons.tsx';

// Drawn icons, not emoji: a staff laptop without an emoji font showed boxes.
const STYLE: Record<VolunteerStatus, [colour: string, icon: IconName]> = {
  pending: ['yellow', 'clock'],
  under_review: ['blue', 'search'],
  accepted: ['green', 'check'],
  rejected: ['red', 'close'],
  waitlisted: ['orange', 'pause'],
};

export default function VolunteerStatusBadge({ status }: { status: string }) {
  const [colour, icon] = STYLE[status as VolunteerStatus] ?? ['grey', 'dot'];
  return (
    <span className={`as-status as-status--${colour}`}>
      <Icon name={icon} size={14} />
      {STATUS_LABELS[status as VolunteerStatus] ?? status}
    </span>
  );
}
