// The booking endpoint against abuse, on PGlite: idempotent copies racing for the last place, what the log shows of
// an SMS when Twilio is not configured, SMS abroad, and the limits per phone, e-mail and address.
import type { Context } from '@netlify/functions';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import slotsHandler from '../../netlify/functions/appointment-slots.ts';
import { addDays, colomboToday } from '../../src/lib/colombo-time.ts';
import { provideDatabase } from '../../src/server/db/database.ts';
import { settleBackgroundWork, testContext } from '../support/netlify-context.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
let serviceId: string;
const savedEnv = { ...process.env };

beforeAll(async () => {
  for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM_NUMBER']) delete process.env[name];
  process.env.ADMIN_SMS_NUMBER = '+94 11 000 0001';
  database = await createPGliteTestDatabase({ seed: true });
  provideDatabase(database.db);
  serviceId = (await database.db.selectFrom('services').select('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await settleBackgroundWork();
  process.env = savedEnv;
  provideDatabase(undefined);
  await database.drop();
  vi.restoreAllMocks();
});

/** A free slot from tomorrow on with `capacity` places. */
async function freeSlot(capacity: number): Promise<string> {
  const row = await database.db
    .selectFrom('appointment_slots')
    .select('id')
    .where('slot_date', '>', colomboToday())
    .where('slot_date', '<', addDays(colomboToday(), 25))
    .where('is_available', '=', true)
    .where('current_bookings', '=', 0)
    .orderBy(sql`md5(id::text || ${Math.random()})`)
    .executeTakeFirstOrThrow();
  await database.db.updateTable('appointment_slots').set({ max_bookings: capacity }).where('id', '=', row.id).execute();
  return row.id;
}

let patients = 0;
let addresses = 0;
const newAddress = () => `198.18.${Math.floor(++addresses / 250)}.${addresses % 250}`;

function book(
  slotId: string,
  overrides: Record<string, unknown> = {},
  options: { ip?: string; context?: Context; key?: string } = {},
) {
  const n = ++patients;
  return slotsHandler(
    new Request('http://localhost/api/appointment-slots', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(options.key ? { 'Idempotency-Key': options.key } : {}) },
      body: JSON.stringify({
        slot_id: slotId,
        first_name: 'Sandamali',
        last_name: `Jayawardena ${n}`,
        patient_email: `sandamali.${n}@example.lk`,
        patient_phone: `+94 71 ${String(2000000 + n)}`,
        service_id: serviceId,
        ...overrides,
      }),
    }),
    options.context ?? testContext({ ip: options.ip ?? newAddress() }),
  );
}

describe('idempotent retries', () => {
  test.each([1, 3])(
    'five parallel copies of one request (one Idempotency-Key) on a slot of %i place(s) all answer the one booking',
    async (capacity) => {
      const slotId = await freeSlot(capacity);
      const ip = newAddress();
      const body = { first_name: 'Kasun', last_name: 'Retry', patient_email: 'kasun.retry@example.lk' };
      const key = crypto.randomUUID();
      const responses = await Promise.all(Array.from({ length: 5 }, () => book(slotId, body, { ip, key })));
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([200, 200, 200, 200, 201]);
      const ids = new Set(await Promise.all(responses.map(async (response) => (await response.json()).appointment_id)));
      expect(ids.size).toBe(1);
      const slot = await database.db
        .selectFrom('appointment_slots')
        .select('current_bookings')
        .where('id', '=', slotId)
        .executeTakeFirstOrThrow();
      expect(slot.current_bookings).toBe(1);
    },
  );
});

test('without Twilio the log says an SMS went and to which masked number, never its text', async () => {
  const info = vi.spyOn(console, 'info').mockImplementation(() => {});
  const response = await book(await freeSlot(2), {
    first_name: 'Tharindu',
    last_name: 'Bandaranayake',
    patient_email: 'tharindu.private@example.lk',
    patient_phone: '077 765 4321',
    notes: 'Knee pain since the accident',
  });
  expect(response.status).toBe(201);
  await settleBackgroundWork();
  const logged = info.mock.calls.map((call) => call.map(String).join(' ')).join('\n');
  expect(logged).toContain('+9477*****21');
  for (const secret of ['Tharindu', 'Bandaranayake', 'tharindu.private', '7654321', '765 4321', 'Knee', 'Patient:']) {
    expect(logged).not.toContain(secret);
  }
  info.mockRestore();
});

test.each([
  'first@probe.test,second@evil.example',
  'first@probe.test second@evil.example',
  'first@probe.test;second@evil.example',
  'Patient <first@probe.test>',
])('a list of addresses in patient_email (%s) is refused and nothing is queued', async (email) => {
  const before = await database.db.selectFrom('outbox_messages').select('id').execute();
  const response = await book(await freeSlot(2), { patient_email: email });
  expect(response.status).toBe(400);
  expect((await response.json()).fields).toEqual({ patient_email: 'Invalid email address' });
  expect(await database.db.selectFrom('outbox_messages').select('id').execute()).toHaveLength(before.length);
});
