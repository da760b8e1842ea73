// The booking API on PGlite: the wizard's reads, every refusal a patient can meet, the manage link.
import type { Context } from '@netlify/functions';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import manageHandler from '../../netlify/functions/appointment-manage.ts';
import slotsHandler from '../../netlify/functions/appointment-slots.ts';
import doctorsHandler from '../../netlify/functions/doctors.ts';
import centersHandler from '../../netlify/functions/medical-centers.ts';
import { cancelBooking } from '../../src/server/booking/manage-booking.ts';
import { generateSlots } from '../../src/server/booking/slot-generation.ts';
import { provideDatabase } from '../../src/server/db/database.ts';
import { localizedMessage } from '../../src/server/http/respond.ts';
import { asSent } from '../../src/server/outbox/dispatch.ts';
import { addDays, colomboInstant, colomboToday } from '../../src/shared/utils/colombo-time.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
let serviceId: string;
const pending: Promise<unknown>[] = [];
const context = {
  ip: '203.0.113.9',
  waitUntil: (promise: Promise<unknown>) => pending.push(promise),
} as unknown as Context;

beforeAll(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  database = await createPGliteTestDatabase({ seed: true });
  provideDatabase(database.db);
  serviceId = (
    await database.db
      .selectFrom('services')
      .select('id')
      .where('name', '=', 'Herbal Medicine')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await Promise.allSettled(pending);
  provideDatabase(undefined);
  await database.drop();
  vi.restoreAllMocks();
});

const get = (handler: typeof centersHandler, path: string) => handler(new Request(`http://localhost${path}`), context);

let patients = 0;
function payload(slotId: string, overrides: Record<string, unknown> = {}) {
  const n = patients++;
  return {
    slot_id: slotId,
    patient_name: `Nimali Perera ${n}`,
    first_name: 'Nimali',
    last_name: `Perera ${n}`,
    patient_email: `nimali${n}@example.lk`,
    patient_phone: `077 123 ${String(4000 + n)}`,
    service_id: serviceId,
    service_type: 'Herbal Medicine',
    notes: 'I would like to discuss my knee pain, which has been getting worse over the last three months of walking.',
    date_of_birth: '1980-04-12',
    gender: 'female',
    preferred_language: 'sinhala',
    how_did_you_hear: 'friend-family',
    ...overrides,
  };
}

