// The small rules of booking: SMS wording and truncation, phone numbers, the calendar file, the directory filter,
// the retry schedule and the cancellation cut-off.
import { describe, expect, test } from 'vitest';
import { calendarFile } from '../../src/components/booking/calendar-file.ts';
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
};

describe('the new-booking SMS', () => {
  test('carries the spec’s facts on the Colombo clock and asks for confirmation', () => {
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

test('the calendar file places the Colombo time in UTC and escapes text', () => {
  const ics = calendarFile(
    {
      reference: 'WK-ABC234',
      status: 'pending',
      patient_name: 'Nimali Perera',
      slot_date: '2026-11-24',
      slot_time: '09:00',
      doctor_name: 'Dr. Anoma Wickramasinghe',
      medical_center_id: 'kandy',
      medical_center_name: 'Wedakama Kandy Wellness Center',
      medical_center_address: 'No. 18, Peradeniya Road, Kandy',
      medical_center_phone: '+94 81 222 3344',
      service_type: 'Herbal Medicine',
      can_cancel: true,
    },
    new Date('2026-11-21T00:00:00Z'),
  );
  expect(ics).toContain('DTSTART:20261124T033000Z');
  expect(ics).toContain('DTEND:20261124T040000Z');
  expect(ics).toContain('LOCATION:Wedakama Kandy Wellness Center\\, No. 18\\, Peradeniya Road\\, Kandy');
  expect(ics.split('\r\n')[0]).toBe('BEGIN:VCALENDAR');
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

test('online cancellation is open until two hours before the appointment (Colombo time)', () => {
  const booking = { status: 'pending', slot_date: '2026-11-24', slot_time: '10:00' }; // 04:30 UTC
  expect(canCancelOnline(booking, new Date('2026-11-24T02:29:00Z'))).toBe(true);
  expect(canCancelOnline(booking, new Date('2026-11-24T02:31:00Z'))).toBe(false);
  expect(canCancelOnline({ ...booking, status: 'cancelled' }, new Date('2026-11-20T00:00:00Z'))).toBe(false);
});
