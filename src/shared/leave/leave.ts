// A doctor's leave or a centre's closure (docs/product-rules.md "Leave and closures"): what staff send to mark one
// (addDoctorLeave), what the list answers (listDoctorLeave), shared by the Leave & closures screen and the server.
// Days and times are Colombo calendar days and wall-clock times.
import { z } from 'zod';

/** The longest leave one action may mark: a season's closure is several actions, each checked by a person. */
export const LEAVE_MAX_DAYS = 90;

const day = z.iso.date({ error: 'Choose a date as YYYY-MM-DD' });
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Give a time as HH:MM, e.g. 14:00');
const blankAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** The days from `first` to `last`, both counted. */
export function daysInRange(first: string, last: string): number {
  return Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000) + 1;
}

export const leaveRequestSchema = z
  .object({
    /** The centre's slug. */
    center: z.string({ error: 'Choose a centre' }).regex(/^[a-z0-9-]{1,80}$/, 'Choose a centre'),
    /** The doctor away; left out (or null) when the whole centre is closed. */
    doctorId: z.preprocess(blankAsUndefined, z.uuid({ error: 'Choose a doctor' }).optional()),
    firstDate: day,
    lastDate: day,
    /** Part of one day: the slots starting from startTime until before endTime. */
    startTime: z.preprocess(blankAsUndefined, time.optional()),
    endTime: z.preprocess(blankAsUndefined, time.optional()),
    /** Shown to staff. */
    reason: z
      .string({ error: 'Give a reason' })
      .trim()
      .min(3, 'Give a reason staff will understand')
      .max(500, 'Keep the reason under 500 characters'),
    /** Short, shown to the patient in the e-mail when given (never by SMS). */
    patientReason: z.preprocess(
      blankAsUndefined,
      z.string().trim().max(160, 'Keep the reason for patients under 160 characters').optional(),
    ),
    /** True: answer how many slots and bookings it would touch, and change nothing. */
    preview: z.boolean().optional(),
  })
  .superRefine((leave, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (leave.lastDate < leave.firstDate) issue('lastDate', 'The last date must not be before the first date');
    else if (daysInRange(leave.firstDate, leave.lastDate) > LEAVE_MAX_DAYS) {
      issue('lastDate', `One leave covers at most ${LEAVE_MAX_DAYS} days`);
    }
    if (Boolean(leave.startTime) !== Boolean(leave.endTime)) {
      issue(leave.startTime ? 'endTime' : 'startTime', 'Give both times for part of a day, or neither');
    } else if (leave.startTime && leave.endTime) {
      if (leave.endTime <= leave.startTime) issue('endTime', 'The end time must be after the start time');
      if (leave.firstDate !== leave.lastDate) {
        issue('lastDate', 'Part of a day is for one day: make the last date the same as the first');
      }
    }
  });
export type LeaveRequest = z.output<typeof leaveRequestSchema>;

export const leaveListQuerySchema = z.object({
  /** One centre's leave (its slug); every centre's when left out. */
  center: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .regex(/^[a-z0-9-]{1,80}$/, 'Unknown centre')
      .optional(),
  ),
  /** Leave that lasts until this day or later; today (Colombo) when left out. */
  from: z.preprocess(blankAsUndefined, day.optional()),
});

/** What became of a booking the leave caught, read from the appointment now. */
export const AFFECTED_STATES = ['moved', 'cancelled', 'no_answer'] as const;
export type AffectedState = (typeof AFFECTED_STATES)[number];

export const AFFECTED_STATE_LABELS: Record<AffectedState, string> = {
  moved: 'Moved',
  cancelled: 'Cancelled',
  no_answer: 'Not answered',
};

export interface AffectedBooking {
  appointmentId: string;
  reference: string;
  patientName: string;
  patientPhone: string;
  /** The closed slot the booking was on when the leave was marked, and its doctor: where moving it starts. */
  slotId: string;
  slotDate: string;
  slotTime: string;
  doctorId: string;
  doctorName: string;
  state: AffectedState;
  /** False when an overlapping leave had already told the patient about this slot. */
  notified: boolean;
}

export interface DoctorLeave {
  id: string;
  center: { id: string; name: string };
  /** Null: the whole centre closed. */
  doctor: { id: string; name: string } | null;
  firstDate: string;
  lastDate: string;
  startTime: string | null;
  endTime: string | null;
  reason: string;
  patientReason: string | null;
  createdAt: string;
  createdBy: string | null;
  /** The slots this leave closed when it was marked (others inside it were closed already). */
  slotsClosed: number;
  affected: AffectedBooking[];
}

/** What marking a leave did, or (preview) would do. */
export interface LeaveOutcome {
  preview: boolean;
  /** Slots inside the leave that were (or would be) closed, free and booked alike. */
  slots: number;
  /** Live bookings on them. */
  affected: number;
  /** Patients told now (the others were told by an overlapping leave); 0 in a preview. */
  notified: number;
  leaveId?: string;
}
