// What a patient is told and allowed around a booking, on any database (PGlite in tests/integration, PostgreSQL in
// tests/postgres): the notice policy of Settings closes moving and cancelling from the link with a clear code and
// message in the patient's language; staff Confirm sends one e-mail and one SMS in the patient's language, once.
import { randomBytes } from 'node:crypto';
import { expect, test } from 'vitest';
import manageHandler from '../../netlify/functions/appointment-manage.ts';
import { changeAppointmentStatus } from '../../src/server/booking/appointment-queries.ts';
import { hashManageToken, manageTokenFor } from '../../src/server/booking/manage-token.ts';
import { readSettings, saveSettings } from '../../src/server/settings/settings-queries.ts';
import { addDays, colomboToday } from '../../src/shared/utils/colombo-time.ts';
import { createTestAdmin } from './admin-test-accounts.ts';
import { testContext } from './netlify-context.ts';
import type { TestDatabase } from './test-database.ts';

const CENTER = 'kandy';

export function patientNoticeSuite(database: () => TestDatabase) {
  const tag = () => randomBytes(4).toString('hex');

  /** A booking `days` ahead at 10:00 with its own doctor (and a second free slot to move to), and its link token. */
  async function booking(days: number, language: 'english' | 'sinhala' | 'tamil' = 'english') {
    const db = database().db;
    const t = tag();
    const { id: doctorId } = await db
      .insertInto('doctors')
      .values({
        title: 'Dr.',
        name: `Notice ${t}`,
        specialization: 'Panchakarma',
        consultation_fee: 2000,
        experience_years: 5,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('doctor_centers').values({ doctor_id: doctorId, medical_center_id: CENTER }).execute();
    const [slot, other] = await db
      .insertInto('appointment_slots')
      .values(
        ['10:00', '11:00'].map((time) => ({
          doctor_id: doctorId,
          medical_center_id: CENTER,
          slot_date: addDays(colomboToday(), days),
          slot_time: time,
          max_bookings: 2,
          current_bookings: time === '10:00' ? 1 : 0,
        })),
      )
      .returning('id')
      .execute();
    const { id } = await db
      .insertInto('appointments')
      .values({
        reference: `WK-N${t}`.toUpperCase(),
        slot_id: slot?.id ?? '',
        service_type: 'Herbal Medicine',
        patient_name: `Notice Patient ${t}`,
        patient_email: `notice-${t}@example.lk`,
        patient_phone: `+9477${String(Number.parseInt(t, 16) % 10_000_000).padStart(7, '0')}`,
        manage_token_hash: 'pending',
        preferred_language: language,
        status: 'pending',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = manageTokenFor(id);
    await db
      .updateTable('appointments')
      .set({ manage_token_hash: hashManageToken(token) })
      .where('id', '=', id)
      .execute();
    return { id, token, otherSlot: other?.id ?? '' };
  }

  async function manage(body: Record<string, unknown>, lang = 'en') {
    const response = await manageHandler(
      new Request(`http://localhost/api/appointment-manage?lang=${lang}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'http://localhost' },
        body: JSON.stringify(body),
      }),
      testContext(),
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function withNotice(hours: number, run: () => Promise<void>) {
    const db = database().db;
    const before = await readSettings(db);
    const admin = await createTestAdmin(db);
    await saveSettings(db, { ...before, patientNoticeHours: hours }, { adminId: admin.id, ip: null });
    try {
      await run();
    } finally {
      await saveSettings(db, before, { adminId: admin.id, ip: null });
    }
  }

  test('inside the notice of Settings the link refuses moving and cancelling, with a code and the centre to call', async () => {
    const visit = await booking(3, 'sinhala');
    await withNotice(100, async () => {
      const view = await manage({ token: visit.token });
      expect(view.body.data).toMatchObject({ can_cancel: false, notice_hours: 100 });
      const cancel = await manage({ token: visit.token, action: 'cancel' });
      expect(cancel).toMatchObject({ status: 409, body: { code: 'cancel_closed' } });
      expect(cancel.body.error).toMatch(
        /^Online cancellation closes 100 hours before the appointment\. Please call the center on \+94/,
      );
      const move = await manage({ token: visit.token, action: 'reschedule', slot_id: visit.otherSlot }, 'si');
      expect(move).toMatchObject({ status: 409, body: { code: 'move_closed' } });
      // In the patient's (the page's) language, with the hours and the phone.
      expect(move.body.error).toMatch(/100/);
      expect(move.body.error).toMatch(/\+94/);
      expect(move.body.error).not.toMatch(/Online changes/);
    });
    const status = await database()
      .db.selectFrom('appointments')
      .select(['status', 'slot_id'])
      .where('id', '=', visit.id)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('pending');
    // Outside the (default, 24-hour) notice the same link cancels.
    const cancelled = await manage({ token: visit.token, action: 'cancel' });
    expect(cancelled).toMatchObject({ status: 200, body: { data: { status: 'cancelled', notice_hours: 24 } } });
  });

  test('staff Confirm sends the patient one e-mail and one SMS in their language, once', async () => {
    const db = database().db;
    const visit = await booking(4, 'tamil');
    const admin = await createTestAdmin(db);
    const confirm = () =>
      changeAppointmentStatus(
        db,
        { id: visit.id, status: 'confirmed', expectedStatus: 'pending', reason: '', cancelledBy: 'staff' },
        { adminId: admin.id, ip: null, mayCorrect: false },
      ).then(
        () => 'confirmed',
        (error: { status?: number }) => error.status,
      );
    // Two staff press Confirm at once (the list and the day sheet): one wins, the other is told it changed.
    expect((await Promise.all([confirm(), confirm()])).sort()).toEqual([409, 'confirmed']);
    const row = await db
      .selectFrom('appointments')
      .select(['patient_email', 'patient_phone', 'reference'])
      .where('id', '=', visit.id)
      .executeTakeFirstOrThrow();
    const sent = await db
      .selectFrom('outbox_messages')
      .select(['channel', 'subject', 'body'])
      .where('recipient', 'in', [row.patient_email, row.patient_phone])
      .execute();
    expect(sent.map((message) => message.channel).sort()).toEqual(['email', 'sms']);
    const email = sent.find((message) => message.channel === 'email');
    const sms = sent.find((message) => message.channel === 'sms');
    expect(email?.subject).toBe(`உங்கள் சந்திப்பு ${row.reference} உறுதிசெய்யப்பட்டது`);
    expect(email?.body).toContain('/ta/appointment/manage#token=');
    expect(sms?.body).toContain(row.reference);
    expect(sms?.body).toContain('உறுதிசெய்யப்பட்டது');
  });
}
