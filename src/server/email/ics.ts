// An RFC 5545 calendar file for an appointment, attached to the booking e-mail so the patient's calendar holds the
// right time. Times are Colombo wall-clock times converted to UTC instants
// (Colombo has no daylight saving), so every calendar shows them in its own zone without a VTIMEZONE block.
import { colomboInstant } from '../../lib/colombo-time.ts';

export interface AppointmentEvent {
  /** The booking reference: the event's UID (unique per appointment, stable if the file is sent again). */
  reference: string;
  /** Colombo date 'YYYY-MM-DD' and time 'HH:MM' or 'HH:MM:SS'. */
  date: string;
  time: string;
  durationMinutes: number;
  summary: string;
  location: string;
  description: string;
  url?: string;
  /** When this version of the event was written (DTSTAMP); now by default. */
  stamp?: Date;
}

const CRLF = '\r\n';

/** How many octets UTF-8 takes for one code point (counted, not encoded: this runs for every character). */
function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/** 2026-11-23T04:30:00.000Z -> 20261123T043000Z */
function utc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT value escaping (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line at 75 octets (RFC 5545 3.1) without splitting a UTF-8 character. */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line) <= 75) return line; // most lines: nothing to fold
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0) ?? 0);
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with one space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

export function appointmentIcs(event: AppointmentEvent): string {
  const start = colomboInstant(event.date, event.time);
  const end = new Date(start.getTime() + event.durationMinutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hela Wedakama//Appointments//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.reference)}`,
    `DTSTAMP:${utc(event.stamp ?? new Date())}`,
    `DTSTART:${utc(start)}`,
    `DTEND:${utc(end)}`,
    'SEQUENCE:0',
    'STATUS:CONFIRMED',
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    'TRANSP:OPAQUE',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(event.summary)}`,
    'TRIGGER:-PT2H',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
