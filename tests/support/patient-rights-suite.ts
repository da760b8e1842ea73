// Patients' rights (docs/data-protection.md), on any database (PGlite in tests/integration, PostgreSQL in
// tests/postgres): the manage link's export holds only its patient's data, an erasure request is recorded once
// (parallel requests included) and due 21 working days later, a withdrawn reminders consent stops the reminders,
// and staff erase a patient without changing counts or places, with the permission only.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import dataRequestsHandler from '../../netlify/functions/admin-data-requests.ts';
import myDataHandler from '../../netlify/functions/my-data.ts';
import consentsHandler from '../../netlify/functions/my-data-consents.ts';
import erasureHandler from '../../netlify/functions/my-data-erasure.ts';
import { bookAppointment } from '../../src/server/booking/book-appointment.ts';
import { enqueueDayBeforeReminders } from '../../src/server/booking/day-before-reminder.ts';
import { bookingRequestSchema } from '../../src/shared/booking/booking-schema.ts';
import { addDays, colomboInstant, colomboToday } from '../../src/shared/utils/colombo-time.ts';
import { adminRequest, createTestAdmin, ORIGIN, signInAs } from './admin-test-accounts.ts';
import { testContext } from './netlify-context.ts';
import type { TestDatabase } from './test-database.ts';

