// A doctor's weekly sessions at a centre as staff see and save them (/api/admin/doctor-schedules), and the rules a
// set of sessions must keep: checked in the form as staff type and again by the server, with the same words.
import { z } from 'zod';

export const SESSION_KINDS = ['slots', 'numbers'] as const;
/** 'slots': a slot every N minutes; 'numbers': channelling, one list of N numbered places for the whole session. */
export type SessionKind = (typeof SESSION_KINDS)[number];

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export const SLOT_MINUTES = { min: 5, max: 240 } as const;
export const PLACES = { min: 1, max: 100 } as const;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Give a time as HH:MM, e.g. 09:30' });
const slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'Choose a medical centre' });
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Give the date as YYYY-MM-DD' });

/** One weekly session. Ranges and overlaps are checked by sessionProblems, so each gets its own field message. */
export const sessionSchema = z.object({
  weekday: z.number({ error: 'Choose a weekday' }).int(),
  start: time,
  end: time,
  kind: z.enum(SESSION_KINDS, { error: 'Choose slots or channelling numbers' }),
  /** Minutes per slot; ignored (null) for channelling numbers. */
  slotMinutes: z.number({ error: 'Give the slot length in minutes' }).int().nullable(),
  /** Places per slot, or the number of channelling numbers. */
  places: z.number({ error: 'Give the number of places' }).int(),
});
export type Session = z.output<typeof sessionSchema>;

/** GET: one centre's doctors; the first centre (by name) when none is given. */
export const scheduleQuerySchema = z.object({ center: slug.optional() });

/** PUT: the doctor's whole week at the centre, from a Colombo day on. */
export const scheduleSaveSchema = z.object({
  center: slug,
  doctorId: z.uuid({ error: 'Choose a doctor' }),
  effectiveFrom: day,
  sessions: z.array(sessionSchema).max(50, { error: 'At most 50 sessions a week' }),
});
export type ScheduleSave = z.output<typeof scheduleSaveSchema>;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** What is wrong with each session, keyed `sessions.<index>.<field>`; empty when the week can be saved. */
function sessionProblems(sessions: readonly Session[]): Record<string, string> {
  const problems: Record<string, string> = {};
  const at = (index: number, field: string, message: string) => {
    problems[`sessions.${index}.${field}`] ??= message;
  };
  sessions.forEach((session, index) => {
    if (session.weekday < 0 || session.weekday > 6) at(index, 'weekday', 'Choose a weekday');
    if (minutesOf(session.end) <= minutesOf(session.start)) at(index, 'end', 'The session must end after it starts');
    if (session.kind === 'slots') {
      const length = session.slotMinutes;
      if (length === null || length < SLOT_MINUTES.min || length > SLOT_MINUTES.max) {
        at(index, 'slotMinutes', `A slot lasts ${SLOT_MINUTES.min} to ${SLOT_MINUTES.max} minutes`);
      } else if (minutesOf(session.start) + length > minutesOf(session.end)) {
        at(index, 'slotMinutes', 'Not one slot of this length fits between start and end');
      }
    }
    if (session.places < PLACES.min || session.places > PLACES.max) {
      at(index, 'places', `Give ${PLACES.min} to ${PLACES.max} places`);
    }
  });
  sessions.forEach((session, index) => {
    const clash = sessions.findIndex(
      (other, otherIndex) =>
        otherIndex !== index &&
        other.weekday === session.weekday &&
        minutesOf(other.start) < minutesOf(session.end) &&
        minutesOf(session.start) < minutesOf(other.end),
    );
    if (clash !== -1 && clash < index) {
      at(index, 'start', `Overlaps the ${WEEKDAY_NAMES[session.weekday] ?? ''} session ${sessions[clash]?.start}`);
    }
  });
  return problems;
}

/** What keeps a week from being saved from `effectiveFrom`: its sessions' problems, and a start before today. */
export function scheduleProblems(effectiveFrom: string, sessions: readonly Session[], today: string) {
  const problems = sessionProblems(sessions);
  if (effectiveFrom < today) problems.effectiveFrom = 'A schedule can start today at the earliest';
  return problems;
}

/** The fields of the week's form in the order staff meet them: the first day, then each session's. */
export const scheduleFieldOrder = (sessionCount: number) => [
  'effectiveFrom',
  ...Array.from({ length: sessionCount }, (_, index) =>
    Object.keys(sessionSchema.shape).map((field) => `sessions.${index}.${field}`),
  ).flat(),
];

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `At most ${max} characters` })
    .transform((text) => text || null)
    .nullish()
    .transform((text) => text ?? null);

/** POST /api/admin/doctors: a new doctor at a centre. */
export const newDoctorSchema = z.object({
  center: slug,
  title: z.string().trim().min(1, { error: 'Give a title, e.g. Dr.' }).max(20, { error: 'At most 20 characters' }),
  name: z.string().trim().min(2, { error: "Give the doctor's name" }).max(120, { error: 'At most 120 characters' }),
  specialization: z
    .string()
    .trim()
    .min(2, { error: 'Give the specialty' })
    .max(120, { error: 'At most 120 characters' }),
  qualification: optionalText(200),
  /** LKR, shown to patients choosing a doctor. */
  consultationFee: z
    .number({ error: 'Give the fee in rupees' })
    .int({ error: 'Give the fee in whole rupees' })
    .min(0, { error: 'The fee cannot be negative' })
    .max(1_000_000, { error: 'At most LKR 1,000,000' })
    .default(0),
  nameSi: optionalText(120),
  nameTa: optionalText(120),
  specializationSi: optionalText(120),
  specializationTa: optionalText(120),
  qualificationSi: optionalText(200),
  qualificationTa: optionalText(200),
});
export type NewDoctor = z.output<typeof newDoctorSchema>;

/** DELETE /api/admin/doctors?id=: retires a doctor (kept for history, no longer offered). */
export const retireDoctorSchema = z.object({ id: z.uuid({ error: 'Choose a doctor' }) });

/** One version of a doctor's week: the sessions holding from `effectiveFrom` (until `effectiveUntil` when set). */
export interface ScheduleVersion {
  effectiveFrom: string;
  effectiveUntil: string | null;
  sessions: Session[];
}

export interface ScheduledDoctor {
  id: string;
  title: string;
  name: string;
  specialization: string;
  qualification: string | null;
  nameSi: string | null;
  nameTa: string | null;
  specializationSi: string | null;
  specializationTa: string | null;
  qualificationSi: string | null;
  qualificationTa: string | null;
  /** Bookings from now on, at any centre: a doctor with any cannot be retired yet. */
  futureBookings: number;
  /** The version in force today (if any) and those planned after it, oldest first. */
  schedules: ScheduleVersion[];
}

export interface DoctorSchedulesAnswer {
  success: true;
  center: { id: string; name: string };
  centers: { id: string; name: string }[];
  /** The first day staff may save a schedule from (today, Colombo) and the last day slots are opened for. */
  today: string;
  horizonDays: number;
  doctors: ScheduledDoctor[];
}

/** A booking that stands in the way of a schedule change (the 409 answer's `bookings`). */
export interface BlockingBooking {
  reference: string;
  patient: string;
  date: string;
  time: string;
}