// Each booking comes from its own patient's address: the booking limits (tests/integration/booking-abuse.test.ts)
// stay out of the way of these tests.
let addresses = 0;
function post(body: unknown, headers: Record<string, string> = {}) {
  return slotsHandler(
    new Request('http://localhost/api/appointment-slots', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
    { ...context, ip: `198.51.100.${++addresses}` } as Context,
  );
}

/** A free slot from tomorrow on, optionally with a given capacity. */
async function freeSlot(capacity?: number): Promise<string> {
  let query = database.db
    .selectFrom('appointment_slots')
    .select('id')
    .where('slot_date', '>', addDays(colomboToday(), 1))
    .where('slot_date', '<', addDays(colomboToday(), 25))
    .where('is_available', '=', true)
    .where('current_bookings', '=', 0);
  if (capacity) query = query.where('max_bookings', '=', capacity);
  const row = await query.orderBy(sql`md5(id::text || ${patients})`).executeTakeFirstOrThrow();
  return row.id;
}

describe('the wizard reads', () => {
  test('GET /api/medical-centers lists the six centres with their opening hours', async () => {
    const response = await get(centersHandler, '/api/medical-centers');
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toHaveLength(6);
    expect(data.find((center: { id: string }) => center.id === 'kandy')).toMatchObject({
      city: 'Kandy',
      opening_hours: expect.any(Object),
    });
  });

  test('GET /api/doctors?medical_center_id= lists that centre’s doctors with what the pages show (no phone)', async () => {
    const { data } = await (await get(doctorsHandler, '/api/doctors?medical_center_id=galle')).json();
    expect(data).toHaveLength(6);
    expect(Object.keys(data[0]).sort()).toEqual(
      [
        'availability',
        'bio',
        'consultation_fee',
        'experience_years',
        'id',
        'name',
        'name_si',
        'name_ta',
        'profile_image_url',
        'qualification',
        'qualification_si',
        'qualification_ta',
        'specialization',
        'specialization_si',
        'specialization_ta',
        'title',
      ].sort(),
    );
    expect(data[0].availability).toEqual([{ medical_center_id: 'galle', name: expect.any(String), city: 'Galle' }]);
    // The demo doctors have their Sinhala and Tamil details, as staff give them on the Doctors screen.
    for (const doctor of data) {
      for (const field of ['name', 'specialization', 'qualification']) {
        expect(doctor[`${field}_si`], `${doctor.name} ${field}_si`).toMatch(/[\u0D80-\u0DFF]/u);
        expect(doctor[`${field}_ta`], `${doctor.name} ${field}_ta`).toMatch(/[\u0B80-\u0BFF]/u);
      }
    }
    const all = await (await get(doctorsHandler, '/api/doctors')).json();
    expect(all.data).toHaveLength(42);
  });

  test('an unknown centre has no doctors; a malformed one is a 400', async () => {
    expect((await (await get(doctorsHandler, '/api/doctors?medical_center_id=jaffna')).json()).data).toEqual([]);
    expect((await get(doctorsHandler, '/api/doctors?medical_center_id=DROP%20TABLE')).status).toBe(400);
  });

  test('GET /api/appointment-slots answers a day’s slots in 24-hour HH:MM with places', async () => {
    const slot = await database.db
      .selectFrom('appointment_slots')
      .selectAll()
      .where('id', '=', await freeSlot())
      .executeTakeFirstOrThrow();
    const response = await get(
      slotsHandler,
      `/api/appointment-slots?doctor_id=${slot.doctor_id}&medical_center_id=${slot.medical_center_id}&date=${slot.slot_date}`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { data } = await response.json();
    expect(data.length).toBeGreaterThan(1);
    expect(Object.keys(data[0]).sort()).toEqual([
      'current_bookings',
      'id',
      'is_available',
      'max_bookings',
      'slot_time',
    ]);
    expect(data.map((s: { slot_time: string }) => s.slot_time)).toContain(slot.slot_time.slice(0, 5));
  });

  test('slots of a past day or beyond the 30-day strip are not offered', async () => {
    const slot = await database.db.selectFrom('appointment_slots').selectAll().executeTakeFirstOrThrow();
    for (const date of [addDays(colomboToday(), -1), addDays(colomboToday(), 30)]) {
      const { data } = await (
        await get(
          slotsHandler,
          `/api/appointment-slots?doctor_id=${slot.doctor_id}&medical_center_id=${slot.medical_center_id}&date=${date}`,
        )
      ).json();
      expect(data).toEqual([]);
    }
  });

  test('a slot query without a doctor is a 400 with a message', async () => {
    const response = await get(slotsHandler, '/api/appointment-slots?medical_center_id=galle&date=2026-01-01');
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('Please select a valid doctor');
  });
});

describe('POST /api/appointment-slots', () => {
  test('books: 201 with id, message, reference, manage link; stores the structured fields and the combined notes', async () => {
    const slotId = await freeSlot();
    const response = await post(payload(slotId, { health_conditions: 'Arthritis', health_consent: true }));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({
      appointment_id: expect.any(String),
      message: 'Appointment booked successfully!',
      reference: expect.stringMatching(/^WK-[2-9A-HJ-NP-Z]{6}$/),
      manage_url: expect.stringMatching(/^\/appointment\/manage#token=[\w-]{40,}$/),
    });
    const row = await database.db
      .selectFrom('appointments')
      .selectAll()
      .where('id', '=', body.appointment_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      first_name: 'Nimali',
      gender: 'female',
      preferred_language: 'sinhala',
      date_of_birth: '1980-04-12',
      health_conditions: 'Arthritis',
      service_type: 'Herbal Medicine',
      status: 'pending',
    });
    expect(row.health_consent_at).toBeInstanceOf(Date);
    expect(row.notes).toContain('Health Conditions: Arthritis');
    expect(row.notes).toContain('Preferred Language: Sinhala');
    expect(row.manage_token_hash).not.toContain(body.manage_url.split('token=')[1]);
  });

  test('writes the admin, doctor and patient SMS to the outbox; health information stays out', async () => {
    await database.db
      .insertInto('app_settings')
      .values({ key: 'admin_sms_number', value: JSON.stringify('+94112223333') })
      .onConflict((c) => c.column('key').doUpdateSet({ value: JSON.stringify('+94112223333') }))
      .execute();
    const slotId = await freeSlot();
    const body = await (
      await post(
        payload(slotId, {
          patient_phone: '077 123 4567',
          health_conditions: 'Diabetes',
          current_medications: 'Metformin',
          health_consent: true,
        }),
      )
    ).json();
    const messages = await database.db
      .selectFrom('outbox_messages')
      .select(['recipient', 'body', 'dedupe_key'])
      .where('dedupe_key', 'like', `booking:${body.appointment_id}:%`)
      .orderBy('dedupe_key')
      .execute();
    expect(messages.map((m) => m.dedupe_key?.split(':')[2])).toEqual(['admin', 'doctor', 'patient']);
    const [admin, doctor, patient] = messages;
    expect(admin?.recipient).toBe('+94112223333');
    expect(patient?.recipient).toBe('+94771234567');
    expect(doctor?.body).toBe(admin?.body);
    expect(admin?.body).toContain(
      'Notes: I would like to discuss my knee pain, which has been getting worse over the last…',
    );
    expect(admin?.body).toMatch(/Time: \d{1,2}:\d{2} [AP]M \(Colombo\)/);
    expect(admin?.body).toContain('Please confirm');
    for (const message of messages) {
      expect(message.body).not.toContain('Diabetes');
      expect(message.body).not.toContain('Metformin');
    }
  });

  test('writes the patient’s confirmation e-mail with the calendar file and the private link, no health information', async () => {
    const slotId = await freeSlot();
    const body = await (
      await post(
        payload(slotId, { patient_email: 'mail@example.lk', health_conditions: 'Asthma', health_consent: true }),
      )
    ).json();
    const stored = await database.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('dedupe_key', '=', `email:booking-confirmation:${body.reference}`)
      .executeTakeFirstOrThrow();
    // Queued as its message's values, written when sent: neither form holds the patient's health information.
    expect(JSON.stringify(stored.template)).not.toContain('Asthma');
    const email = asSent(stored);
    expect(email).toMatchObject({ channel: 'email', recipient: 'mail@example.lk' });
    expect(email.body).toContain(body.reference);
    expect(email.body).toContain(body.manage_url);
    expect(email.attachments[0]?.filename).toBe(`appointment-${body.reference}.ics`);
    expect(`${email.body}${email.html}`).not.toContain('Asthma');
  });

  test.each([
    ['english', 'name'],
    ['sinhala', 'name_si'],
    ['tamil', 'name_ta'],
  ] as const)(
    'a %s booking names the doctor in that language to the patient; staff read the English name',
    async (language, column) => {
      const slotId = await freeSlot();
      const doctor = await database.db
        .selectFrom('appointment_slots as s')
        .innerJoin('doctors as d', 'd.id', 's.doctor_id')
        .select(['d.title', 'd.name', 'd.name_si', 'd.name_ta'])
        .where('s.id', '=', slotId)
        .executeTakeFirstOrThrow();
      const own = `${doctor.title} ${doctor[column]}`;
      const body = await (
        await post(payload(slotId, { preferred_language: language, patient_phone: '077 123 4567' }))
      ).json();
      expect(body.appointment.doctor_name).toBe(own);
      const stored = await database.db
        .selectFrom('outbox_messages')
        .selectAll()
        .where('dedupe_key', '=', `email:booking-confirmation:${body.reference}`)
        .executeTakeFirstOrThrow();
      expect(asSent(stored).body).toContain(own);
      const manage = await manageHandler(
        new Request('http://localhost/api/appointment-manage', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ token: body.manage_url.split('token=')[1] }),
        }),
        context,
      );
      expect((await manage.json()).data.doctor_name).toBe(own);
      const admin = await database.db
        .selectFrom('outbox_messages')
        .select('body')
        .where('dedupe_key', '=', `booking:${body.appointment_id}:doctor`)
        .executeTakeFirstOrThrow();
      expect(admin.body).toContain(`Doctor: ${doctor.title} ${doctor.name}`);
    },
  );

  test('staff SMS follow the Settings switch for new appointments; the patient’s SMS still goes', async () => {
    const off = JSON.stringify({
      new_appointment: { sms: false, email: true },
      appointment_cancelled: { sms: true, email: true },
      new_review: { sms: false, email: true },
      new_volunteer_application: { sms: false, email: true },
      new_contact_message: { sms: false, email: true },
    });
    await database.db
      .insertInto('app_settings')
      .values({ key: 'notifications', value: off })
      .onConflict((c) => c.column('key').doUpdateSet({ value: off }))
      .execute();
    const body = await (await post(payload(await freeSlot()))).json();
    await database.db.deleteFrom('app_settings').where('key', '=', 'notifications').execute();
    const sms = await database.db
      .selectFrom('outbox_messages')
      .select('dedupe_key')
      .where('dedupe_key', 'like', `booking:${body.appointment_id}:%`)
      .execute();
    expect(sms.map((row) => row.dedupe_key)).toEqual([`booking:${body.appointment_id}:patient`]);
  });

  test.each([
    ['first name', { first_name: '' }, 'first_name', 'First name is required'],
    ['last name', { last_name: ' ' }, 'last_name', 'Last name is required'],
    ['email', { patient_email: '' }, 'patient_email', 'Email is required'],
    ['email format', { patient_email: 'nimali at mail' }, 'patient_email', 'Invalid email address'],
    ['phone', { patient_phone: '' }, 'patient_phone', 'Phone number is required'],
    ['service', { service_id: null, service_type: '' }, 'service_type', 'Please select a service'],
    ['slot', { slot_id: 'morning' }, 'slot_id', 'Please select a valid time slot'],
    ['gender', { gender: 'robot' }, 'gender', expect.any(String)],
    [
      'health information without consent',
      { health_conditions: 'Asthma' },
      'health_consent',
      'Please tick the consent box to share your health information, or leave those fields empty',
    ],
  ])(
    'refuses a missing or bad %s with 400 and the agreed message, booking nothing',
    async (_, override, field, message) => {
      const slotId = await freeSlot();
      const response = await post(payload(slotId, override));
      expect(response.status).toBe(400);
      expect((await response.json()).fields[field]).toEqual(message);
      const slot = await database.db
        .selectFrom('appointment_slots')
        .select('current_bookings')
        .where('id', '=', slotId)
        .executeTakeFirstOrThrow();
      expect(slot.current_bookings).toBe(0);
    },
  );

  test('a body that is not JSON is a 400, not a 500', async () => {
    const response = await slotsHandler(
      new Request('http://localhost/api/appointment-slots', { method: 'POST', body: 'slot=1' }),
      context,
    );
    expect(response.status).toBe(400);
  });

  test('a full slot answers 409 slot_full with a clear message', async () => {
    const slotId = await freeSlot(1);
    expect((await post(payload(slotId))).status).toBe(201);
    const response = await post(payload(slotId));
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      code: 'slot_full',
      error: 'Sorry, this time slot has just been fully booked. Please choose another available time.',
      message: 'Sorry, this time slot has just been fully booked. Please choose another available time.',
    });
  });

  test('the same patient cannot hold two live bookings on one slot', async () => {
    const slotId = await freeSlot(3);
    expect((await post(payload(slotId, { patient_email: 'twice@example.lk' }))).status).toBe(201);
    const response = await post(payload(slotId, { patient_email: 'TWICE@example.lk' }));
    expect(response.status).toBe(409);
    expect((await response.json()).code).toBe('already_booked');
    const slot = await database.db
      .selectFrom('appointment_slots')
      .select('current_bookings')
      .where('id', '=', slotId)
      .executeTakeFirstOrThrow();
    expect(slot.current_bookings).toBe(1);
  });

  test('past, unavailable, too-far and unknown slots are refused with their own messages', async () => {
    const past = await database.db
      .selectFrom('appointment_slots')
      .select('id')
      .where('slot_date', '<', colomboToday())
      .whereRef('current_bookings', '<', 'max_bookings')
      .executeTakeFirstOrThrow();
    const unavailable = { id: await freeSlot() };
    await database.db
      .updateTable('appointment_slots')
      .set({ is_available: false })
      .where('id', '=', unavailable.id)
      .execute();
    await generateSlots(database.db, addDays(colomboToday(), 30), 7);
    const tooFar = await database.db
      .selectFrom('appointment_slots')
      .select('id')
      .where('slot_date', '>=', addDays(colomboToday(), 30))
      .executeTakeFirstOrThrow();
    const cases = [
      [past.id, 409, 'slot_past', 'This time slot has already passed. Please choose a later time.'],
      [unavailable.id, 409, 'slot_unavailable', 'This time slot is not available. Please choose another time.'],
      [
        tooFar.id,
        409,
        'slot_too_far',
        'Appointments can be booked up to 30 days ahead. Please choose an earlier date.',
      ],
      [crypto.randomUUID(), 404, 'slot_not_found', 'This time slot does not exist. Please choose another time.'],
    ] as const;
    for (const [slotId, status, code, error] of cases) {
      const response = await post(payload(slotId));
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ code, error });
    }
  });

  test('an idempotency key sent again (header or field) answers the first booking (200); reused for another slot, 422', async () => {
    const slotId = await freeSlot(3);
    const key = crypto.randomUUID();
    const body = payload(slotId);
    const first = await post(body, { 'Idempotency-Key': key });
    const second = await post(body, { 'Idempotency-Key': key });
    expect([first.status, second.status]).toEqual([201, 200]);
    const [a, b] = [await first.json(), await second.json()];
    expect(b.appointment_id).toBe(a.appointment_id);
    expect(b.manage_url).toBe(a.manage_url);
    const other = await post(payload(await freeSlot()), { 'Idempotency-Key': key });
    expect(other.status).toBe(422);
    const viaField = await post({ ...body, idempotency_key: key });
    expect(viaField.status).toBe(200);
    expect((await viaField.json()).appointment_id).toBe(a.appointment_id);
  });

  test.each([
    ['patient_name', 'Someone Else'],
    ['first_name', 'Someone'],
    ['patient_email', 'someone.else@example.lk'],
    ['patient_phone', '071 999 8888'],
    ['notes', 'A different note.'],
    ['preferred_language', 'tamil'],
  ])(
    'the key sent again with another %s answers 422 idempotency_conflict and reveals nothing',
    async (field, value) => {
      const body = payload(await freeSlot(3));
      const key = crypto.randomUUID();
      const first = await (await post(body, { 'Idempotency-Key': key })).json();
      const response = await post({ ...body, [field]: value }, { 'Idempotency-Key': key });
      expect(response.status).toBe(422);
      const text = await response.text();
      expect(JSON.parse(text)).toMatchObject({ code: 'idempotency_conflict' });
      for (const secret of [first.appointment_id, first.reference, first.manage_url, body.patient_name]) {
        expect(text).not.toContain(secret);
      }
    },
  );

  test("a guessed key with a stranger's details books nothing and learns nothing of the booking behind it", async () => {
    const slotId = await freeSlot(3);
    const victim = payload(slotId);
    const key = crypto.randomUUID();
    const booked = await (await post(victim, { 'Idempotency-Key': key })).json();
    const attacker = payload(slotId);
    const response = await post(attacker, { 'Idempotency-Key': key });
    expect(response.status).toBe(422);
    const text = await response.text();
    expect(text).not.toContain(booked.manage_url);
    expect(text).not.toContain(booked.reference);
    expect(text).not.toContain(victim.patient_name);
    const rows = await database.db
      .selectFrom('appointments')
      .select('id')
      .where('patient_email', '=', attacker.patient_email)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('the documented body (docs/api.md)', () => {
  const documented = (slotId: string, overrides: Record<string, unknown> = {}) => ({
    slot_id: slotId,
    patient_name: `Kamal de Silva ${patients++}`,
    patient_email: `kamal${patients}@example.lk`,
    patient_phone: '077 765 4321',
    service_type: 'Herbal Medicine',
    notes: 'Back pain after long drives.',
    ...overrides,
  });

  test('books with patient_name kept whole and no first or last name; answers appointment_id and message', async () => {
    const body = documented(await freeSlot(), { patient_name: 'K. A. Kamal de Silva' });
    const response = await post(body);
    expect(response.status).toBe(201);
    const answer = await response.json();
    expect(answer).toMatchObject({ appointment_id: expect.any(String), message: 'Appointment booked successfully!' });
    const row = await database.db
      .selectFrom('appointments')
      .select(['patient_name', 'first_name', 'last_name', 'service_id', 'service_type', 'patient_notes'])
      .where('id', '=', answer.appointment_id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      patient_name: 'K. A. Kamal de Silva',
      first_name: null,
      last_name: null,
      service_id: serviceId,
      service_type: 'Herbal Medicine',
      patient_notes: 'Back pain after long drives.',
    });
  });

  test.each([
    ['its name in any case', () => 'herbal medicine'],
    ['its id', () => serviceId],
  ])('service_type may name an available service by %s', async (_case, named) => {
    const response = await post(documented(await freeSlot(), { service_type: named() }));
    expect(response.status).toBe(201);
    expect((await response.json()).appointment.service_type).toBe('Herbal Medicine');
  });

  test('the form shape still stores first and last name, with patient_name as sent', async () => {
    const response = await post(payload(await freeSlot(), { patient_name: 'Nimali Perera-Silva' }));
    expect(response.status).toBe(201);
    const row = await database.db
      .selectFrom('appointments')
      .select(['patient_name', 'first_name'])
      .where('id', '=', (await response.json()).appointment_id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ patient_name: 'Nimali Perera-Silva', first_name: 'Nimali' });
  });

  test.each([
    ['a service that does not exist', { service_type: 'Brain Surgery' }, 'service_type', 'service_unavailable'],
    ['an unknown service id', { service_type: crypto.randomUUID() }, 'service_type', 'service_unavailable'],
    ['no service', { service_type: undefined }, 'service_type', 'validation_failed'],
    ['no name at all', { patient_name: undefined }, 'patient_name', 'validation_failed'],
    ['a first name without a last name', { first_name: 'Kamal' }, 'last_name', 'validation_failed'],
  ])(
    '%s is refused with the error envelope naming the field, and books nothing',
    async (_case, overrides, field, code) => {
      const slotId = await freeSlot();
      const response = await post(documented(slotId, overrides));
      expect(response.status).toBe(400);
      const answer = await response.json();
      expect(answer).toEqual({
        error: expect.any(String),
        message: answer.error,
        code,
        fields: expect.objectContaining({ [field]: expect.any(String) }),
      });
      const slot = await database.db
        .selectFrom('appointment_slots')
        .select('current_bookings')
        .where('id', '=', slotId)
        .executeTakeFirstOrThrow();
      expect(slot.current_bookings).toBe(0);
    },
  );

  test('a service staff made unavailable cannot be booked by its name', async () => {
    const hidden = await database.db
      .selectFrom('services')
      .select(['id', 'name'])
      .where('name', '!=', 'Herbal Medicine')
      .executeTakeFirstOrThrow();
    await database.db.updateTable('services').set({ available: false }).where('id', '=', hidden.id).execute();
    try {
      const response = await post(documented(await freeSlot(), { service_type: hidden.name }));
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe('service_unavailable');
    } finally {
      await database.db.updateTable('services').set({ available: true }).where('id', '=', hidden.id).execute();
    }
  });
});

