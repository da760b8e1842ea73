// The calendar file of the booking e-mail follows RFC 5545: CRLF line ends, lines folded at 75 octets without
// breaking a character, escaped text, and Colombo times as UTC instants.
import { describe, expect, test } from 'vitest';
import { appointmentIcs, foldLine } from '../../src/server/email/ics.ts';

const event = {
  reference: 'WK-7H3K9Q',
  date: '2026-11-23',
  time: '18:45:00',
  durationMinutes: 45,
  summary: 'Herbal Steam Bath with Dr. Nimal Perera',
  location: 'Wedakama Kandy Center, No. 5; Peradeniya Road, Kandy',
  description: 'Appointment WK-7H3K9Q.\nBring your documents, and arrive early.',
  url: 'https://www.helawedakama.lk/appointment/manage?token=abc',
  stamp: new Date('2026-11-21T20:00:00Z'),
};

describe('appointment .ics', () => {
  const ics = appointmentIcs(event);
  const lines = ics.split('\r\n');

  test('every line ends with CRLF and no line is longer than 75 octets', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  test('the reference is the UID and the Colombo time is the right UTC instant', () => {
    expect(lines).toContain('UID:WK-7H3K9Q');
    // 18:45 in Colombo (UTC+05:30) is 13:15 UTC; 45 minutes later is 14:00 UTC.
    expect(lines).toContain('DTSTART:20261123T131500Z');
    expect(lines).toContain('DTEND:20261123T140000Z');
    expect(lines).toContain('DTSTAMP:20261121T200000Z');
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines).toContain('BEGIN:VEVENT');
  });

  test('text values escape commas, semicolons and line breaks', () => {
    const unfolded = ics.replaceAll('\r\n ', '');
    expect(unfolded).toContain('LOCATION:Wedakama Kandy Center\\, No. 5\\; Peradeniya Road\\, Kandy\r\n');
    expect(unfolded).toContain('DESCRIPTION:Appointment WK-7H3K9Q.\\nBring your documents\\, and arrive early.\r\n');
  });

  test('folding never splits a multi-byte character and unfolds to the original', () => {
    const line = `SUMMARY:${'හෙළ වෙදකම '.repeat(12)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
    }
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });
});
