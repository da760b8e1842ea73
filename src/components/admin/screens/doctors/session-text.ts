// How a session reads on the Doctors screen: 'Tuesday 16:00-19:00' and '30-minute slots, 1 place each'.

import { type Session, WEEKDAY_NAMES } from '../../../../shared/schedules/doctor-schedule.ts';
import { formatDay } from '../../../../shared/utils/format.ts';

export const sessionHours = (session: Session) => `${session.start}–${session.end}`;

export function sessionPlaces(session: Session): string {
  if (session.kind === 'numbers') return `Channelling: ${session.places} numbers`;
  const places = session.places === 1 ? '1 place' : `${session.places} places`;
  return `${session.slotMinutes}-minute slots, ${places} each`;
}

export const weekdayName = (weekday: number) => WEEKDAY_NAMES[weekday] ?? '';

/** 'From 2 December 2026', 'From 2 December 2026 until 8 December 2026', or 'In force' for a week begun before today. */
export function versionDates(from: string, until: string | null, today: string): string {
  const start = from <= today ? 'In force' : `From ${formatDay(from, 'compact')}`;
  return until ? `${start} until ${formatDay(until, 'compact')}` : start;
}
