// The small rules of booking: SMS wording and truncation, phone numbers, the directory filter,
// the retry schedule and the cancellation cut-off.
import { describe, expect, test } from 'vitest';
import { countLabel, matchesCenter } from '../../src/components/centers/center-filter.ts';
import { canCancelOnline } from '../../src/server/booking/appointment-details.ts';
import { retryDelaySeconds } from '../../src/server/outbox/dispatch.ts';
import { newBookingNotice, truncateNote } from '../../src/server/sms/booking-messages.ts';
import { toE164 } from '../../src/shared/phone-numbers.ts';

const facts = {
  reference: 'WK-ABC234',
  patientName: 'Nimali Perera',
  patientPhone: '077 123 4567',
  patientEmail: 'nimali@example.lk',
  slotDate: '2026-11-24',
  slotTime: '14:30:00',
  doctorName: 'Dr. Anoma Wickramasinghe',
  centerName: 'Wedakama Kandy Wellness Center',
  serviceType: 'Herbal Medicine',
  locale: 'en' as const,
};

describe('the new-booking SMS', () => {
  test('carries the agreed facts on the Colombo clock and asks for confirmation', () => {
    const text = newBookingNotice({ ...facts, patientNote: 'Short note' });
    for (const part of [
      'Patient: Nimali Perera',
      'Phone: 077 123 4567',
      'Email: nimali@example.lk',
      'Date: Tue, 24 Nov 2026',
      'Time: 2:30 PM (Colombo)',
      'Doctor: Dr. Anoma Wickramasinghe',
      'Center: Wedakama Kandy Wellness Center',
      'Service: Herbal Medicine',
      'Notes: Short note',
      'Please confirm',
    ]) {
      expect(text).toContain(part);
    }
  });

  test.each([
    ['a'.repeat(80), 'a'.repeat(80)],
    ['a'.repeat(81), `${'a'.repeat(80)}…`],
    ['  two\n lines  ', 'two lines'],
  ])('notes are cut at 80 characters with an ellipsis (%#)', (note, expected) => {
    expect(truncateNote(note)).toBe(expected);
  });
});

test.each([
  ['077 123 4567', '+94771234567'],
  ['+94 77 123 4567', '+94771234567'],
  ['0094771234567', '+94771234567'],
  ['94771234567', '+94771234567'],
  ['771234567', '+94771234567'],
  ['(011) 269-4812', '+94112694812'],
  ['+44 20 7946 0958', '+442079460958'],
  ['12345', undefined],
])('phone %s reads as %s', (phone, expected) => {
  expect(toE164(phone)).toBe(expected);
});

describe('the directory filter', () => {
  const kandy = {
    name: 'Wedakama Kandy Wellness Center',
    location: 'Peradeniya Road',
    city: 'Kandy',
    specialties: ['Kadum Bindum (bone setting)'],
  };
  test.each([
    ['', 'All Cities', true],
    ['KANDY', 'All Cities', true],
    ['peradeniya', 'All Cities', true],
    ['bone setting', 'Kandy', true],
    ['bone setting', 'Galle', false],
    ['panchakarma', 'All Cities', false],
  ])('search %j in %s -> %s', (search, city, expected) => {
    expect(matchesCenter(kandy, search, city)).toBe(expected);
  });
  test('counts in words', () => {
    expect([countLabel(0), countLabel(1), countLabel(6)]).toEqual([
      '0 centers found',
      '1 center found',
      '6 centers found',
    ]);
  });
});

test('retries back off exponentially up to an hour', () => {
  expect([1, 2, 3, 4, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 3600]);
});

test('online cancellation is open until the notice (here two hours) before the appointment (Colombo time)', () => {
  const booking = { status: 'pending', slot_date: '2026-11-24', slot_time: '10:00' }; // 04:30 UTC
  expect(canCancelOnline(booking, 2, new Date('2026-11-24T02:29:00Z'))).toBe(true);
  expect(canCancelOnline(booking, 2, new Date('2026-11-24T02:31:00Z'))).toBe(false);
  expect(canCancelOnline({ ...booking, status: 'cancelled' }, 2, new Date('2026-11-20T00:00:00Z'))).toBe(false);
});
