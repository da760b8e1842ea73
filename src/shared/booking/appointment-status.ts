// The appointment's life at the front desk (docs/product-rules.md "Appointment status"), shared by the server, which
// refuses every other change, and the admin screens, which offer only these buttons:
//   pending -> confirmed -> arrived -> completed, with cancelled (before arrival) and no-show (once the visit has
//   begun) as the other ends. A wrong outcome (arrived, completed, no-show) is corrected by staff allowed to.

import type { AppointmentStatus } from '../enums.ts';
import { colomboInstant, colomboToday } from '../utils/colombo-time.ts';

/** A status staff can move an appointment to: none goes back to pending. */
export type AppointmentChange = Exclude<AppointmentStatus, 'pending'>;

/** When a move is possible: at any time, from the visit's day (Colombo) on, or once the visit's time has come. */
type Timing = 'any' | 'visit_day' | 'visit_time';

interface Move {
  to: AppointmentChange;
  timing: Timing;
  /** A correction of a recorded outcome, for staff with CORRECTION_PERMISSION only. */
  correction?: true;
}

const FLOW: Record<AppointmentStatus, readonly Move[]> = {
  pending: [
    { to: 'confirmed', timing: 'any' },
    { to: 'arrived', timing: 'visit_day' },
    { to: 'no_show', timing: 'visit_time' },
    { to: 'cancelled', timing: 'any' },
  ],
  confirmed: [
    { to: 'arrived', timing: 'visit_day' },
    { to: 'completed', timing: 'visit_time' },
    { to: 'no_show', timing: 'visit_time' },
    { to: 'cancelled', timing: 'any' },
  ],
  arrived: [
    { to: 'completed', timing: 'any' },
    { to: 'no_show', timing: 'visit_time', correction: true },
  ],
  completed: [{ to: 'no_show', timing: 'any', correction: true }],
  no_show: [
    { to: 'arrived', timing: 'any', correction: true },
    { to: 'completed', timing: 'any', correction: true },
  ],
  cancelled: [],
};

/** Correcting an outcome needs more than changing statuses: `appointments: delete` in Settings. */
export const CORRECTION_PERMISSION = { resource: 'appointments', action: 'delete' } as const;

export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  arrived: 'Arrived',
  cancelled: 'Cancelled',
  completed: 'Completed',
  no_show: 'No-show',
};

/** The button that makes each change in the ordinary flow. */
export const APPOINTMENT_ACTION_LABELS: Record<AppointmentChange, string> = {
  confirmed: 'Confirm',
  arrived: 'Arrived',
  cancelled: 'Cancel',
  completed: 'Complete',
  no_show: 'No-show',
};

/** The button that corrects an outcome to each status. */
export const APPOINTMENT_CORRECTION_LABELS: Record<AppointmentChange, string> = {
  confirmed: 'Change to Confirmed',
  arrived: 'Change to Arrived',
  cancelled: 'Change to Cancelled',
  completed: 'Change to Completed',
  no_show: 'Change to No-show',
};

export interface AppointmentTime {
  date: string;
  time: string;
}

function inTime(timing: Timing, when: AppointmentTime, now: Date): boolean {
  if (timing === 'visit_day') return colomboToday(now) >= when.date;
  if (timing === 'visit_time') return colomboInstant(when.date, when.time).getTime() <= now.getTime();
  return true;
}

/** The move `from -> to`, if the flow has one (whatever the time). */
export function moveOf(from: AppointmentStatus, to: AppointmentStatus): Move | undefined {
  return FLOW[from].find((move) => move.to === to);
}

/** Whether `from -> to` is allowed for an appointment at `when` (Colombo date and time), seen at `now`. */
export function canChangeStatus(
  from: AppointmentStatus,
  to: AppointmentStatus,
  when: AppointmentTime,
  now: Date = new Date(),
  options: { mayCorrect?: boolean } = {},
): boolean {
  const move = moveOf(from, to);
  if (!move || (move.correction && !options.mayCorrect)) return false;
  return inTime(move.timing, when, now);
}

/** The changes offered for an appointment now, in button order, each marked when it is a correction. */
export function allowedChanges(
  from: AppointmentStatus,
  when: AppointmentTime,
  now: Date = new Date(),
  options: { mayCorrect?: boolean } = {},
): { to: AppointmentChange; correction: boolean }[] {
  return FLOW[from]
    .filter((move) => canChangeStatus(from, move.to, when, now, options))
    .map((move) => ({ to: move.to, correction: move.correction === true }));
}

/** Why the flow refuses `from -> to` at `now`, in the words the desk reads (a missing right is the caller's 403). */
export function refusalOf(from: AppointmentStatus, to: AppointmentStatus, when: AppointmentTime, now: Date): string {
  const move = moveOf(from, to);
  const name = (status: AppointmentStatus) => APPOINTMENT_STATUS_LABELS[status].toLowerCase();
  if (!move || inTime(move.timing, when, now)) {
    const article = /^[aeiou]/.test(name(from)) ? 'An' : 'A';
    return `${article} ${name(from)} appointment cannot be changed to ${name(to)}.`;
  }
  if (move.timing === 'visit_day') return 'A patient can be marked as arrived only on the day of the visit.';
  return `An appointment can be marked as ${to === 'no_show' ? 'a no-show' : 'completed'} only after its time has passed.`;
}
