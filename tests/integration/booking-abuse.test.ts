// The booking endpoint against abuse, on PGlite: idempotent copies racing for the last place, what the log shows of
// an SMS when Twilio is not configured, SMS abroad, and the limits per phone, e-mail and address.
import type { Context } from '@netlify/functions';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import slotsHandler from '../../netlify/functions/appointment-slots.ts';
import { provideDatabase } from '../../src/server/db/database.ts';
import { addDays, colomboToday } from '../../src/shared/utils/colombo-time.ts';
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
      // Copies of one request: every field the same, the phone too.
      const body = {
        first_name: 'Kasun',
        last_name: 'Retry',
        patient_email: 'kasun.retry@example.lk',
        patient_phone: `+94 71 ${String(3000000 + capacity)}`,
      };
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

const smsOf = (appointmentId: string) =>
  database.db
    .selectFrom('outbox_messages')
    .select(['recipient', 'dedupe_key'])
    .where('dedupe_key', 'like', `booking:${appointmentId}:%`)
    .execute();

describe('SMS abroad', () => {
  test.each([
    ['+882 1234 5678', '+88212345678'],
    ['+961 71 123 456', '+96171123456'],
    ['+372 5123 4567', '+37251234567'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+1 202 555 0143', '+12025550143'],
  ])(
    'a visitor with %s books, gets no SMS (the e-mail still goes) until Settings allow other countries',
    async (phone, e164) => {
      const setAbroad = (on: boolean) =>
        database.db
          .insertInto('app_settings')
          .values({ key: 'sms_abroad', value: JSON.stringify(on) })
          .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: JSON.stringify(on) }))
          .execute();
      await setAbroad(false);
      const email = `visitor.${e164.slice(1)}@example.com`;
      const refused = await book(await freeSlot(2), { patient_phone: phone, patient_email: email });
      expect(refused.status).toBe(201);
      const { appointment_id: id } = await refused.json();
      const sms = await smsOf(id);
      expect(sms.map((row) => row.recipient)).not.toContain(e164);
      expect(sms.some((row) => row.dedupe_key?.endsWith(':patient'))).toBe(false);
      const mail = await database.db
        .selectFrom('outbox_messages')
        .select('recipient')
        .where('channel', '=', 'email')
        .where('recipient', '=', email)
        .execute();
      expect(mail).toHaveLength(1);

      await setAbroad(true);
      const allowed = await book(await freeSlot(2), { patient_phone: phone });
      const patientSms = (await smsOf((await allowed.json()).appointment_id)).find((row) =>
        row.dedupe_key?.endsWith(':patient'),
      );
      expect(patientSms?.recipient).toBe(e164);
      await setAbroad(false);
    },
  );
});

