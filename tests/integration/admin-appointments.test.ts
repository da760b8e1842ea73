import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import handler from '../../netlify/functions/admin-appointments.ts';
import exportHandler from '../../netlify/functions/admin-appointments-export.ts';
import { listAppointments } from '../../src/server/booking/appointment-queries.ts';
import { appointmentsCsv, csvCell } from '../../src/server/booking/appointments-csv.ts';
import type { BookingError } from '../../src/server/booking/booking-error.ts';
import { cancelBooking } from '../../src/server/booking/manage-booking.ts';
import { hashManageToken, manageTokenFor } from '../../src/server/booking/manage-token.ts';
import { provideDatabase } from '../../src/server/db/database.ts';
import { listPatients } from '../../src/server/patients/patient-queries.ts';
import type { AdminAppointment } from '../../src/shared/booking/admin-appointment.ts';
import { dayRange, NO_FILTERS } from '../../src/shared/booking/appointment-filters.ts';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '../../src/shared/enums.ts';
import { addDays, colomboInstant, colomboToday } from '../../src/shared/utils/colombo-time.ts';
import { adminRequest, createTestAdmin, signInAs } from '../support/admin-test-accounts.ts';
import { testContext } from '../support/netlify-context.ts';
import { insertTestAppointment } from '../support/test-appointments.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
let writer: string;
let reader: string;
let corrector: string;
beforeAll(async () => {
  database = await createPGliteTestDatabase({ seed: true });
  provideDatabase(database.db);
  const staff = await createTestAdmin(database.db, { permissions: { appointments: ['read', 'write'] } });
  writer = await signInAs(database.db, staff.id);
  const senior = await createTestAdmin(database.db, { permissions: { appointments: ['read', 'write', 'delete'] } });
  corrector = await signInAs(database.db, senior.id);
  const viewer = await createTestAdmin(database.db, { permissions: { appointments: ['read'] } });
  reader = await signInAs(database.db, viewer.id);
});
afterAll(async () => {
  provideDatabase(undefined);
  await database.drop();
});

/** A new appointment with `status` on a free place of a past or future slot; returns its id and slot. */
const appointment = (status: AppointmentStatus, when: 'past' | 'future', fields: Record<string, string> = {}) =>
  insertTestAppointment(database.db, status, when, fields);

const patch = (body: unknown, token = writer) =>
  handler(adminRequest('/api/admin/appointments', { method: 'PATCH', token, body }), testContext());

