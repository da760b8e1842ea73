// Which status changes an admin may make to a volunteer application (docs/product-rules.md "Application status"), in ONE place: the
// server refuses every other change and the admin screen offers only buttons whose change is listed here.
// The agreed screen offers Review, Accept and Reject on pending and Undo Review on under_review; the status list
// also has 'waitlisted' with no button shown: a pending application may be waitlisted when the programme is full,
// and a waitlisted one accepted when a place opens or rejected when none will. Accepted and rejected are final.
import type { VolunteerStatus } from '../enums.ts';

const STATUS_TRANSITIONS: Record<VolunteerStatus, readonly VolunteerStatus[]> = {
  pending: ['under_review', 'accepted', 'rejected', 'waitlisted'],
  under_review: ['pending'],
  waitlisted: ['accepted', 'rejected'],
  accepted: [],
  rejected: [],
};

export const STATUS_LABELS: Record<VolunteerStatus, string> = {
  pending: 'Pending',
  under_review: 'Under Review',
  accepted: 'Accepted',
  rejected: 'Rejected',
  waitlisted: 'Waitlisted',
};

export function canTransition(from: VolunteerStatus, to: VolunteerStatus): boolean {
  return STATUS_TRANSITIONS[from].includes(to);
}
