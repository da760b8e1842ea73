// Capacity under real concurrency: many connections booking at once on a real PostgreSQL server.
import type { Context } from '@netlify/functions';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import handler from '../../netlify/functions/appointment-slots.ts';
import { provideDatabase } from '../../src/server/db/database.ts';
import { addDays, colomboToday } from '../../src/shared/utils/colombo-time.ts';
import { createPostgresTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
let serviceId: string;
const pending: Promise<unknown>[] = [];
const context = {
  ip: '203.0.113.9',
  waitUntil: (promise: Promise<unknown>) => pending.push(promise),
} as unknown as Context;

beforeAll(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  database = await createPostgresTestDatabase({ seed: true, poolSize: 60 });
  provideDatabase(database.db);
  serviceId = (await database.db.selectFrom('services').select('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await Promise.allSettled(pending);
  provideDatabase(undefined);
  await database?.drop();
  vi.restoreAllMocks();
});

/** Free future slots (tomorrow on), none booked yet, each of a different doctor-day to keep them apart. */
async function freeSlots(count: number): Promise<string[]> {
  const rows = await database.db
    .selectFrom('appointment_slots')
    .select('id')
    .where('slot_date', '>', colomboToday())
    .where('slot_date', '<', addDays(colomboToday(), 20))
    .where('is_available', '=', true)
    .where('current_bookings', '=', 0)
    .orderBy(sql`md5(id::text)`)
    .limit(count)
    .execute();
  return rows.map((row) => row.id);
}

let patients = 0;
function book(slotId: string, options: { key?: string; email?: string; ip?: string } = {}) {
  // Copies of one request (one Idempotency-Key) are the same request: the same patient, from the same address.
  const n = options.key ? 500_000 + (Number.parseInt(options.key.slice(0, 6), 16) % 100_000) : patients++;
  return handler(
    new Request('http://localhost/api/appointment-slots', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(options.key ? { 'Idempotency-Key': options.key } : {}) },
      body: JSON.stringify({
        slot_id: slotId,
        first_name: 'Patient',
        last_name: `Number ${n}`,
        patient_email: options.email ?? `patient${n}@example.lk`,
        patient_phone: `+94 77 ${String(1000000 + n)}`,
        service_id: serviceId,
        notes: 'Parallel booking',
      }),
    }),
    // Each patient from their own address, so the booking limits stay out of the way of these capacity tests.
    { ...context, ip: options.ip ?? `10.${Math.floor(n / 250)}.${n % 250}.1` } as Context,
  );
}

async function liveBookings(slotId: string) {
  const slot = await database.db
    .selectFrom('appointment_slots')
    .select(['current_bookings', 'max_bookings'])
    .where('id', '=', slotId)
    .executeTakeFirstOrThrow();
  const { count } = await database.db
    .selectFrom('appointments')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('slot_id', '=', slotId)
    .where('status', '<>', 'cancelled')
    .executeTakeFirstOrThrow();
  return { ...slot, live: count };
}

describe('POST /api/appointment-slots under 50 parallel requests', () => {
  test.each([1, 3, 7])('a slot of capacity %i books exactly that many; the rest get 409 slot_full', async (k) => {
    const [slotId] = await freeSlots(1);
    if (!slotId) throw new Error('no free slot in the seed');
    await database.db.updateTable('appointment_slots').set({ max_bookings: k }).where('id', '=', slotId).execute();

    const responses = await Promise.all(Array.from({ length: 50 }, () => book(slotId)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(k);
    expect(statuses.filter((status) => status === 409)).toHaveLength(50 - k);
    const refused = await Promise.all(responses.filter((r) => r.status === 409).map((r) => r.json()));
    expect(new Set(refused.map((body) => body.code))).toEqual(new Set(['slot_full']));
    expect(await liveBookings(slotId)).toEqual({ current_bookings: k, max_bookings: k, live: k });
  });

  test('50 bookings spread over 10 slots never exceed any slot', async () => {
    const slots = await freeSlots(10);
    expect(slots).toHaveLength(10);
    const responses = await Promise.all(Array.from({ length: 50 }, (_, index) => book(slots[index % 10] as string)));
    let booked = 0;
    for (const slotId of slots) {
      const state = await liveBookings(slotId);
      expect(state.live).toBe(state.current_bookings);
      expect(state.current_bookings).toBeLessThanOrEqual(state.max_bookings);
      // Five asked for each slot: every place up to five is taken.
      expect(state.current_bookings).toBe(Math.min(5, state.max_bookings));
      booked += state.live;
    }
    expect(responses.filter((response) => response.status === 201)).toHaveLength(booked);
  });

  test.each([1, 5])(
    'the same request retried in parallel (one Idempotency-Key) on %i place(s) books once and every copy answers it',
    async (capacity) => {
      const [slotId] = await freeSlots(1);
      if (!slotId) throw new Error('no free slot');
      await database.db
        .updateTable('appointment_slots')
        .set({ max_bookings: capacity })
        .where('id', '=', slotId)
        .execute();
      const key = crypto.randomUUID();
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => book(slotId, { key, email: 'retry@example.lk' })),
      );
      const bodies = await Promise.all(responses.map((response) => response.json()));
      expect(responses.every((response) => response.status === 200 || response.status === 201)).toBe(true);
      expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
      expect(new Set(bodies.map((body) => body.appointment_id)).size).toBe(1);
      expect(new Set(bodies.map((body) => body.manage_url)).size).toBe(1);
      expect(await liveBookings(slotId)).toMatchObject({ current_bookings: 1, live: 1 });

      const later = await book(slotId, { key, email: 'retry@example.lk' });
      expect(later.status).toBe(200);
      expect((await later.json()).reference).toBe(bodies[0].reference);
    },
  );

  test('30 bookings at once from one address: exactly the limit of 10 goes through, on 30 connections', async () => {
    const [slotId] = await freeSlots(1);
    if (!slotId) throw new Error('no free slot');
    await database.db.updateTable('appointment_slots').set({ max_bookings: 40 }).where('id', '=', slotId).execute();
    const responses = await Promise.all(Array.from({ length: 30 }, () => book(slotId, { ip: '192.0.2.200' })));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    expect(await liveBookings(slotId)).toMatchObject({ current_bookings: 10, live: 10 });
  });

  test('every outbox message written by these bookings is sent exactly once by the parallel dispatchers', async () => {
    await Promise.allSettled(pending.splice(0));
    const rows = await database.db
      .selectFrom('outbox_messages')
      .select(['status', 'attempts'])
      .where('dedupe_key', 'like', 'booking:%')
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});
