// Which status changes staff may make to an appointment (docs/product-rules.md "Appointment status"), shared by the server, which refuses
// every other change, and the admin screen, which offers only these buttons. Confirm and Cancel on pending;
// Complete and No-show on confirmed once the appointment's time has passed (neither can be known before).
// Completed, cancelled and no-show are final.
import { colomboInstant } from '../../lib/colombo-time.ts';
import type { AppointmentStatus } from '../enums.ts';

/** A status staff can move an appointment to: none goes back to pending. */
type AppointmentChange = Exclude<AppointmentStatus, 'pending'>;

const APPOINTMENT_TRANSITIONS: Record<AppointmentStatus, readonly AppointmentChange[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'no_show'],
  cancelled: [],
  completed: [],
  no_show: [],
};

export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  completed: 'Completed',
  no_show: 'No-show',
};

/** The button that makes each change. */
export const APPOINTMENT_ACTION_LABELS: Record<AppointmentChange, string> = {
  confirmed: 'Confirm',
  cancelled: 'Cancel',
  completed: 'Complete',
  no_show: 'No-show',
};

export interface AppointmentTime {
  date: string;
  time: string;
}

/** Whether `from -> to` is allowed for an appointment at `when` (Colombo date and time), seen at `now`. */
export function canChangeStatus(
  from: AppointmentStatus,
  to: AppointmentStatus,
  when: AppointmentTime,
  now: Date = new Date(),
): boolean {
  if (!APPOINTMENT_TRANSITIONS[from].some((allowed) => allowed === to)) return false;
  if (to === 'no_show' || to === 'completed') return colomboInstant(when.date, when.time).getTime() <= now.getTime();
  return true;
}

/** The changes offered for an appointment now, in button order. */
export function allowedChanges(from: AppointmentStatus, when: AppointmentTime, now: Date = new Date()) {
  return APPOINTMENT_TRANSITIONS[from].filter((to) => canChangeStatus(from, to, when, now));
}