describe('booking limits', () => {
  const limited = async (response: Response) => {
    expect(response.status).toBe(429);
    const body = await response.json();
    expect(body.code).toBe('too_many_bookings');
    return body.message as string;
  };

  test('a script booking 30 times at once from one address gets 10 through; staff are alerted once', async () => {
    const slotId = await freeSlot(40);
    const ip = newAddress();
    const responses = await Promise.all(Array.from({ length: 30 }, () => book(slotId, {}, { ip })));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    const refused = responses.find((response) => response.status === 429) as Response;
    expect(await limited(refused)).toMatch(/from your connection recently\. Please try again in \d+ minutes/);
    const alerts = await database.db
      .selectFrom('outbox_messages')
      .select(['recipient', 'body'])
      .where('dedupe_key', 'like', 'alert:booking-address-burst%')
      .execute();
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.recipient).toBe('+94110000001');
    expect(alerts[0]?.body).toContain(
      'booking limit reached (more than 10 bookings in 10 minutes from one connection)',
    );
    const logged = await database.db
      .selectFrom('admin_activity_logs')
      .select('description')
      .where('action', '=', 'booking_limited')
      .where('ip', '=', ip)
      .execute();
    expect(logged).toEqual([
      { description: 'Bookings refused: more than 10 bookings in 10 minutes from one connection' },
    ]);
  });

  test.each([
    ['phone number', (n: number) => ({ patient_phone: '071 999 0001', patient_email: `family.${n}@example.lk` })],
    ['e-mail address', (n: number) => ({ patient_email: 'family@example.lk', patient_phone: `071 999 ${1000 + n}` })],
  ])('a family shares one %s for five bookings a day; the sixth is refused', async (what, fields) => {
    for (let n = 0; n < 5; n += 1) {
      expect((await book(await freeSlot(2), { first_name: `Child ${n}`, ...fields(n) })).status).toBe(201);
    }
    const message = await limited(await book(await freeSlot(2), fields(5)));
    expect(message).toContain(`from this ${what} recently`);
    expect(message).toMatch(/Please try again in \d+ hours, or call the centre to book\.$/);
  });

  test("a retry of the booking that reached a phone's limit gets that booking back, not the limit's refusal", async () => {
    const phone = { patient_phone: '071 999 0777' };
    const first = await Promise.all(
      Array.from(
        { length: 4 },
        async (_, n) => (await book(await freeSlot(2), { ...phone, first_name: `Own ${n}` })).status,
      ),
    );
    expect(first).toEqual([201, 201, 201, 201]);
    const slotId = await freeSlot(2);
    const fifth = { ...phone, first_name: 'Fifth', last_name: 'Retry', patient_email: 'fifth.retry@example.lk' };
    const ip = newAddress();
    const key = crypto.randomUUID();
    const booked = await book(slotId, fifth, { ip, key });
    expect(booked.status).toBe(201);
    const retried = await book(slotId, fifth, { ip, key });
    expect(retried.status).toBe(200);
    expect((await retried.json()).appointment_id).toBe((await booked.json()).appointment_id);
    await limited(await book(await freeSlot(2), phone));
  });

  test('one phone written five ways is stored as one E.164 number and counted as one phone', async () => {
    const written = ['077 999 8888', '0779998888', '+94 77 999 8888', '+94779998888', '0094 77 999 8888'];
    for (const [n, phone] of written.entries()) {
      const response = await book(await freeSlot(2), {
        patient_phone: phone,
        patient_email: `one.phone.${n}@example.lk`,
      });
      expect(response.status).toBe(201);
    }
    const stored = await database.db
      .selectFrom('appointments')
      .select('patient_phone')
      .where('patient_email', 'like', 'one.phone.%')
      .execute();
    expect(stored.map((row) => row.patient_phone)).toEqual(Array(5).fill('+94779998888'));
    await limited(
      await book(await freeSlot(2), { patient_phone: '077-999-8888', patient_email: 'one.phone.5@example.lk' }),
    );
  });

  test('many customers of one mobile network behind one address book, one after another, without refusal', async () => {
    const ip = newAddress();
    for (let n = 0; n < 10; n += 1) {
      expect((await book(await freeSlot(2), {}, { ip })).status).toBe(201);
    }
  });

  test('a refused booking (slot full) does not count against the patient', async () => {
    const full = await freeSlot(1);
    expect((await book(full)).status).toBe(201);
    const phone = '071 888 0001';
    for (let n = 0; n < 6; n += 1) {
      expect((await book(full, { patient_phone: phone })).status).toBe(409);
    }
    expect((await book(await freeSlot(2), { patient_phone: phone })).status).toBe(201);
  });

  test('BOOKING_LIMITS=off (the local benchmark) lets one address book past the limits', async () => {
    process.env.BOOKING_LIMITS = 'off';
    try {
      const slotId = await freeSlot(20);
      const ip = newAddress();
      const responses = await Promise.all(
        Array.from({ length: 12 }, () => book(slotId, { patient_phone: '071 777 0001' }, { ip })),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(12).fill(201));
    } finally {
      delete process.env.BOOKING_LIMITS;
    }
  });
});
