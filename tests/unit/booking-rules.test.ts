// The booking's pure rules (docs/product-rules.md "Booking"): which slots a schedule opens, which slot the wizard
// lets a patient pick, what each step needs before Next, until when a booking can be cancelled online, the notes
// staff read, and the references patients read out on the phone.
import { describe, expect, test } from 'vitest';
import { EMPTY_FORM, type Step, stepComplete } from '../../src/components/booking/booking-form.ts';
import { isSelectable } from '../../src/components/booking/DateTimeStep.tsx';
import { canCancelOnline } from '../../src/server/booking/appointment-details.ts';
import { combinedNotes, newReference } from '../../src/server/booking/book-appointment.ts';
import { slotTimes } from '../../src/server/booking/slot-generation.ts';
import { DONATION_REFERENCE_PATTERN, newDonationReference } from '../../src/server/donations/donation-reference.ts';
import { type BookingRequest, bookingRequestSchema } from '../../src/shared/booking/booking-schema.ts';

describe('slot generation from a schedule', () => {
  test.each([
    ['09:00', '11:00', 30, ['09:00', '09:30', '10:00', '10:30']],
    ['09:00', '10:50', 30, ['09:00', '09:30', '10:00']],
    ['08:15', '09:45', 45, ['08:15', '09:00']],
    ['09:00:00', '10:00:00', 60, ['09:00']],
    ['09:00', '09:20', 30, []],
    ['16:00', '16:00', 15, []],
  ])('%s to %s every %i minutes opens %j', (start_time, end_time, slot_minutes, expected) => {
    expect(slotTimes({ start_time, end_time, slot_minutes })).toEqual(expected);
  });
});

describe('which slot the wizard lets a patient pick', () => {
  // 10:00 in Colombo on the 22nd is 04:30 UTC.
  const now = new Date('2026-11-22T04:30:00Z');
  const open = { id: 'slot-1', slot_time: '11:00', is_available: true, current_bookings: 0, max_bookings: 1 };
  test.each([
    ['an open slot later today', open, '2026-11-22', true],
    ['the last place of a shared slot', { ...open, current_bookings: 2, max_bookings: 3 }, '2026-11-22', true],
    ['a full slot', { ...open, current_bookings: 1 }, '2026-11-22', false],
    ['an over-full slot', { ...open, current_bookings: 4, max_bookings: 3 }, '2026-11-22', false],
    ['a slot switched off', { ...open, is_available: false }, '2026-11-22', false],
    ['a slot without an id', { ...open, id: '' }, '2026-11-22', false],
    ['a slot starting now', { ...open, slot_time: '10:00' }, '2026-11-22', false],
    ['a slot that started', { ...open, slot_time: '09:30' }, '2026-11-22', false],
    ['an early slot tomorrow', { ...open, slot_time: '08:00' }, '2026-11-23', true],
  ])('%s: %s', (_, slot, date, expected) => {
    expect(isSelectable(slot, date, now)).toBe(expected);
  });
});

describe('what each wizard step needs before Next', () => {
  const personal = { firstName: 'Nimali', lastName: 'Perera', email: 'n@example.lk', phone: '077 123 4567' };
  test.each([
    [1, {}, false],
    [1, personal, true],
    [1, { ...personal, lastName: '   ' }, false],
    [1, { ...personal, phone: '' }, false],
    [2, {}, false],
    [2, { medicalCenter: 'kandy' }, true],
    [3, { medicalCenter: 'kandy' }, false],
    [3, { doctor: 'doctor-1' }, true],
    [4, { appointmentDate: '2026-11-23' }, false],
    [4, { timeSlot: 'slot-1' }, false],
    [4, { appointmentDate: '2026-11-23', timeSlot: 'slot-1' }, true],
    [5, { notes: 'Back pain' }, false],
    [5, { service: 'Herbal Medicine' }, true],
  ] as [Step, Partial<typeof EMPTY_FORM>, boolean][])('step %i with %j: %s', (step, changes, expected) => {
    expect(stepComplete(step, { ...EMPTY_FORM, ...changes })).toBe(expected);
  });
});

describe('online cancellation closes the notice (here two hours) before the appointment', () => {
  // 14:30 in Colombo on the 24th is 09:00 UTC; with two hours' notice the cut-off is 07:00 UTC.
  const booking = { status: 'pending', slot_date: '2026-11-24', slot_time: '14:30:00' };
  test.each([
    ['pending, a day ahead', booking, '2026-11-23T09:00:00Z', true],
    ['confirmed, a second before the cut-off', { ...booking, status: 'confirmed' }, '2026-11-24T06:59:59Z', true],
    ['pending, at the cut-off', booking, '2026-11-24T07:00:00Z', false],
    ['pending, an hour ahead', booking, '2026-11-24T08:00:00Z', false],
    ['cancelled, a day ahead', { ...booking, status: 'cancelled' }, '2026-11-23T09:00:00Z', false],
    ['completed, a day ahead', { ...booking, status: 'completed' }, '2026-11-23T09:00:00Z', false],
    ['no-show, a day ahead', { ...booking, status: 'no_show' }, '2026-11-23T09:00:00Z', false],
  ])('%s: %s', (_, record, now, expected) => {
    expect(canCancelOnline(record, 2, new Date(now))).toBe(expected);
  });
});

describe('the notes staff read, built from the structured fields', () => {
  const request = (fields: Record<string, unknown>): BookingRequest =>
    bookingRequestSchema.parse({
      slot_id: '6f0d2c58-9a55-4c0e-8f7e-3d3f2b0a9c11',
      patient_name: 'Nimali Perera',
      patient_email: 'nimali@example.lk',
      patient_phone: '077 123 4567',
      service_type: 'Herbal Medicine',
      ...fields,
    });
  test.each([
    ['nothing', {}, null],
    ['only a note', { notes: 'First visit' }, 'Notes: First visit'],
    [
      'labels instead of codes, in the fixed order',
      { how_did_you_hear: 'friend-family', gender: 'prefer-not-to-say', preferred_language: 'sinhala' },
      'Gender: Prefer not to say\nPreferred Language: Sinhala\nHow did you hear about us: Friend or family',
    ],
    [
      'health details after consent',
      { health_consent: true, health_conditions: 'Asthma', current_medications: 'Salbutamol' },
      'Health Conditions: Asthma\nCurrent Medications: Salbutamol',
    ],
    [
      'the date of birth and the emergency contact',
      { date_of_birth: '1990-05-01', emergency_contact: 'Sunil Perera', emergency_phone: '0771234568' },
      'Date of Birth: 1990-05-01\nEmergency Contact: Sunil Perera\nEmergency Phone: +94771234568',
    ],
  ])('%s', (_, fields, expected) => {
    expect(combinedNotes(request(fields))).toBe(expected);
  });
});

describe('references read out on the phone', () => {
  const draws = (make: () => string) => Array.from({ length: 2000 }, make);
  test.each([
    ['booking', newReference, /^WK-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/],
    ['donation', newDonationReference, DONATION_REFERENCE_PATTERN],
  ])('a %s reference has its prefix and six characters that cannot be mistaken', (_, make, pattern) => {
    const references = draws(make);
    for (const reference of references) expect(reference).toMatch(pattern);
    expect(references.join('')).not.toMatch(/[01OIL]/);
    expect(new Set(references).size).toBeGreaterThan(1990);
  });
});