/** Once the visit has begun: the desk's flow (docs/product-rules.md "Appointment status"). */
const ALLOWED = new Set([
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
/** Corrections of an outcome: only for staff with appointments: delete. */
const CORRECTIONS = new Set(['arrived>no_show', 'completed>no_show', 'no_show>arrived', 'no_show>completed']);
const pairs = APPOINTMENT_STATUSES.flatMap((from) => APPOINTMENT_STATUSES.map((to) => [from, to] as const));
const statusOf = async (id: string) =>
  (await database.db.selectFrom('appointments').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('PATCH /api/admin/appointments changes a status only along the allowed transitions', () => {
  test.each(pairs)('%s -> %s (appointment time passed)', async (from, to) => {
    const { id } = await appointment(from, 'past');
    const response = await patch({ id, status: to, expectedStatus: from, reason: 'The patient phoned' });
    const move = `${from}>${to}`;
    expect(response.status).toBe(ALLOWED.has(move) ? 200 : CORRECTIONS.has(move) ? 403 : 422);
    expect(await statusOf(id)).toBe(ALLOWED.has(move) ? to : from);
  });

  test.each([...CORRECTIONS])('%s is corrected by staff allowed to, and logged as a correction', async (move) => {
    const [from, to] = move.split('>') as [AppointmentStatus, AppointmentStatus];
    const { id } = await appointment(from, 'past');
    const response = await patch(
      { id, status: to, expectedStatus: from, reason: 'Marked on the wrong row' },
      corrector,
    );
    expect(response.status).toBe(200);
    expect(await statusOf(id)).toBe(to);
    const log = await database.db
      .selectFrom('admin_activity_logs')
      .select(['action', 'metadata'])
      .where('action', '=', 'appointment_outcome_corrected')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(log.metadata).toMatchObject({ appointmentId: id, from, to, reason: 'Marked on the wrong row' });
  });

  test('a correction without the right is refused with a clear message and changes nothing', async () => {
    const { id } = await appointment('completed', 'past');
    const response = await patch({ id, status: 'no_show', expectedStatus: 'completed' });
    expect(response.status).toBe(403);
    expect((await response.json()).error).toBe('You do not have permission to correct the outcome of an appointment');
    expect(await statusOf(id)).toBe('completed');
  });

  test('arriving is refused before the day of the visit, and records when the patient arrived', async () => {
    const { id } = await appointment('confirmed', 'future');
    const early = await patch({ id, status: 'arrived', expectedStatus: 'confirmed' });
    const slotDate = (
      await database.db
        .selectFrom('appointments as a')
        .innerJoin('appointment_slots as s', 's.id', 'a.slot_id')
        .select('s.slot_date')
        .where('a.id', '=', id)
        .executeTakeFirstOrThrow()
    ).slot_date;
    if (slotDate > colomboToday()) {
      expect(early.status).toBe(422);
      expect((await early.json()).error).toBe('A patient can be marked as arrived only on the day of the visit.');
    }
    const { id: today } = await appointment('confirmed', 'past');
    expect((await patch({ id: today, status: 'arrived', expectedStatus: 'confirmed' })).status).toBe(200);
    const row = await database.db
      .selectFrom('appointments')
      .select(['status', 'arrived_at'])
      .where('id', '=', today)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('arrived');
    expect(row.arrived_at).toBeInstanceOf(Date);
  });

  test('a cancellation without a reason is refused, names the field, and changes nothing', async () => {
    const { id } = await appointment('confirmed', 'future');
    const response = await patch({ id, status: 'cancelled', expectedStatus: 'confirmed', reason: '   ' });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.fields).toHaveProperty('reason');
    expect(JSON.stringify(body)).toContain('Give the reason for cancelling: the patient is told it');
    expect(await statusOf(id)).toBe('confirmed');
  });

  test.each([
    ['no_show', 'An appointment can be marked as a no-show only after its time has passed.'],
    ['completed', 'An appointment can be marked as completed only after its time has passed.'],
  ])('%s is refused while the appointment is still ahead', async (status, message) => {
    const { id } = await appointment('confirmed', 'future');
    const response = await patch({ id, status, expectedStatus: 'confirmed' });
    expect(response.status).toBe(422);
    expect((await response.json()).error).toBe(message);
  });

  test('a reader without write permission is refused with the agreed message', async () => {
    const { id } = await appointment('pending', 'future');
    const response = await patch({ id, status: 'confirmed', expectedStatus: 'pending' }, reader);
    expect(response.status).toBe(403);
    expect((await response.json()).error).toBe('You do not have permission to update appointments');
  });

  test('of two conflicting changes made from the same view, one wins and the other gets 409', async () => {
    const { id } = await appointment('pending', 'future');
    const responses = await Promise.all([
      patch({ id, status: 'confirmed', expectedStatus: 'pending' }),
      patch({ id, status: 'cancelled', expectedStatus: 'pending', reason: 'The patient phoned' }),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = responses.find((r) => r.status === 409);
    expect((await loser?.json())?.error).toBe(
      'This appointment was already updated by someone else. The list has been refreshed.',
    );
  });

  test.each(['pending', 'confirmed'] as const)(
    'cancelling a %s visit gives the slot place back in the same change, and the change is logged',
    async (from) => {
      const { id, slotId } = await appointment(from, 'future');
      const before = await database.db
        .selectFrom('appointment_slots')
        .select('current_bookings')
        .where('id', '=', slotId)
        .executeTakeFirstOrThrow();
      expect(
        (await patch({ id, status: 'cancelled', expectedStatus: from, reason: 'The patient phoned' })).status,
      ).toBe(200);
      const after = await database.db
        .selectFrom('appointment_slots')
        .select('current_bookings')
        .where('id', '=', slotId)
        .executeTakeFirstOrThrow();
      expect(after.current_bookings).toBe(before.current_bookings - 1);
      const log = await database.db
        .selectFrom('admin_activity_logs')
        .select(['action', 'metadata'])
        .where('action', '=', 'appointment_status_changed')
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      // The reason staff gave the patient stays on the appointment, not in the log (it may name a health matter).
      expect(log.metadata).toEqual({ appointmentId: id, reference: expect.any(String), from, to: 'cancelled' });
      const row = await database.db
        .selectFrom('appointments')
        .select(['cancelled_by', 'cancellation_reason'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ cancelled_by: 'staff', cancellation_reason: 'The patient phoned' });
    },
  );
});

describe('one cancel path for the patient and for staff', () => {
  test.each(['patient', 'staff'] as const)(
    'cancelled by the %s: the place comes back once, the patient gets one e-mail worded for who cancelled',
    async (by) => {
      const { id, slotId } = await appointment('pending', 'future');
      await database.db
        .updateTable('appointments')
        .set({ manage_token_hash: hashManageToken(manageTokenFor(id)) })
        .where('id', '=', id)
        .execute();
      const places = async () =>
        (
          await database.db
            .selectFrom('appointment_slots')
            .select('current_bookings')
            .where('id', '=', slotId)
            .executeTakeFirstOrThrow()
        ).current_bookings;
      const before = await places();
      const cancel = (): Promise<number> =>
        by === 'patient'
          ? cancelBooking(database.db, manageTokenFor(id)).then(
              () => 200,
              (error: BookingError) => error.status,
            )
          : patch({ id, status: 'cancelled', expectedStatus: 'pending', reason: 'The doctor is away' }).then(
              (response) => response.status,
            );
      expect(await cancel()).toBe(200);
      // A second attempt (a double click) changes nothing.
      expect(await cancel()).toBe(409);
      expect(await places()).toBe(before - 1);
      const { reference } = await database.db
        .selectFrom('appointments')
        .select('reference')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const mails = await database.db
        .selectFrom('outbox_messages')
        .select('body')
        .where('dedupe_key', '=', `email:booking-cancelled:${reference}`)
        .execute();
      expect(mails).toHaveLength(1);
      expect(mails[0]?.body).toContain(by === 'patient' ? 'As you asked' : 'has had to cancel your appointment');
    },
  );
});

describe('cancelling by staff, with who asked and why', () => {
  const cancellationMail = async (id: string) => {
    const { reference } = await database.db
      .selectFrom('appointments')
      .select('reference')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return database.db
      .selectFrom('outbox_messages')
      .select('body')
      .where('dedupe_key', '=', `email:booking-cancelled:${reference}`)
      .executeTakeFirstOrThrow();
  };

  test.each([
    [
      { reason: 'Dr. Perera is ill this week; we will call you to book again.', cancelledBy: 'staff' },
      'has had to cancel your appointment',
    ],
    [{ reason: 'You phoned us on Monday.', cancelledBy: 'patient' }, 'As you asked'],
    // The reason's earlier name, and who asked left out (the centre).
    [{ message: 'The centre is closed for Poya.' }, 'has had to cancel your appointment'],
  ] as const)('%j: the patient e-mail says who asked and carries the reason', async (details, says) => {
    const { id } = await appointment('confirmed', 'future');
    expect((await patch({ id, status: 'cancelled', expectedStatus: 'confirmed', ...details })).status).toBe(200);
    const mail = await cancellationMail(id);
    const reason = 'reason' in details ? details.reason : details.message;
    expect(mail.body).toContain(`A message from the centre: ${reason}`);
    expect(mail.body).toContain(says);
  });

  test('a reason over 1000 characters is refused and nothing changes', async () => {
    const { id } = await appointment('pending', 'future');
    const response = await patch({ id, status: 'cancelled', expectedStatus: 'pending', reason: 'x'.repeat(1001) });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('The reason must be at most 1000 characters');
    expect(await statusOf(id)).toBe('pending');
  });

  test("an arrived patient's visit is no longer cancelled: it ends as completed or, corrected, as a no-show", async () => {
    const { id } = await appointment('arrived', 'past');
    const response = await patch({ id, status: 'cancelled', expectedStatus: 'arrived', reason: 'Left early' });
    expect(response.status).toBe(422);
    expect((await response.json()).error).toBe('An arrived appointment cannot be changed to cancelled.');
  });
});

describe('GET /api/admin/appointments', () => {
  const get = (query: string, token = reader) =>
    handler(adminRequest(`/api/admin/appointments${query}`, { token }), testContext());

  test('the list never carries health information; the detail call does, and each opening is logged', async () => {
    const { id } = await appointment('pending', 'future', {
      health_conditions: 'Type 2 diabetes',
      current_medications: 'Metformin',
      health_consent_at: new Date().toISOString(),
    });
    const list = await (await get('')).text();
    expect(list).not.toContain('Metformin');
    expect(list).not.toContain('Type 2 diabetes');
    const count = async () =>
      (
        await database.db
          .selectFrom('admin_activity_logs')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('action', '=', 'appointment_health_viewed')
          .executeTakeFirstOrThrow()
      ).n;
    const before = Number(await count());
    for (let i = 0; i < 2; i++) {
      const response = await get(`?id=${id}`);
      expect(response.status).toBe(200);
      expect((await response.json()).health).toMatchObject({
        health_conditions: 'Type 2 diabetes',
        current_medications: 'Metformin',
      });
    }
    expect(Number(await count())).toBe(before + 2);
  });

  test('searches name, e-mail, phone and reference, filters by status, and counts shown versus total', async () => {
    const { id } = await appointment('confirmed', 'future', {
      patient_name: 'Sunethra Qwerasinghe',
      reference: 'WK-ZZ9Q1X',
    });
    for (const search of ['qwerasinghe', 'WK-ZZ9Q1X', 'zz9q']) {
      const body = await (await get(`?search=${encodeURIComponent(search)}`)).json();
      expect(body.appointments.map((a: { id: string }) => a.id)).toContain(id);
      expect(body.matching).toBeLessThan(body.total);
    }
    const pending = await (await get('?search=Qwerasinghe&status=pending')).json();
    expect(pending.appointments).toEqual([]);
  });

  describe('a phone number is found however it is written, and a reference finds only its own booking', () => {
    // The reference's digits (2, 3, 4) are a run of the other patient's phone: only a search that is a phone
    // number compares digits, so looking a booking up by its reference never lists a stranger beside it.
    let byPhone: string;
    let byReference: string;
    beforeAll(async () => {
      byPhone = (await appointment('pending', 'future', { patient_phone: '+94712345678', reference: 'WK-PHN7QX' })).id;
      byReference = (await appointment('pending', 'future', { patient_phone: '+94819990000', reference: 'WK-A2B3C4' }))
        .id;
    });
    const patientsFound = async (search: string) =>
      (await listPatients(database.db, search)).patients.flatMap((patient) => patient.appointments.map((a) => a.id));

    test.each([
      ['071 234 5678', 'phone'],
      ['+94-71-234-5678', 'phone'],
      ['0094 71 2345678', 'phone'],
      ['234 56', 'phone'],
      ['wk-a2b3c4', 'reference'],
      ['WK-A2B3C4', 'reference'],
    ] as const)('"%s" finds the booking by its %s alone', async (search, which) => {
      const expected = which === 'phone' ? byPhone : byReference;
      const body = await (await get(`?search=${encodeURIComponent(search)}`)).json();
      const listed = body.appointments.map((a: { id: string }) => a.id);
      expect(listed).toContain(expected);
      expect(listed).not.toContain(which === 'phone' ? byReference : byPhone);
      const patients = await patientsFound(search);
      expect(patients).toContain(expected);
      expect(patients).not.toContain(which === 'phone' ? byReference : byPhone);
    });
  });

  test('refuses an unknown filter value with 400, not 500', async () => {
    expect((await get('?date=yesterday')).status).toBe(400);
  });

  test.each([
    '?date=custom&from=2026-12-03&to=2026-12-01',
    '?date=custom&from=tomorrow',
    '?center=<script>',
    '?doctor=not-a-doctor',
  ])('refuses %s with 400 and a message, not 500', async (query) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBeTruthy();
  });

  test.each(['today', 'tomorrow', 'week'] as const)('%s keeps exactly the visits of its Colombo days', async (date) => {
    const { first, last } = dayRange({ date });
    const body = await (await get(`?date=${date}`)).json();
    const days: string[] = body.appointments.map((a: AdminAppointment) => a.preferred_date);
    expect(days.every((day) => day >= (first ?? '') && day <= (last ?? ''))).toBe(true);
    const { n } = await database.db
      .selectFrom('appointments as a')
      .innerJoin('appointment_slots as s', 's.id', 'a.slot_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('s.slot_date', '>=', first ?? '')
      .where('s.slot_date', '<=', last ?? '')
      .executeTakeFirstOrThrow();
    expect(body.matching).toBe(Number(n));
  });

  test('centre and doctor filters keep their visits only, and a doctor is found by name', async () => {
    const { doctor, center, name } = await database.db
      .selectFrom('appointments as a')
      .innerJoin('appointment_slots as s', 's.id', 'a.slot_id')
      .innerJoin('doctors as d', 'd.id', 's.doctor_id')
      .select(['s.doctor_id as doctor', 's.medical_center_id as center', 'd.name'])
      .limit(1)
      .executeTakeFirstOrThrow();
    const byDoctor = await (await get(`?doctor=${doctor}`)).json();
    const byCenter = await (await get(`?center=${center}`)).json();
    expect(byDoctor.matching).toBeGreaterThan(0);
    expect(byCenter.matching).toBeGreaterThanOrEqual(byDoctor.matching > 0 ? 1 : 0);
    const doctorName = byDoctor.appointments[0].doctor as string;
    expect(byDoctor.appointments.every((a: AdminAppointment) => a.doctor === doctorName)).toBe(true);
    const byName = await (await get(`?search=${encodeURIComponent(doctorName)}`)).json();
    expect(byName.appointments.map((a: AdminAppointment) => a.id)).toEqual(
      expect.arrayContaining(byDoctor.appointments.map((a: AdminAppointment) => a.id).slice(0, 5)),
    );
    expect(name.length).toBeGreaterThan(0);
  });

  test('the list is in visit order: the coming visits soonest first, then the past ones latest first', async () => {
    const body = await (await get('')).json();
    const when = (a: AdminAppointment) => `${a.preferred_date} ${a.preferred_time}`;
    const today = colomboToday();
    const coming = body.appointments.filter((a: AdminAppointment) => a.preferred_date >= today).map(when);
    const past = body.appointments.filter((a: AdminAppointment) => a.preferred_date < today).map(when);
    expect(body.appointments.map(when)).toEqual([...coming, ...past]);
    expect(coming).toEqual([...coming].sort());
    expect(past).toEqual([...past].sort().reverse());
  });
});

const row: AdminAppointment = {
  id: 'x',
  reference: 'WK-1',
  name: 'Nimal Perera',
  email: 'a@b.lk',
  phone: '0771234567',
  preferred_date: '2026-11-22',
  preferred_time: '09:30',
  service: 'Herbal Medicine',
  doctor: 'Dr. A',
  center: 'Kandy',
  slot_id: 'slot',
  doctor_id: 'doctor',
  center_id: 'kandy',
  status: 'pending',
  notes: 'Says "hello", twice',
  first_name: 'a',
  last_name: 'b',
  date_of_birth: null,
  gender: null,
  preferred_language: null,
  how_did_you_hear: null,
  emergency_contact: null,
  emergency_phone: null,
  cancelled_at: null,
  cancelled_by: null,
  cancellation_reason: null,
  arrived_at: null,
  booked_via: 'online',
  created_at: '2026-11-21T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
};

describe('CSV export', () => {
  test('escapes formula cells and quotes commas, quotes and line breaks', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+94 71 555 0000')).toBe("'+94 71 555 0000");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('Perera, Nimal')).toBe('"Perera, Nimal"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(null)).toBe('');
    expect(csvCell('නිමල් පෙරේරා')).toBe('නිමල් පෙරේරා');
  });

  test.each([
    ['077 999 8888', '077 999 8888'],
    ['+94 71 555 0000', '071 555 0000'],
    ['0112345678', '011 234 5678'],
    ['+44 20 7946 0958', '00 442079460958'],
    ['=1+1', "'=1+1"],
  ])('the phone %j is written %j', (phone, written) => {
    const csv = appointmentsCsv([{ ...row, phone }]);
    expect(csv.split('\r\n')[1]?.split(',')[2]).toBe(written);
  });

  test('has the BOM, the agreed columns and one row per appointment', () => {
    const csv = appointmentsCsv([
      {
        ...row,
        name: 'நிமல் =cmd',
      },
    ]);
    expect(
      csv.startsWith(
        '\uFEFFPatient Name,Email,Phone,Preferred Date,Service,Status,Notes,Created At,Language,Reference,Medical Center,Doctor\r\n',
      ),
    ).toBe(true);
    expect(csv).toContain(
      'நிமல் =cmd,a@b.lk,077 123 4567,2026-11-22 09:30,Herbal Medicine,pending,"Says ""hello"", twice",2026-11-21 15:30,,WK-1,Kandy,Dr. A\r\n',
    );
  });

  test.each([
    ['sinhala', 'Sinhala'],
    ['tamil', 'Tamil'],
    ['english', 'English'],
    [null, ''],
  ])('the patient’s language %j is in the Language column as %j', (preferred_language, written) => {
    const csv = appointmentsCsv([{ ...row, preferred_language }]);
    const [header, line] = csv.split('\r\n');
    // Counted from the end: the notes before it hold a quoted comma.
    expect(header?.split(',').at(-4)).toBe('Language');
    expect(line?.split(',').at(-4)).toBe(written);
  });

  test('the export answers a dated CSV file of what is filtered, and 404 with the agreed text when empty', async () => {
    await appointment('pending', 'future', { patient_name: '=Danger Person' });
    const response = await exportHandler(
      adminRequest('/api/admin/appointments/export?search=Danger', { token: reader }),
      testContext(),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="appointments-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]?.startsWith("'=Danger Person,")).toBe(true);
    const empty = await exportHandler(
      adminRequest('/api/admin/appointments/export?search=nobody-has-this-name', { token: reader }),
      testContext(),
    );
    expect(empty.status).toBe(404);
    expect((await empty.json()).error).toBe('There are no appointments to export');
  });
});

describe('date filters at the edges of a Colombo day', () => {
  // Days a little ahead, so the seeded slots cover them whenever the test runs.
  const day = (offset: number) => addDays(colomboToday(), offset);
  test.each([
    ['23:30', () => colomboInstant(day(5), '23:30'), { today: day(5), tomorrow: day(6) }],
    ['00:30', () => colomboInstant(day(6), '00:30'), { today: day(6), tomorrow: day(7) }],
  ])('at %s in Colombo, today and tomorrow are the Colombo days', async (_, at, days) => {
    const now = at();
    const visits = await database.db
      .selectFrom('appointment_slots')
      .select(['id', 'slot_date'])
      .where('slot_date', 'in', [day(5), day(6), day(7)])
      .whereRef('current_bookings', '<', 'max_bookings')
      .execute();
    const ids: Record<string, string> = {};
    for (const date of [day(5), day(6), day(7)]) {
      const slot = visits.find((visit) => visit.slot_date === date);
      if (!slot) throw new Error(`no free slot on ${date}`);
      const tag = randomBytes(4).toString('hex');
      ids[date] = (
        await database.db
          .insertInto('appointments')
          .values({
            reference: `WK-Z${tag}`.toUpperCase(),
            slot_id: slot.id,
            service_type: 'Herbal Medicine',
            patient_name: `Edge ${tag}`,
            patient_email: `edge-${tag}@example.lk`,
            patient_phone: '0775550000',
            manage_token_hash: tag.repeat(8),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    }
    for (const [date, expected] of [
      ['today', days.today],
      ['tomorrow', days.tomorrow],
    ] as const) {
      const { appointments } = await listAppointments(
        database.db,
        { ...NO_FILTERS, search: 'Edge ', date },
        { now, page: 'all' },
      );
      const listed = new Set(appointments.map((a) => a.id));
      expect(Object.keys(ids)).toHaveLength(3);
      for (const [slotDay, id] of Object.entries(ids)) expect(listed.has(id)).toBe(slotDay === expected);
    }
  });
});
