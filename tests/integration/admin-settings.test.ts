import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import patientsHandler from '../../netlify/functions/admin-patients.ts';
import settingsHandler from '../../netlify/functions/admin-settings.ts';
import usersHandler from '../../netlify/functions/admin-users.ts';
import { provideDatabase } from '../../src/server/db/database.ts';
import { DEFAULT_NOTIFICATIONS, DEFAULT_RETENTION } from '../../src/shared/settings/settings-schema.ts';
import { adminRequest, createTestAdmin, signInAs } from '../support/admin-test-accounts.ts';
import { testContext } from '../support/netlify-context.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
let admin: string;
let adminId: string;
beforeAll(async () => {
  database = await createPGliteTestDatabase({ seed: true });
  provideDatabase(database.db);
  adminId = (await createTestAdmin(database.db, { role: 'admin' })).id;
  admin = await signInAs(database.db, adminId);
});
afterAll(async () => {
  provideDatabase(undefined);
  await database.drop();
});

const settings = (method: string, body?: unknown, token = admin) =>
  settingsHandler(adminRequest('/api/admin/settings', { method, token, body }), testContext());
const users = (method: string, body?: unknown, token = admin) =>
  usersHandler(adminRequest('/api/admin/users', { method, token, body }), testContext());

describe('/api/admin/settings', () => {
  test('answers the defaults until saved, then what was saved', async () => {
    expect((await (await settings('GET')).json()).settings).toEqual({
      adminSmsNumber: null,
      notifications: DEFAULT_NOTIFICATIONS,
      smsAbroad: false,
      whatsappSoonReminder: false,
      retention: { sentMessages: 30, sessions: 1, cancelledBookings: 365, rejected: 90, activityLog: 730 },
      patientNoticeHours: 24,
      waitlistHoldMinutes: 30,
    });
    const notifications = { ...DEFAULT_NOTIFICATIONS, new_review: { sms: true, email: false } };
    const retention = { ...DEFAULT_RETENTION, sentMessages: 14 };
    const response = await settings('PUT', {
      adminSmsNumber: '+94 77-123 4567',
      notifications,
      smsAbroad: true,
      whatsappSoonReminder: true,
      retention,
      patientNoticeHours: 6,
      waitlistHoldMinutes: 45,
    });
    expect(response.status).toBe(200);
    expect((await (await settings('GET')).json()).settings).toEqual({
      adminSmsNumber: '+94771234567',
      notifications,
      smsAbroad: true,
      whatsappSoonReminder: true,
      retention,
      patientNoticeHours: 6,
      waitlistHoldMinutes: 45,
    });
    // A client that does not send the periods leaves the saved ones as they are.
    await settings('PUT', { adminSmsNumber: null, notifications, smsAbroad: true });
    expect((await (await settings('GET')).json()).settings.retention).toEqual(retention);
    // Nor the second WhatsApp reminder (a client older than WhatsApp).
    expect((await (await settings('GET')).json()).settings.whatsappSoonReminder).toBe(true);
    await settings('PUT', { adminSmsNumber: null, notifications, smsAbroad: true, retention: DEFAULT_RETENTION });
  });

  test.each([
    [0, 'keep at least 1 day'],
    [4000, 'keep at most 3650 days (10 years)'],
    [1.5, 'enter a whole number of days'],
  ])('refuses a retention period of %j days, naming the period', async (days, message) => {
    const response = await settings('PUT', {
      adminSmsNumber: null,
      notifications: DEFAULT_NOTIFICATIONS,
      retention: { ...DEFAULT_RETENTION, rejected: days },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({
      retention: `Rejected reviews and volunteer applications: ${message}`,
    });
    expect((await (await settings('GET')).json()).settings.retention).toEqual(DEFAULT_RETENTION);
  });

  test.each([-1, 2.5, 169, 'soon'])('refuses the notice %j, naming the field', async (hours) => {
    const response = await settings('PUT', { notifications: DEFAULT_NOTIFICATIONS, patientNoticeHours: hours });
    expect(response.status).toBe(400);
    expect((await response.json()).fields.patientNoticeHours).toBe('Enter the notice in whole hours, from 0 to 168');
  });

  test.each([
    ['077 999 8888', '+94779998888'],
    ['0779998888', '+94779998888'],
    ['+94 77 999 8888', '+94779998888'],
    ['077-999-8888', '+94779998888'],
    ['0094 77 999 8888', '+94779998888'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('accepts the SMS number %j and stores it as %s', async (number, stored) => {
    const response = await settings('PUT', { adminSmsNumber: number, notifications: DEFAULT_NOTIFICATIONS });
    expect(response.status).toBe(200);
    expect((await (await settings('GET')).json()).settings.adminSmsNumber).toBe(stored);
  });

  test.each(['+0771234567', '+94', '077 999 888', 'call me'])('refuses the SMS number %j', async (number) => {
    const response = await settings('PUT', { adminSmsNumber: number, notifications: DEFAULT_NOTIFICATIONS });
    expect(response.status).toBe(400);
    expect((await response.json()).fields.adminSmsNumber).toBe(
      'Enter a phone number, e.g. 077 123 4567 or +94 77 123 4567',
    );
  });

  test("a save over one made meanwhile by another admin is refused, and the other admin's settings stay", async () => {
    const other = await signInAs(database.db, (await createTestAdmin(database.db, { role: 'admin' })).id);
    const opened = (await (await settings('GET')).json()).savedAt;
    const theirs = { ...DEFAULT_NOTIFICATIONS, new_review: { sms: true, email: true } };
    const first = await settings('PUT', { adminSmsNumber: null, notifications: theirs, savedAt: opened }, other);
    expect(first.status).toBe(200);
    const mine = { ...DEFAULT_NOTIFICATIONS, new_contact_message: { sms: true, email: false } };
    const late = await settings('PUT', { adminSmsNumber: '077 999 8888', notifications: mine, savedAt: opened });
    expect(late.status).toBe(409);
    expect((await late.json()).error).toBe(
      'Someone else saved the settings after you opened them. They have been reloaded: check them and save again.',
    );
    const now = await (await settings('GET')).json();
    expect(now.settings).toMatchObject({ adminSmsNumber: null, notifications: theirs });
    expect(now.savedAt).toBe((await first.json()).savedAt);
    // Saved again from what is there now, it goes through.
    expect((await settings('PUT', { adminSmsNumber: null, notifications: mine, savedAt: now.savedAt })).status).toBe(
      200,
    );
  });

  test('two saves at once from the same opened settings: one is kept, the other refused', async () => {
    const opened = (await (await settings('GET')).json()).savedAt;
    const answers = await Promise.all(
      [true, false].map((sms) =>
        settings('PUT', {
          adminSmsNumber: null,
          notifications: { ...DEFAULT_NOTIFICATIONS, new_review: { sms, email: true } },
          savedAt: opened,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  test('is refused to staff, even with every permission', async () => {
    const staff = await createTestAdmin(database.db, { permissions: { settings: ['read', 'write', 'delete'] } });
    const response = await settings('GET', undefined, await signInAs(database.db, staff.id));
    expect(response.status).toBe(403);
    expect((await response.json()).error).toBe('Access denied. Admin privileges required.');
  });
});

describe('/api/admin/users', () => {
  test('creates an account only with a password the policy accepts, and not twice', async () => {
    const weak = await users('POST', {
      email: 'new@wedakama.test',
      name: 'New Staff',
      password: 'short',
      role: 'staff',
    });
    expect(weak.status).toBe(400);
    expect((await weak.json()).fields.password).toBeTruthy();
    const body = {
      email: 'New@Wedakama.test',
      name: 'New Staff',
      password: 'a-long-herbal-passphrase',
      role: 'staff',
      permissions: { appointments: ['read', 'read', 'write'] },
    };
    expect((await users('POST', body)).status).toBe(201);
    const row = await database.db
      .selectFrom('admin_users')
      .select(['role', 'permissions'])
      .where('email', '=', 'new@wedakama.test')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ role: 'staff', permissions: { appointments: ['read', 'write'] } });
    const again = await users('POST', body);
    expect(again.status).toBe(409);
  });

  test('deactivating an account ends its sessions at once', async () => {
    const staff = await createTestAdmin(database.db, { permissions: { patients: ['read'] } });
    const staffToken = await signInAs(database.db, staff.id);
    const before = await patientsHandler(adminRequest('/api/admin/patients', { token: staffToken }), testContext());
    expect(before.status).toBe(200);
    expect((await users('PATCH', { id: staff.id, isActive: false })).status).toBe(200);
    const sessions = await database.db
      .selectFrom('admin_sessions')
      .select('id')
      .where('admin_user_id', '=', staff.id)
      .execute();
    expect(sessions).toEqual([]);
    const after = await patientsHandler(adminRequest('/api/admin/patients', { token: staffToken }), testContext());
    expect(after.status).toBe(401);
  });

  test('an admin cannot deactivate or demote their own account', async () => {
    expect((await users('PATCH', { id: adminId, isActive: false })).status).toBe(409);
    expect((await users('PATCH', { id: adminId, role: 'staff' })).status).toBe(409);
  });
});

test('patients are grouped by phone, with the reviews of their e-mail whatever its case', async () => {
  const slot = await database.db
    .selectFrom('appointment_slots')
    .select('id')
    .whereRef('current_bookings', '<', 'max_bookings')
    .executeTakeFirstOrThrow();
  const base = {
    slot_id: slot.id,
    service_type: 'Herbal Medicine',
    patient_phone: '0770000000',
    first_name: 'Roshani',
    last_name: 'Abeyratne',
    manage_token_hash: 'x'.repeat(64),
  };
  await database.db
    .insertInto('appointments')
    .values([
      {
        ...base,
        reference: 'WK-PAT001',
        patient_name: 'Roshani Abeyratne',
        patient_email: 'Roshani.A@example.lk',
        status: 'completed',
      },
      {
        ...base,
        reference: 'WK-PAT002',
        patient_name: 'Roshani Abeyratne',
        patient_email: 'roshani.a@EXAMPLE.lk',
        status: 'cancelled',
        manage_token_hash: 'y'.repeat(64),
      },
    ])
    .execute();
  await database.db
    .insertInto('reviews')
    .values({
      name: 'Roshani Abeyratne',
      age: 38,
      profession: 'Teacher',
      location: 'Matara',
      email: 'ROSHANI.A@example.lk',
      phone: '0770000000',
      condition: 'Eczema',
      treatment: 'Herbal Medicine',
      duration: '3-4 months',
      rating: 5,
      review_text: 'The herbal paste and the diet advice cleared my skin in a few months. Thank you to the whole team.',
      consent_at: new Date(),
    })
    .execute();
  const token = await signInAs(
    database.db,
    (await createTestAdmin(database.db, { permissions: { patients: ['read'] } })).id,
  );
  const body = await (
    await patientsHandler(adminRequest('/api/admin/patients?search=roshani.a%40', { token }), testContext())
  ).json();
  // Found versus everyone who has booked, as the appointments list counts ("Showing 1 of 57 patients").
  expect(body.matching).toBe(1);
  const everyone = await (await patientsHandler(adminRequest('/api/admin/patients', { token }), testContext())).json();
  expect(everyone.matching).toBeGreaterThan(1);
  expect(body.total).toBe(everyone.total);
  expect(everyone.total).toBe(everyone.matching);
  expect(body.patients[0].appointments.map((a: { reference: string }) => a.reference).sort()).toEqual([
    'WK-PAT001',
    'WK-PAT002',
  ]);
  expect(body.patients[0].reviews).toHaveLength(1);
  expect(JSON.stringify(body)).not.toContain('health');
});

test('the staff SMS number comes from Settings, else from ADMIN_SMS_NUMBER', async () => {
  const { readSettings, staffSmsNumberIn, notifiesStaff } = await import(
    '../../src/server/settings/settings-queries.ts'
  );
  const staffSmsNumber = async () => staffSmsNumberIn(await readSettings(database.db));
  await database.db.deleteFrom('app_settings').execute();
  process.env.ADMIN_SMS_NUMBER = '+94 11 222 3333';
  try {
    expect(await staffSmsNumber()).toBe('+94112223333');
    expect(await notifiesStaff(database.db, 'new_appointment', 'sms')).toBe(true);
    await settings('PUT', { adminSmsNumber: '+94771234567', notifications: DEFAULT_NOTIFICATIONS });
    expect(await staffSmsNumber()).toBe('+94771234567');
  } finally {
    delete process.env.ADMIN_SMS_NUMBER;
  }
});
