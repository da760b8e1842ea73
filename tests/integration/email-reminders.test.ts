// The day-before reminder (e-mail and SMS together): queued from 09:00 Colombo for every live appointment tomorrow,
// never twice, never for a cancelled one (not even one cancelled during the night), and without the patient's
// health information.

import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { enqueueDayBeforeReminders } from '../../src/server/booking/day-before-reminder.ts';
import { hashManageToken, manageTokenFor } from '../../src/server/booking/manage-token.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { addDays, colomboInstant } from '../../src/shared/utils/colombo-time.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

const TODAY = '2026-11-21';
const TOMORROW = addDays(TODAY, 1);

const LINKED_ID = '7b0c2a52-5d1e-4f55-9a51-2f1c0e9d0001';

async function insertAppointment(db: Kysely<Database>, slotId: string, reference: string, cancelled: boolean) {
  await db
    .insertInto('appointments')
    .values({
      ...(cancelled ? {} : { id: LINKED_ID }),
      reference,
      slot_id: slotId,
      service_type: 'Herbal Medicine Consultation',
      patient_name: `Patient ${reference}`,
      patient_email: `${reference.toLowerCase()}@example.com`,
      patient_phone: '+94 71 555 0000',
      first_name: 'Patient',
      last_name: reference,
      health_conditions: 'Chronic migraine',
      current_medications: 'Propranolol',
      notes: 'Conditions: Chronic migraine',
      health_consent_at: new Date(),
      status: cancelled ? 'cancelled' : 'confirmed',
      // The live one carries the hash of its real private link, as a booking stores it.
      manage_token_hash: cancelled ? `hash-${reference}` : hashManageToken(manageTokenFor(LINKED_ID)),
    })
    .execute();
}

describe('day-before reminder e-mails', () => {
  let database: TestDatabase;
  let expected: string[];

  beforeAll(async () => {
    database = await createPGliteTestDatabase({ seed: true, now: colomboInstant(TODAY, '07:00') });
    const { db } = database;
    const slots = await db
      .selectFrom('appointment_slots')
      .select('id')
      .where('slot_date', '=', TOMORROW)
      .orderBy('slot_time')
      .limit(2)
      .execute();
    await insertAppointment(db, slots[0]?.id ?? '', 'WK-REM001', false);
    await insertAppointment(db, slots[1]?.id ?? '', 'WK-REM002', true);
    const live = await db
      .selectFrom('appointments as a')
      .innerJoin('appointment_slots as s', 's.id', 'a.slot_id')
      .select('a.patient_email')
      .where('s.slot_date', '=', TOMORROW)
      .where('a.status', 'in', ['pending', 'confirmed'])
      .execute();
    expected = live.map((row) => row.patient_email).sort();
  });
  afterAll(() => database.drop());

  const reminders = () =>
    database.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('channel', '=', 'email')
      .where('dedupe_key', 'like', 'email:booking-reminder:%')
      .execute();

  test('an appointment cancelled during the night gets no reminder by any channel', async () => {
    const { db } = database;
    const slot = await db
      .selectFrom('appointment_slots')
      .select('id')
      .where('slot_date', '=', TOMORROW)
      .orderBy('slot_time', 'desc')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('appointments')
      .values({
        reference: 'WK-NIGHT1',
        slot_id: slot.id,
        service_type: 'Herbal Medicine Consultation',
        patient_name: 'Night Canceller',
        patient_email: 'night@example.com',
        patient_phone: '077 555 0101',
        first_name: 'Night',
        last_name: 'Canceller',
        status: 'pending',
        manage_token_hash: 'hash-night',
      })
      .execute();
    // The scheduled pass runs every few minutes through the night.
    for (const time of ['00:05', '02:00', '08:55']) {
      expect(await enqueueDayBeforeReminders(db, colomboInstant(TODAY, time))).toBe(0);
    }
    await db.updateTable('appointments').set({ status: 'cancelled' }).where('reference', '=', 'WK-NIGHT1').execute();
    await enqueueDayBeforeReminders(db, colomboInstant(TODAY, '09:00'));
    const night = await db
      .selectFrom('outbox_messages')
      .select('channel')
      .where((eb) => eb.or([eb('recipient', '=', 'night@example.com'), eb('recipient', '=', '+94775550101')]))
      .execute();
    expect(night).toEqual([]);
  });

  test('each live appointment with a phone gets its SMS reminder with the e-mail', async () => {
    const sms = await database.db
      .selectFrom('outbox_messages')
      .select('recipient')
      .where('dedupe_key', 'like', 'reminder:%:sms')
      .execute();
    expect(sms.map((row) => row.recipient)).toContain('+94715550000');
    expect(sms).toHaveLength(expected.length);
  });

  test('from 09:00 each live appointment tomorrow gets one reminder, however often the pass runs', async () => {
    await enqueueDayBeforeReminders(database.db, colomboInstant(TODAY, '09:00'));
    await enqueueDayBeforeReminders(database.db, colomboInstant(TODAY, '09:05'));
    const rows = await reminders();
    expect(rows.map((row) => row.recipient).sort()).toEqual(expected);
    expect(rows.map((row) => row.recipient)).not.toContain('wk-rem002@example.com');

    const mine = rows.find((row) => row.recipient === 'wk-rem001@example.com');
    expect(mine?.subject).toMatch(/^Reminder: your appointment tomorrow at \d{1,2}:\d{2} (AM|PM)$/);
    expect(mine?.body).toContain('WK-REM001');
    expect(mine?.body).toContain('Sunday, 22 November 2026');
    expect(mine?.body).toContain(
      `See or cancel my appointment: https://www.helawedakama.lk/appointment/manage#token=${manageTokenFor(LINKED_ID)}`,
    );
    // A seeded appointment's stored hash matches no link this server can rebuild: it is pointed to its confirmation.
    const seeded = rows.find((row) => row.recipient !== 'wk-rem001@example.com');
    if (seeded) expect(seeded.body).toContain('the private link in your booking confirmation e-mail');
    for (const secret of ['migraine', 'Propranolol']) {
      expect(mine?.body).not.toContain(secret);
      expect(mine?.html).not.toContain(secret);
    }
  });
});
