// Several admins acting on the same appointment at once, on real PostgreSQL connections: exactly one change wins,
// every other is refused with the agreed conflict message, and a cancellation frees exactly one place. And every
// status move of the desk's flow on PostgreSQL, as tests/integration/admin-appointments.test.ts checks it on PGlite.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { changeAppointmentStatus } from '../../src/server/booking/appointment-queries.ts';
import { HttpError } from '../../src/server/http/http-error.ts';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '../../src/shared/enums.ts';
import { colomboToday } from '../../src/shared/utils/colombo-time.ts';
import { createTestAdmin } from '../support/admin-test-accounts.ts';
import { createPostgresTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
let adminId: string;
beforeAll(async () => {
  database = await createPostgresTestDatabase({ seed: true, poolSize: 12 });
  adminId = (await createTestAdmin(database.db)).id;
});
afterAll(async () => {
  await database?.drop();
});

test('ten simultaneous changes from the same pending view: one wins, nine get 409, one place freed', async () => {
  const db = database.db;
  const slot = await db
    .selectFrom('appointment_slots')
    .select(['id', 'current_bookings'])
    .whereRef('current_bookings', '<', 'max_bookings')
    .where('slot_date', '>', new Date().toISOString().slice(0, 10))
    .executeTakeFirstOrThrow();
  await db
    .updateTable('appointment_slots')
    .set({ current_bookings: slot.current_bookings + 1 })
    .where('id', '=', slot.id)
    .execute();
  const tag = randomBytes(4).toString('hex');
  const { id } = await db
    .insertInto('appointments')
    .values({
      reference: `WK-C${tag}`.toUpperCase(),
      slot_id: slot.id,
      service_type: 'Herbal Medicine',
      patient_name: 'Concurrent Patient',
      patient_email: `c-${tag}@example.lk`,
      patient_phone: '0771111111',
      first_name: 'Concurrent',
      last_name: 'Patient',
      manage_token_hash: tag.repeat(8),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const actor = { adminId: (await createTestAdmin(db)).id, ip: null, mayCorrect: false };
  const outcomes = await Promise.allSettled(
    Array.from({ length: 10 }, (_, index) =>
      changeAppointmentStatus(
        db,
        {
          id,
          status: index % 2 ? 'cancelled' : 'confirmed',
          expectedStatus: 'pending',
          reason: 'The patient phoned',
          cancelledBy: 'patient',
        },
        actor,
      ),
    ),
  );
  const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
  const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
  expect(won).toHaveLength(1);
  expect(refused).toHaveLength(9);
  for (const reason of refused) {
    expect(reason).toBeInstanceOf(HttpError);
    expect((reason as HttpError).status).toBe(409);
  }
  const row = await db.selectFrom('appointments').select('status').where('id', '=', id).executeTakeFirstOrThrow();
  const after = await db
    .selectFrom('appointment_slots')
    .select('current_bookings')
    .where('id', '=', slot.id)
    .executeTakeFirstOrThrow();
  expect(after.current_bookings).toBe(row.status === 'cancelled' ? slot.current_bookings : slot.current_bookings + 1);
});

/** A booking in `status` on a free place of a slot whose time has passed, counted in the slot. */
async function pastBooking(status: AppointmentStatus) {
  const db = database.db;
  const slot = await db
    .selectFrom('appointment_slots')
    .select(['id', 'current_bookings'])
    .whereRef('current_bookings', '<', 'max_bookings')
    .where('slot_date', '<', colomboToday())
    .orderBy(sql`random()`)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('appointment_slots')
    .set({ current_bookings: slot.current_bookings + 1 })
    .where('id', '=', slot.id)
    .execute();
  const tag = randomBytes(4).toString('hex');
  const { id } = await db
    .insertInto('appointments')
    .values({
      reference: `WK-M${tag}`.toUpperCase(),
      slot_id: slot.id,
      service_type: 'Herbal Medicine',
      patient_name: 'Flow Patient',
      patient_email: `flow-${tag}@example.lk`,
      patient_phone: '0772222222',
      manage_token_hash: tag.repeat(8),
      status,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, slotId: slot.id, places: slot.current_bookings + 1 };
}

const FLOW = new Set([
  'pending>confirmed',
  'pending>arrived',
  'pending>no_show',
  'pending>cancelled',
  'confirmed>arrived',
  'confirmed>completed',
  'confirmed>no_show',
  'confirmed>cancelled',
  'arrived>completed',
]);
const CORRECTIONS = new Set(['arrived>no_show', 'completed>no_show', 'no_show>arrived', 'no_show>completed']);
const LIVE = new Set<AppointmentStatus>(['pending', 'confirmed', 'arrived', 'completed', 'no_show']);

test.each(APPOINTMENT_STATUSES.flatMap((from) => APPOINTMENT_STATUSES.map((to) => [from, to] as const)))(
  'once the visit has begun, %s -> %s: the desk flow, corrections for those allowed, the place freed on cancel',
  async (from, to) => {
    const db = database.db;
    const booking = await pastBooking(from);
    const move = `${from}>${to}`;
    const change = (mayCorrect: boolean) =>
      changeAppointmentStatus(
        db,
        { id: booking.id, status: to, expectedStatus: from, reason: 'The patient phoned', cancelledBy: 'patient' },
        { adminId, ip: null, mayCorrect },
      ).then(
        () => 200,
        (error: HttpError) => error.status,
      );
    expect(await change(false)).toBe(FLOW.has(move) ? 200 : CORRECTIONS.has(move) ? 403 : 422);
    if (CORRECTIONS.has(move)) expect(await change(true)).toBe(200);
    const row = await db
      .selectFrom('appointments as a')
      .innerJoin('appointment_slots as s', 's.id', 'a.slot_id')
      .select(['a.status', 's.current_bookings'])
      .where('a.id', '=', booking.id)
      .executeTakeFirstOrThrow();
    const moved = FLOW.has(move) || CORRECTIONS.has(move);
    expect(row.status).toBe(moved ? to : from);
    // A cancellation gives the place back; every other outcome keeps it.
    expect(row.current_bookings).toBe(booking.places - (moved && to === 'cancelled' && LIVE.has(from) ? 1 : 0));
  },
);
