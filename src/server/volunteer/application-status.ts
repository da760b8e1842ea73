// Which status changes an admin may make to a volunteer application (spec 001 section 4), in ONE place: the
// server refuses every other change and the admin screen offers only buttons whose change is listed here.
// The spec's screen offers Review, Accept and Reject on pending and Undo Review on under_review; the status list
// also has 'waitlisted', reachable from pending and under_review (a full programme), and left for accepted or
// rejected when a place opens or none will. Accepted and rejected are final.
import type { VolunteerStatus } from '../db/enums.ts';

export const STATUS_TRANSITIONS: Record<VolunteerStatus, readonly VolunteerStatus[]> = {
  pending: ['under_review', 'accepted', 'rejected', 'waitlisted'],
  under_review: ['pending', 'accepted', 'rejected', 'waitlisted'],
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
