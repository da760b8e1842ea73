// One concurrency suite for every database the product runs on, through the local server exactly as `npm start`
// serves it: parallel HTTP requests must get the answers they would get one at a time (no 5xx, no false 404 or
// 401, no request left hanging), capacity is exact, and counters equal the rows behind them.
import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { currentCode } from '../../src/server/admin/second-factor.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { addDays, colomboToday } from '../../src/shared/utils/colombo-time.ts';

export interface ProductUnderTest {
  url: string;
  /** For the test's own reads and set-up; not the server's connection. */
  db: Kysely<Database>;
  /** An admin with a second factor: the code of its secret completes the sign-in. */
  admin: { email: string; password: string; secret: string };
  close(): Promise<void>;
}

/** Longer than any answer may take on a busy machine; a request past it counts as hung. */
const HANG_MS = 45_000;

export function describeConcurrency(name: string, start: () => Promise<ProductUnderTest>): void {
  describe(`${name}: parallel requests through the local server`, () => {
    let product: ProductUnderTest;
    let serviceId: string;
    let patients = 0;
    let closed = false;

    beforeAll(async () => {
      product = await start();
      serviceId = (await product.db.selectFrom('services').select('id').executeTakeFirstOrThrow()).id;
    });
    afterAll(async () => {
      if (!closed) await product?.close();
    });

    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${product.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: product.url, ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(HANG_MS),
      });

    async function answers(requests: Promise<Response>[]) {
      return Promise.all(
        requests.map(async (request) => {
          const response = await request;
          return { status: response.status, body: (await response.json()) as Record<string, unknown> };
        }),
      );
    }

    function book(slotId: string, options: { key?: string; email?: string } = {}) {
      // Copies of one request (one Idempotency-Key) are the same request: the same patient, from the same address.
      const n = options.key ? 500_000 + (Number.parseInt(options.key.slice(0, 6), 16) % 100_000) : patients++;
      return post(
        '/api/appointment-slots',
        {
          slot_id: slotId,
          first_name: 'Patient',
          last_name: `Number ${n}`,
          patient_email: options.email ?? `patient${n}@example.lk`,
          patient_phone: `+94 77 ${String(1000000 + n)}`,
          service_id: serviceId,
          notes: 'Parallel booking',
        },
        {
          // Each patient from an address of their own, as on the internet (per-address limits stay out of it).
          'x-nf-client-connection-ip': `10.1.${Math.floor(n / 250)}.${(n % 250) + 1}`,
          ...(options.key ? { 'Idempotency-Key': options.key } : {}),
        },
      );
    }

    /** Free future slots, none booked yet, each of a different doctor-day. */
    async function freeSlots(count: number, capacity: number): Promise<string[]> {
      const rows = await product.db
        .selectFrom('appointment_slots')
        .select('id')
        .where('slot_date', '>', colomboToday())
        .where('slot_date', '<', addDays(colomboToday(), 20))
        .where('is_available', '=', true)
        .where('current_bookings', '=', 0)
        .orderBy(sql`md5(id::text)`)
        .limit(count)
        .execute();
      const ids = rows.map((row) => row.id);
      expect(ids).toHaveLength(count);
      await product.db
        .updateTable('appointment_slots')
        .set({ max_bookings: capacity })
        .where('id', 'in', ids)
        .execute();
      return ids;
    }

    async function slotState(slotId: string) {
      const slot = await product.db
        .selectFrom('appointment_slots')
        .select(['current_bookings', 'max_bookings'])
        .where('id', '=', slotId)
        .executeTakeFirstOrThrow();
      const { count } = await product.db
        .selectFrom('appointments')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('slot_id', '=', slotId)
        .where('status', '<>', 'cancelled')
        .executeTakeFirstOrThrow();
      return { ...slot, live: count };
    }

    /** Patient SMS queued by bookings so far: each booking queues exactly one with the booking itself. */
    async function patientConfirmations() {
      const { count } = await product.db
        .selectFrom('outbox_messages')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('dedupe_key', 'like', 'booking:%:patient')
        .executeTakeFirstOrThrow();
      return count;
    }

    // Both ways a booking is written (src/server/booking/book-appointment.ts): with the booking limits on, as in
    // production, the booking's statement and the limits' counters in one transaction; with them off (the
    // benchmark), the booking as one data-modifying statement.
    describe.each([
      ['limits on', undefined],
      ['limits off', 'off'],
    ])('bookings with %s', (_mode, limits) => {
      const before = process.env.BOOKING_LIMITS;
      beforeAll(() => {
        if (limits === undefined) delete process.env.BOOKING_LIMITS;
        else process.env.BOOKING_LIMITS = limits;
      });
      afterAll(() => {
        if (before === undefined) delete process.env.BOOKING_LIMITS;
        else process.env.BOOKING_LIMITS = before;
      });

      test.each([
        [23, 3],
        [50, 7],
      ])(
        '%i parallel bookings on one slot of %i places: exactly that many booked, the rest told it is full',
        async (requests, capacity) => {
          const [slotId] = await freeSlots(1, capacity);
          const queuedBefore = await patientConfirmations();
          const results = await answers(Array.from({ length: requests }, () => book(slotId as string)));
          // Messages are queued by the bookings made, and only by them.
          expect(await patientConfirmations()).toBe(queuedBefore + capacity);
          expect(results.filter((r) => r.status === 201)).toHaveLength(capacity);
          const refused = results.filter((r) => r.status !== 201);
          expect(refused.map((r) => [r.status, r.body.code])).toEqual(refused.map(() => [409, 'slot_full']));
          expect(await slotState(slotId as string)).toEqual({
            current_bookings: capacity,
            max_bookings: capacity,
            live: capacity,
          });
        },
      );

      test('50 parallel bookings spread over 25 slots of one place each: 25 booked, 25 told it is full', async () => {
        const slots = await freeSlots(25, 1);
        const results = await answers(Array.from({ length: 50 }, (_, index) => book(slots[index % 25] as string)));
        expect(results.filter((r) => r.status === 201)).toHaveLength(25);
        expect(results.filter((r) => r.status === 409)).toHaveLength(25);
        for (const slotId of slots) {
          expect(await slotState(slotId)).toEqual({ current_bookings: 1, max_bookings: 1, live: 1 });
        }
      });

      test('one booking retried 10 times in parallel with its Idempotency-Key is booked once, every answer the same', async () => {
        const [slotId] = await freeSlots(1, 5);
        const key = crypto.randomUUID();
        const results = await answers(
          Array.from({ length: 10 }, () => book(slotId as string, { key, email: 'retry@example.lk' })),
        );
        expect(results.filter((r) => r.status === 201)).toHaveLength(1);
        expect(results.filter((r) => r.status === 200)).toHaveLength(9);
        expect(new Set(results.map((r) => r.body.appointment_id)).size).toBe(1);
        expect(await slotState(slotId as string)).toMatchObject({ current_bookings: 1, live: 1 });
      });
    });

    test('40 parallel registrations for an event of 8 places: exactly 8 registered, the rest told it is full', async () => {
      const eventId = 'herbal-medicine-workshop';
      const results = await answers(
        Array.from({ length: 40 }, (_, index) =>
          post(
            '/api/volunteer?action=register-event',
            {
              event_id: eventId,
              name: 'Parallel Volunteer',
              email: `volunteer${index}@example.com`,
              phone: '+94 77 000 1111',
            },
            { 'x-nf-client-connection-ip': `10.2.0.${index + 1}` },
          ),
        ),
      );
      expect(results.filter((r) => r.status === 201)).toHaveLength(8);
      expect(results.filter((r) => r.status === 409)).toHaveLength(32);
      const event = await product.db
        .selectFrom('volunteer_events')
        .select(['volunteers_needed', 'registered_count'])
        .where('id', '=', eventId)
        .executeTakeFirstOrThrow();
      const { n } = await product.db
        .selectFrom('event_registrations')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('event_id', '=', eventId)
        .executeTakeFirstOrThrow();
      expect({ ...event, registrations: n }).toEqual({ volunteers_needed: 8, registered_count: 8, registrations: 8 });
    });

    test('30 parallel admin calls with one valid session are all answered for that admin', async () => {
      const login = await post('/api/admin/login', { email: product.admin.email, password: product.admin.password });
      expect(login.status).toBe(200);
      const cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0] as string;
      const secondStep = await post(
        '/api/admin/second-factor/verify',
        { code: currentCode(product.admin.secret) },
        {
          cookie,
        },
      );
      expect(secondStep.status).toBe(200);
      const paths = ['/api/admin/me', '/api/admin/dashboard/stats', '/api/admin/appointments'];
      const results = await Promise.all(
        Array.from({ length: 30 }, async (_, index) => {
          const path = paths[index % paths.length] as string;
          const response = await fetch(`${product.url}${path}`, {
            headers: { cookie },
            signal: AbortSignal.timeout(HANG_MS),
          });
          return { path, status: response.status, body: await response.json() };
        }),
      );
      expect(results.map((r) => [r.path, r.status])).toEqual(results.map((r) => [r.path, 200]));
      for (const me of results.filter((r) => r.path === '/api/admin/me')) {
        expect(JSON.stringify(me.body)).toContain(product.admin.email);
      }
    });

    // Last: it closes the server (Ctrl+C in `npm start` calls the same close).
    // The bound is for a hang (before, a close with lost pool connections never finished), not for speed: the
    // close lets the handlers under way and the dispatcher they kicked finish, which on a loaded machine takes
    // seconds.
    test(
      'closing the server with 50 bookings in flight finishes, and every request ends',
      async () => {
        const slots = await freeSlots(5, 10);
        const inFlight = Array.from({ length: 50 }, (_, index) =>
          book(slots[index % 5] as string).then(
            (response) => response.status,
            () => 0, // cut by the closing server
          ),
        );
        await new Promise((resolve) => setTimeout(resolve, 100));
        const began = performance.now();
        closed = true;
        await product.close();
        expect(performance.now() - began).toBeLessThan(HANG_MS);
        const statuses = await Promise.all(inFlight);
        expect(statuses.filter((status) => ![0, 201].includes(status))).toEqual([]);
      },
      2 * HANG_MS,
    );
  });
}

/** A password for an admin made for one test run. */
export function testPassword(): string {
  return randomBytes(12).toString('base64url');
}