describe('the private manage link', () => {
  const manage = (body: unknown) =>
    manageHandler(
      new Request('http://localhost/api/appointment-manage', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
      context,
    );

  test('shows the booking without health information, and cancelling frees the place', async () => {
    const slotId = await freeSlot(1);
    const booked = await (await post(payload(slotId, { health_conditions: 'Gout', health_consent: true }))).json();
    const token = booked.manage_url.split('token=')[1];
    const view = await manage({ token });
    expect(view.status).toBe(200);
    const { data } = await view.json();
    expect(data).toMatchObject({ reference: booked.reference, status: 'pending', can_cancel: true });
    expect(JSON.stringify(data)).not.toContain('Gout');

    const cancel = await manage({ token, action: 'cancel' });
    expect(cancel.status).toBe(200);
    expect((await cancel.json()).data.status).toBe('cancelled');
    const slot = await database.db
      .selectFrom('appointment_slots')
      .select('current_bookings')
      .where('id', '=', slotId)
      .executeTakeFirstOrThrow();
    expect(slot.current_bookings).toBe(0);
    expect((await manage({ token, action: 'cancel' })).status).toBe(409);
    // The freed place can be booked again.
    expect((await post(payload(slotId))).status).toBe(201);
  });

  test('an unknown token is a 404; a malformed one a 400', async () => {
    expect((await manage({ token: 'x'.repeat(43) })).status).toBe(404);
    expect((await manage({ token: 'short' })).status).toBe(400);
  });

  test('online cancellation closes 24 hours before the appointment (the default notice)', async () => {
    const slotId = await freeSlot(1);
    const booked = await (await post(payload(slotId))).json();
    const token = booked.manage_url.split('token=')[1];
    const { slot_date, slot_time } = booked.appointment;
    const start = colomboInstant(slot_date, slot_time);
    const refusal = await cancelBooking(database.db, token, new Date(start.getTime() - 23 * 3_600_000)).catch(
      (error: unknown) => error,
    );
    expect(refusal).toMatchObject({ status: 409, code: 'cancel_closed' });
    expect(localizedMessage((refusal as Error).message, 'en')).toMatch(
      /^Online cancellation closes 24 hours before the appointment\. Please call the center on \+94/,
    );
  });
});
