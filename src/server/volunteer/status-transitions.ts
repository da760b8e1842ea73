// Which status changes an admin may make to a volunteer application (spec 001 section 4), shared by the server,
// which refuses every other change with 409, and the admin screen, which offers only these buttons.
//
// The spec's screen: pending -> under_review (Review), accepted (Accept), rejected (Reject); under_review ->
// pending (Undo Review). The status list also has 'waitlisted' with no button shown; we allow a pending
// application to be waitlisted when the program is full, and a waitlisted one to be accepted when a place opens or
// rejected when none will. Accepted and rejected are final.
import { z } from 'zod';
import { VOLUNTEER_PROGRAMS, VOLUNTEER_STATUSES, type VolunteerStatus } from '../db/enums.ts';
import { optionalText } from './application-schema.ts';

export const STATUS_TRANSITIONS: Record<VolunteerStatus, readonly VolunteerStatus[]> = {
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

export const applicationFiltersSchema = z.object({
  status: z.enum(VOLUNTEER_STATUSES, { error: 'Unknown status' }).optional(),
  program_id: z.enum(VOLUNTEER_PROGRAMS, { error: 'Unknown program' }).optional(),
});
export type ApplicationFilters = z.output<typeof applicationFiltersSchema>;

export const statusUpdateSchema = z.object({
  id: z.uuid({ error: 'Unknown application' }),
  status: z.enum(VOLUNTEER_STATUSES, { error: 'Please choose a valid status' }),
  review_notes: optionalText(2000),
});
export type StatusUpdate = z.output<typeof statusUpdateSchema>;
