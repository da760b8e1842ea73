// Every status change staff could ask for, against the one table the server enforces and the screens offer
// (docs/product-rules.md "Appointment status", "Moderation", "Application status"): each pair, allowed or not.
import { describe, expect, test } from 'vitest';
import { canChangeStatus } from '../../src/shared/booking/appointment-status.ts';
import { APPOINTMENT_STATUSES, REVIEW_STATUSES, VOLUNTEER_STATUSES } from '../../src/shared/enums.ts';
import { canChangeReview } from '../../src/shared/reviews/review-moderation.ts';
import { canTransition } from '../../src/shared/volunteer/application-status.ts';

/** Every (from, to) pair of `statuses`, with whether `allowed` lists it. */
function matrix<S extends string>(statuses: readonly S[], allowed: readonly `${S} -> ${S}`[]) {
  return statuses.flatMap((from) =>
    statuses.map((to) => [from, to, allowed.includes(`${from} -> ${to}`)] as [S, S, boolean]),
  );
}

describe('appointment status', () => {
  // 09:30 in Colombo on the 22nd is 04:00 UTC; the day before, the morning of the visit, and once it has begun.
  const slot = { date: '2026-11-22', time: '09:30:00' };
  const dayBefore = new Date('2026-11-21T04:00:00Z');
  const morningOf = new Date('2026-11-22T03:59:59Z');
  const after = new Date('2026-11-22T04:00:00Z');
  const flow = [
    'pending -> confirmed',
    'pending -> cancelled',
    'confirmed -> cancelled',
    'arrived -> completed',
  ] as const;
  const onTheDay = [...flow, 'pending -> arrived', 'confirmed -> arrived'] as const;
  const once = [...onTheDay, 'pending -> no_show', 'confirmed -> completed', 'confirmed -> no_show'] as const;
  const corrections = [
    'arrived -> no_show',
    'completed -> no_show',
    'no_show -> arrived',
    'no_show -> completed',
  ] as const;

  test.each(matrix(APPOINTMENT_STATUSES, flow))('the day before, %s -> %s is allowed: %s', (from, to, allowed) => {
    expect(canChangeStatus(from, to, slot, dayBefore)).toBe(allowed);
  });

  test.each(matrix(APPOINTMENT_STATUSES, onTheDay))(
    'on the morning of the visit, %s -> %s is allowed: %s',
    (from, to, allowed) => {
      expect(canChangeStatus(from, to, slot, morningOf)).toBe(allowed);
    },
  );

  test.each(matrix(APPOINTMENT_STATUSES, once))(
    'once its time has come, %s -> %s is allowed: %s',
    (from, to, allowed) => {
      expect(canChangeStatus(from, to, slot, after)).toBe(allowed);
    },
  );

  test.each(matrix(APPOINTMENT_STATUSES, [...once, ...corrections]))(
    'for staff who may correct outcomes, %s -> %s is allowed: %s',
    (from, to, allowed) => {
      expect(canChangeStatus(from, to, slot, after, { mayCorrect: true })).toBe(allowed);
    },
  );
});

describe('review moderation', () => {
  // Keeping the status (saving notes only) is always allowed.
  test.each(
    matrix(REVIEW_STATUSES, [
      'pending -> pending',
      'pending -> approved',
      'pending -> rejected',
      'approved -> approved',
      'approved -> pending',
      'rejected -> rejected',
      'rejected -> pending',
    ]),
  )('%s -> %s is allowed: %s', (from, to, allowed) => {
    expect(canChangeReview(from, to)).toBe(allowed);
  });
});

describe('volunteer application status', () => {
  test.each(
    matrix(VOLUNTEER_STATUSES, [
      'pending -> under_review',
      'pending -> accepted',
      'pending -> rejected',
      'pending -> waitlisted',
      'under_review -> pending',
      'waitlisted -> accepted',
      'waitlisted -> rejected',
    ]),
  )('%s -> %s is allowed: %s', (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
  });
});
