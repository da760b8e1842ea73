// A session as the editor holds it while staff type (numbers as typed text), and the session it sends.
import type { Session, SessionKind } from '../../../../shared/schedules/doctor-schedule.ts';

export interface SessionDraft {
  /** Stable across edits and removals, for React's keys and the fields' ids. */
  key: number;
  weekday: string;
  start: string;
  end: string;
  kind: SessionKind;
  slotMinutes: string;
  places: string;
}

let nextKey = 0;

export function draftOf(session?: Session): SessionDraft {
  nextKey += 1;
  return {
    key: nextKey,
    weekday: String(session?.weekday ?? 1),
    start: session?.start ?? '09:00',
    end: session?.end ?? '12:00',
    kind: session?.kind ?? 'slots',
    slotMinutes: String(session?.slotMinutes ?? 30),
    places: String(session?.places ?? 1),
  };
}

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export function sessionOf(draft: SessionDraft): Session {
  return {
    weekday: numberOf(draft.weekday),
    start: draft.start,
    end: draft.end,
    kind: draft.kind,
    slotMinutes: draft.kind === 'slots' ? numberOf(draft.slotMinutes) : null,
    places: numberOf(draft.places),
  };
}
