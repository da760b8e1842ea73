// Spec 4: pending yellow, under_review blue, accepted green, rejected red, waitlisted orange, anything else grey.

import type { VolunteerStatus } from '../../../../shared/enums.ts';
import { STATUS_LABELS } from '../../../../shared/volunteer/application-status.ts';

const STYLE: Record<VolunteerStatus, [colour: string, icon: string]> = {
  pending: ['yellow', '⏳'],
  under_review: ['blue', '🔍'],
  accepted: ['green', '✓'],
  rejected: ['red', '✕'],
  waitlisted: ['orange', '⏸'],
};

export default function VolunteerStatusBadge({ status }: { status: string }) {
  const [colour, icon] = STYLE[status as VolunteerStatus] ?? ['grey', '•'];
  return (
    <span className={`as-status as-status--${colour}`}>
      <span aria-hidden="true">{icon}</span>
      {STATUS_LABELS[status as VolunteerStatus] ?? status}
    </span>
  );
}
