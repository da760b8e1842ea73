// The one RFC 5545 calendar file of an appointment: attached to the booking e-mail and downloaded from "Add to
// calendar" in the browser. Both write the same event (same UID, the booking reference at the provider's domain,
// RFC 5545's globally unique form), so a patient who adds both gets one event that the second updates, not two. Times are Colombo wall-clock times converted to UTC
// instants (Colombo has no daylight saving), so every calendar shows them in its own zone without a VTIMEZONE.
import { fill } from '../i18n/translate.ts';
import { colomboInstant } from './utils/colombo-time.ts';

/** An appointment as both the e-mail and the confirmation screen know it. */
export interface CalendarAppointment {
  /** The booking reference: names the event's UID (unique per appointment, stable if the file is written again). */
  reference: string;
  /** Colombo date 'YYYY-MM-DD' and time 'HH:MM' or 'HH:MM:SS'. */
  date: string;
  time: string;
  /** 30 when the service does not say. */
  durationMinutes?: number;
  service: string;
  doctor: string;
  centre: { name: string; address: string; phone: string };
  /** The patient's private link to see or cancel the booking, when the writer has it. */
  manageUrl?: string;
  /** How many times the visit has moved: a calendar replaces the event of the same UID with a higher SEQUENCE. */
  sequence?: number;
}

export const DEFAULT_APPOINTMENT_MINUTES = 30;

/**
 * The event's words, in the patient's language: the writer passes them (the server from its e-mail texts, a page
 * from its catalogue), English when it passes none. Values in {braces} are filled in.
 */
export interface CalendarWords {
  /** The event's title: {service}, {doctor}. */
  summary: string;
  /** {reference}. */
  appointment: string;
  arrive: string;
  /** {phone}. */
  centrePhone: string;
  /** {url}: the private link. */
  manage: string;
}

export const ENGLISH_CALENDAR_WORDS: CalendarWords = {
  summary: '{service} with {doctor}',
  appointment: 'Appointment {reference}.',
  arrive: 'Please arrive 15 minutes early and bring your medical documents.',
  centrePhone: 'Centre phone: {phone}.',
  manage: 'See or cancel: {url}',
};

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
  if (line.length <= 75 && /^[\x20-\x7e]*$/.test(line)) return line; // most lines: nothing to fold
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

function description(appointment: CalendarAppointment, words: CalendarWords): string {
  return [
    fill(words.appointment, { reference: appointment.reference }),
    words.arrive,
    fill(words.centrePhone, { phone: appointment.centre.phone }),
    ...(appointment.manageUrl ? [fill(words.manage, { url: appointment.manageUrl })] : []),
  ].join('\n');
}

/** The .ics text; `stamp` is when this version was written (DTSTAMP). */
export function appointmentIcs(
  appointment: CalendarAppointment,
  stamp: Date = new Date(),
  words: CalendarWords = ENGLISH_CALENDAR_WORDS,
): string {
  const start = colomboInstant(appointment.date, appointment.time);
  const minutes = appointment.durationMinutes ?? DEFAULT_APPOINTMENT_MINUTES;
  const end = new Date(start.getTime() + minutes * 60_000);
  const summary = fill(words.summary, { service: appointment.service, doctor: appointment.doctor });
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hela Wedakama//Appointments//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(appointment.reference)}@helawedakama.lk`,
    `DTSTAMP:${utc(stamp)}`,
    `DTSTART:${utc(start)}`,
    `DTEND:${utc(end)}`,
    `SEQUENCE:${appointment.sequence ?? 0}`,
    'STATUS:CONFIRMED',
    `SUMMARY:${escapeText(summary)}`,
    `LOCATION:${escapeText(`${appointment.centre.name}, ${appointment.centre.address}`)}`,
    `DESCRIPTION:${escapeText(description(appointment, words))}`,
    ...(appointment.manageUrl ? [`URL:${appointment.manageUrl}`] : []),
    'TRANSP:OPAQUE',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(summary)}`,
    'TRIGGER:-PT2H',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
