// Several admins acting on the same appointment at once, on real PostgreSQL connections: exactly one change wins,
// every other is refused with the spec-style conflict message, and a cancellation frees exactly one place.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { changeAppointmentStatus } from '../../src/server/booking/appointment-queries.ts';
import { HttpError } from '../../src/server/http/http-error.ts';
import { createTestAdmin } from '../support/admin-test-accounts.ts';
import { createPostgresTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createPostgresTestDatabase({ seed: true, poolSize: 12 });
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
