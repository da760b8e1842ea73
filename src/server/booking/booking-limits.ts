// Booking limits (slot exhaustion, SMS pumping): how many bookings one phone number, one e-mail address and one
// network address may make, loose enough for a family sharing a phone or a mobile network putting many customers
// behind one address (Sri Lankan carriers do), tight enough to stop a script. See README.md "Limits".
import type { Kysely, Transaction } from 'kysely';
import { catalogues } from '../../i18n/messages/index.ts';
import { messageKey, translateMessage } from '../../i18n/translate.ts';
import type { BookingRequest } from '../../shared/booking/booking-schema.ts';
import { logActivity } from '../admin/activity-log.ts';
import { hashToken } from '../admin/sessions.ts';
import type { Database } from '../db/schema.ts';
import { hitRateLimit, hitRateLimits, type RateLimit, waitKey } from '../http/rate-limit.ts';
import { enqueueMessages } from '../outbox/enqueue.ts';
import { staffSmsRecipients } from '../sms/recipients.ts';
import { BookingError } from './booking-error.ts';

const HOUR = 3600;
const DAY = 24 * HOUR;

interface Limit {
  rule: RateLimit;
  /** What the limit counts, as the staff alert names it. */
  what: string;
  /** The same, as the patient's refusal names it (errors.from.*, in the request's language). */
  from: 'phone' | 'email' | 'connection';
  key: (request: BookingRequest, address: string) => string;
}

const BOOKING_LIMITS: Limit[] = [
  {
    rule: { bucket: 'booking-phone', limit: 5, windowSeconds: DAY },
    what: 'this phone number',
    from: 'phone',
    // Already E.164 (the booking schema), so '077 999 8888' and '+94779998888' count as one phone.
    key: (request) => request.patient_phone,
  },
  {
    rule: { bucket: 'booking-email', limit: 5, windowSeconds: DAY },
    what: 'this e-mail address',
    from: 'email',
    key: (request) => request.patient_email.toLowerCase(),
  },
  {
    // A burst: a person takes minutes per booking, a script milliseconds.
    rule: { bucket: 'booking-address-burst', limit: 10, windowSeconds: 10 * 60 },
    what: 'your connection',
    from: 'connection',
    key: (_request, address) => address,
  },
  {
    rule: { bucket: 'booking-address-day', limit: 60, windowSeconds: DAY },
    what: 'your connection',
    from: 'connection',
    key: (_request, address) => address,
  },
];

/** The local benchmark (`npm run bench:booking`) books hundreds of times from one address: it switches them off. */
export const bookingLimitsOn = () => process.env.BOOKING_LIMITS !== 'off';

/** A booking past one of the limits; the transaction that counted it rolls back. */
export class BookingLimitReached extends Error {
  readonly limit: Limit;
  readonly key: string;
  readonly retryAfter: number;

  constructor(limit: Limit, key: string, retryAfter: number) {
    super(`Booking limit ${limit.rule.bucket} reached`);
    this.name = 'BookingLimitReached';
    this.limit = limit;
    this.key = key;
    this.retryAfter = retryAfter;
  }
}

/** A window's length in the staff's English (their SMS and the activity log); patients get waitKey's words. */
const waitText = (seconds: number) => translateMessage(waitKey(seconds), catalogues.en);

/**
 * Counts the booking against every limit, INSIDE the transaction that makes it: a booking that fails for any
 * reason (a full slot, a parallel copy of the same request) takes its counts back with it, and the upsert locks
 * each counter's row until the booking commits, so parallel requests cannot slip past a limit. One statement for
 * the four counters, always in the same order after the slot's row, so two bookings never wait on each other in a
 * circle. The first limit exceeded, in BOOKING_LIMITS' order, is the one the patient is told about.
 */
export async function countBooking(
  trx: Transaction<Database>,
  request: BookingRequest,
  address: string,
  now: Date,
  { byStaff = false }: { byStaff?: boolean } = {},
): Promise<void> {
  if (!bookingLimitsOn()) return;
  // Staff book every caller from the desk's one address: only the patient's phone and e-mail count then. A walk-in
  // without an e-mail address counts by phone alone.
  const limits = BOOKING_LIMITS.filter(
    (limit) => !(byStaff && limit.from === 'connection') && !(limit.from === 'email' && !request.patient_email),
  );
  // Hashed: the counters hold no phone number or e-mail address.
  const hits = limits.map((limit) => ({
    limit,
    rule: limit.rule,
    key: hashToken(limit.key(request, address)),
  }));
  const waits = await hitRateLimits(trx, hits, now);
  for (const [index, { limit, key }] of hits.entries()) {
    const wait = waits[index];
    if (wait !== undefined) throw new BookingLimitReached(limit, key, wait);
  }
}

/** The patient's 429, after telling staff once per limit, key and window (an SMS to the staff number, and the log). */
export async function refuseOverLimit(
  db: Kysely<Database>,
  reached: BookingLimitReached,
  address: string,
  now: Date,
): Promise<BookingError> {
  const { limit, key, retryAfter } = reached;
  const marker: RateLimit = {
    bucket: `${limit.rule.bucket}-alerted`,
    limit: 1,
    windowSeconds: limit.rule.windowSeconds,
  };
  if ((await hitRateLimit(db, marker, key, now)) === undefined) {
    const rule = `more than ${limit.rule.limit} bookings in ${waitText(limit.rule.windowSeconds)} from ${limit.what.replace(/^(this|your) /, 'one ')}`;
    console.warn(`Booking limit reached: ${rule}`);
    await logActivity(
      db,
      { adminUserId: null, action: 'booking_limited', description: `Bookings refused: ${rule}`, ip: address },
      now,
    );
    const { admin } = await staffSmsRecipients(db, 'new_appointment');
    if (admin) {
      const text = `Hela Wedakama: booking limit reached (${rule}). Further bookings from it are refused for now; please check the appointments for a script or a mistake.`;
      await enqueueMessages(db, [
        {
          channel: 'sms',
          recipient: admin,
          body: text,
          dedupeKey: `alert:${marker.bucket}:${key}:${now.toISOString()}`,
        },
      ]);
    }
  }
  return new BookingError(
    429,
    'too_many_bookings',
    messageKey('errors.tooManyBookings', { from: `errors.from.${limit.from}`, wait: waitKey(retryAfter) }),
  );
}