export function patientRightsSuite(database: () => TestDatabase) {
  const tag = () => randomBytes(4).toString('hex');
  const db = () => database().db;

  async function freeSlot(date?: string) {
    let query = db()
      .selectFrom('appointment_slots')
      .select(['id', 'slot_date'])
      .where('is_available', '=', true)
      .where('current_bookings', '=', 0)
      .where('slot_date', '>', colomboToday())
      .where('slot_date', '<', addDays(colomboToday(), 25));
    if (date) query = query.where('slot_date', '=', date);
    return query.orderBy(sql`random()`).executeTakeFirstOrThrow();
  }

  /** A booking through the real booking path; answers its manage token and id. */
  async function book(patient: { phone: string; email: string; name?: string }, extra: Record<string, unknown> = {}) {
    const slot = await freeSlot(extra.date as string | undefined);
    const { date: _date, ...fields } = extra;
    const { confirmation } = await bookAppointment(
      db(),
      bookingRequestSchema.parse({
        slot_id: slot.id,
        first_name: patient.name ?? 'Kamala',
        last_name: 'Perera',
        patient_email: patient.email,
        patient_phone: patient.phone,
        service_type: 'Herbal Medicine',
        health_consent: true,
        health_conditions: 'Knee pain',
        ...fields,
      }),
      { clientAddress: `198.51.100.${Math.floor(Math.random() * 250)}` },
    );
    return { token: confirmation.manage_url.split('#token=')[1] ?? '', id: confirmation.appointment_id };
  }

  const post = (handler: typeof myDataHandler, path: string, body: unknown, lang = 'en') =>
    handler(
      new Request(`${ORIGIN}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': lang },
        body: JSON.stringify(body),
      }),
      testContext(),
    );

  const newPatient = () => ({
    phone: `077${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    email: `p-${tag()}@example.lk`,
  });

  test("the export holds every booking of the link's patient and nothing of anyone else", async () => {
    const me = newPatient();
    const other = newPatient();
    const first = await book(me);
    // The same person by phone, with another e-mail address; this booking's choices are their latest word.
    await book({ ...me, email: `other-${tag()}@example.lk` }, { consents: { newsletter: true } });
    await book({ ...other, name: 'Stranger' });
    const response = await post(myDataHandler, '/api/my-data', { token: first.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { data } = (await response.json()) as {
      data: Record<string, { patient_phone?: string; purpose?: string; granted?: boolean; recipient?: string }[]>;
    };
    expect(data.appointments).toHaveLength(2);
    const text = JSON.stringify(data);
    expect(text).toContain('Knee pain');
    expect(text).not.toContain('Stranger');
    expect(text).not.toContain(other.email);
    expect(data.consents?.find((row) => row.purpose === 'newsletter')?.granted).toBe(true);
    expect(data.consents?.find((row) => row.purpose === 'reminders')?.granted).toBe(true);
    expect(data.messages?.length).toBeGreaterThan(0);
    expect(data.messages?.every((row) => row.recipient !== other.email)).toBe(true);
    const page = await post(myDataHandler, '/api/my-data', { token: first.token, format: 'html' }, 'si');
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('<html lang="si">');
    expect(html).toContain('ඔබේ වෙන්කිරීම්');
    expect(html).not.toContain('Stranger');
  });

  test('an unknown link reads nothing', async () => {
    const response = await post(myDataHandler, '/api/my-data', { token: 'x'.repeat(43) });
    expect(response.status).toBe(404);
  });

  test('an erasure request is recorded once, parallel requests included, and confirmed by e-mail', async () => {
    const me = newPatient();
    const { token } = await book(me);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post(erasureHandler, '/api/my-data/erasure', { token })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const ids = new Set(
      await Promise.all(answers.map(async (r) => ((await r.json()) as { data: { id: string } }).data.id)),
    );
    expect(ids.size).toBe(1);
    const again = await post(erasureHandler, '/api/my-data/erasure', { token });
    expect(again.status).toBe(200);
    const mails = await db()
      .selectFrom('outbox_messages')
      .select('subject')
      .where('recipient', '=', me.email)
      .where('dedupe_key', 'like', 'email:erasure-requested:%')
      .execute();
    expect(mails).toEqual([{ subject: 'We have received your request to erase your data' }]);
  });

  test('withdrawing consent to reminders from the link stops the day-before reminders', async () => {
    const tomorrow = addDays(colomboToday(), 1);
    const withdrawn = newPatient();
    const kept = newPatient();
    const a = await book(withdrawn, { date: tomorrow });
    await book(kept, { date: tomorrow });
    const changed = await post(consentsHandler, '/api/my-data/consents', { token: a.token, reminders: false });
    expect(changed.status).toBe(200);
    const { data } = (await changed.json()) as {
      data: { consents: { purpose: string; granted: boolean; wording_version: string }[] };
    };
    expect(data.consents.find((row) => row.purpose === 'reminders')).toMatchObject({
      granted: false,
      wording_version: '2026-12-04',
    });
    await enqueueDayBeforeReminders(db(), colomboInstant(colomboToday(), '09:30'));
    const reminded = await db()
      .selectFrom('outbox_messages')
      .select('recipient')
      .where('dedupe_key', 'like', 'reminder:%')
      .where('recipient', 'in', [`+94${withdrawn.phone.slice(1)}`, `+94${kept.phone.slice(1)}`])
      .execute();
    expect(reminded.map((row) => row.recipient)).toEqual([`+94${kept.phone.slice(1)}`]);
    const mails = await db()
      .selectFrom('outbox_messages')
      .select('recipient')
      .where('dedupe_key', 'like', 'email:booking-reminder:%')
      .where('recipient', 'in', [withdrawn.email, kept.email])
      .execute();
    expect(mails.map((row) => row.recipient)).toEqual([kept.email]);
  });

  test('withdrawing the newsletter from the link unsubscribes the address', async () => {
    const me = newPatient();
    const { token } = await book(me, { consents: { newsletter: true } });
    const subscribed = () =>
      db()
        .selectFrom('newsletter_subscribers')
        .select('unsubscribed_at')
        .where('email', '=', me.email)
        .executeTakeFirst();
    expect((await subscribed())?.unsubscribed_at).toBeNull();
    await post(consentsHandler, '/api/my-data/consents', { token, newsletter: false });
    expect((await subscribed())?.unsubscribed_at).toBeInstanceOf(Date);
  });

  test('staff erase the patient: bookings keep their places and counts, lose every personal field; logged without them', async () => {
    const me = newPatient();
    const first = await book(me);
    await book({ ...me, email: `again-${tag()}@example.lk` });
    const asked = await post(erasureHandler, '/api/my-data/erasure', { token: first.token });
    const { data: request } = (await asked.json()) as { data: { id: string } };
    const counts = () =>
      db()
        .selectFrom('appointment_slots as s')
        .innerJoin('appointments as a', 'a.slot_id', 's.id')
        .select(['a.id', 'a.status', 's.current_bookings'])
        .where('a.patient_phone', '=', `+94${me.phone.slice(1)}`)
        .orderBy('a.id')
        .execute();
    const before = await counts();
    expect(before).toHaveLength(2);
    const [denied, admin] = await Promise.all([
      createTestAdmin(db(), { permissions: { patients: ['read', 'write'] } }),
      createTestAdmin(db(), { permissions: { patients: ['read', 'delete'] } }),
    ]);
    const refused = await dataRequestsHandler(
      adminRequest('/api/admin/data-requests', {
        method: 'POST',
        token: await signInAs(db(), denied.id),
        body: { id: request.id },
      }),
      testContext(),
    );
    expect(refused.status).toBe(403);
    const token = await signInAs(db(), admin.id);
    const listed = await dataRequestsHandler(adminRequest('/api/admin/data-requests', { token }), testContext());
    const { requests } = (await listed.json()) as {
      requests: { id: string; bookings: number; patient_name: string }[];
    };
    expect(requests.find((row) => row.id === request.id)).toMatchObject({ bookings: 2, patient_name: 'Kamala Perera' });
    const done = await dataRequestsHandler(
      adminRequest('/api/admin/data-requests', { method: 'POST', token, body: { id: request.id } }),
      testContext(),
    );
    expect(await done.json()).toMatchObject({ success: true, anonymised: 2 });
    const after = await db()
      .selectFrom('appointments as a')
      .innerJoin('appointment_slots as s', 's.id', 'a.slot_id')
      .selectAll('a')
      .select('s.current_bookings')
      .where(
        'a.id',
        'in',
        before.map((row) => row.id),
      )
      .orderBy('a.id')
      .execute();
    expect(after.map((row) => [row.id, row.status, row.current_bookings])).toEqual(
      before.map((row) => [row.id, row.status, row.current_bookings]),
    );
    for (const row of after) {
      expect(row).toMatchObject({
        patient_name: 'Erased patient',
        patient_phone: '',
        first_name: null,
        health_conditions: null,
        notes: null,
      });
    }
    expect(
      await db()
        .selectFrom('consent_records')
        .select('id')
        .where(
          'appointment_id',
          'in',
          before.map((row) => row.id),
        )
        .execute(),
    ).toEqual([]);
    const log = await db()
      .selectFrom('admin_activity_logs')
      .select(['description', 'metadata'])
      .where('action', '=', 'patient_erased')
      .where('admin_user_id', '=', admin.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(log)).not.toMatch(new RegExp(`Kamala|${me.phone.slice(1)}|${me.email}`));
    // The old link reads nothing now; a second completion is refused.
    expect((await post(myDataHandler, '/api/my-data', { token: first.token })).status).toBe(404);
    const twice = await dataRequestsHandler(
      adminRequest('/api/admin/data-requests', { method: 'POST', token, body: { id: request.id } }),
      testContext(),
    );
    expect(twice.status).toBe(409);
  });
}
