// The one calendar file of an appointment (e-mail attachment and "Add to calendar") follows RFC 5545: CRLF line
// ends, lines folded at 75 octets without breaking a character, escaped text, Colombo times as UTC instants, and
// the booking reference as the UID whoever writes it.
import { describe, expect, test } from 'vitest';
import { appointmentIcs, escapeText, foldLine } from '../../src/shared/appointment-calendar.ts';

const octets = (text: string) => new TextEncoder().encode(text).length;
const unfold = (ics: string) => ics.replaceAll('\r\n ', '');

const appointment = {
  reference: 'WK-7H3K9Q',
  date: '2026-11-23',
  time: '18:45:00',
  durationMinutes: 45,
  service: 'Herbal Steam Bath',
  doctor: 'Dr. Nimal Perera',
  centre: { name: 'Wedakama Kandy Center', address: 'No. 5; Peradeniya Road, Kandy', phone: '+94 81 222 3344' },
  manageUrl: 'https://www.helawedakama.lk/appointment/manage#token=abcdefghijklmnopqrstuvwxyz0123456789abcdefghijkl',
};
const stamp = new Date('2026-11-21T20:00:00Z');

describe('appointment .ics', () => {
  const ics = appointmentIcs(appointment, stamp);
  const lines = ics.split('\r\n');

  test('every line ends with CRLF and no line is longer than 75 octets', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    // The manage link is longer than a line: it was folded, and unfolds whole.
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(unfold(ics)).toContain(`URL:${appointment.manageUrl}\r\n`);
  });

  test.each([
    ['the e-mail (service length, manage link)', appointment, '20261123T131500Z', '20261123T140000Z'],
    [
      'the confirmation screen (30 minutes, no link)',
      { ...appointment, time: '09:00', durationMinutes: undefined, manageUrl: undefined },
      '20261123T033000Z',
      '20261123T040000Z',
    ],
  ])('%s: the reference is the UID and the Colombo time is the right UTC instant', (_, input, start, end) => {
    const written = appointmentIcs(input, stamp).split('\r\n');
    expect(written).toContain('UID:WK-7H3K9Q@helawedakama.lk');
    expect(written).toContain(`DTSTART:${start}`);
    expect(written).toContain(`DTEND:${end}`);
    expect(written).toContain('DTSTAMP:20261121T200000Z');
    expect(written.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(written).toContain('BEGIN:VEVENT');
  });

  test('text values escape commas, semicolons and line breaks', () => {
    expect(unfold(ics)).toContain('SUMMARY:Herbal Steam Bath with Dr. Nimal Perera\r\n');
    expect(unfold(ics)).toContain('LOCATION:Wedakama Kandy Center\\, No. 5\\; Peradeniya Road\\, Kandy\r\n');
    expect(unfold(ics)).toContain(
      'DESCRIPTION:Appointment WK-7H3K9Q.\\nPlease arrive 15 minutes early and bring your medical documents.\\nCentre phone: +94 81 222 3344.\\nSee or cancel: https://',
    );
  });
});

test.each([
  ['plain', 'plain'],
  ['a, b; c', 'a\\, b\\; c'],
  ['back\\slash', 'back\\\\slash'],
  ['one\ntwo\r\nthree\rfour', 'one\\ntwo\\nthree\\nfour'],
])('escapeText(%j) is %j', (input, expected) => {
  expect(escapeText(input)).toBe(expected);
});

describe('foldLine', () => {
  test.each([
    ['a short line stays whole', 'SUMMARY:Consultation', 1],
    ['exactly 75 octets stays whole', `X:${'a'.repeat(73)}`, 1],
    ['76 octets folds once', `X:${'a'.repeat(74)}`, 2],
    ['Sinhala text (3 octets a letter) folds between letters', `SUMMARY:${'හෙළ වෙදකම '.repeat(12)}`, 5],
    ['Tamil text folds between letters', `LOCATION:${'கண்டி மருத்துவ மையம் '.repeat(5)}`, 4],
  ])('%s', (_, line, parts) => {
    const folded = foldLine(line).split('\r\n');
    expect(folded).toHaveLength(parts);
    for (const [index, part] of folded.entries()) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
      if (index > 0) expect(part.startsWith(' ')).toBe(true);
    }
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });
});
