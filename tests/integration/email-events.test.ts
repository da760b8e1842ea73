// The staff decisions that owe someone an e-mail queue it in the same transaction: a cancelled appointment, an
// accepted or rejected volunteer application (by either admin endpoint); other changes queue none.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { changeAppointmentStatus } from '../../src/server/booking/appointment-queries.ts';
import { updateApplicationStatus } from '../../src/server/volunteer/application-queries.ts';
import { changeApplicationStatus } from '../../src/server/volunteer/volunteer-admin-queries.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
let adminId: string;

beforeAll(async () => {
  database = await createPGliteTestDatabase({ seed: true });
  const admin = await database.db
    .insertInto('admin_users')
    .values({ email: 'staff-email-test@wedakama.local', password_hash: 'not-used', role: 'admin' })
    .returning('id')
    .executeTakeFirstOrThrow();
  adminId = admin.id;
});
afterAll(() => database.drop());

const outboxFor = (prefix: string) =>
  database.db.selectFrom('outbox_messages').selectAll().where('dedupe_key', 'like', `${prefix}%`).execute();

const pendingApplication = () =>
  database.db
    .selectFrom('volunteer_applications')
    .select(['id', 'email', 'first_name'])
    .where('status', '=', 'pending')
    .orderBy('created_at')
    .executeTakeFirstOrThrow();

describe('e-mails of staff decisions', () => {
  test.each([
    ['english', 'has had to cancel your appointment', 'https://www.helawedakama.lk/appointment'],
    ['sinhala', 'ඔබේ වෛද්‍ය හමුව අවලංගු කිරීමට සිදු විය', 'https://www.helawedakama.lk/si/appointment'],
    ['tamil', 'உங்கள் சந்திப்பை ரத்துசெய்ய வேண்டியதாயிற்று', 'https://www.helawedakama.lk/ta/appointment'],
  ] as const)(
    'staff cancelling an appointment tells the patient, once, in their language (%s)',
    async (language, says, bookAgain) => {
      const appointment = await database.db
        .selectFrom('appointments')
        .select(['id', 'reference', 'patient_email', 'status'])
        .where('status', '=', 'pending')
        .where('preferred_language', '=', language)
        .orderBy('reference')
        .executeTakeFirstOrThrow();
      await changeAppointmentStatus(
        database.db,
        {
          id: appointment.id,
          status: 'cancelled',
          expectedStatus: 'pending',
          reason: 'The doctor is away that day',
          cancelledBy: 'staff',
        },
        { adminId, ip: null, mayCorrect: false },
      );
      const mails = await outboxFor(`email:booking-cancelled:${appointment.reference}`);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.recipient).toBe(appointment.patient_email);
      expect(mails[0]?.body).toContain(says);
      expect(mails[0]?.body).toContain('The doctor is away that day');
      // And an SMS in the same language, for a patient whose e-mail may not reach them.
      const sms = await database.db
        .selectFrom('outbox_messages')
        .select(['channel', 'body'])
        .where('dedupe_key', '=', `cancel:${appointment.id}:patient`)
        .execute();
      expect(sms).toHaveLength(1);
      expect(sms[0]?.body).toContain(appointment.reference);
      expect(sms[0]?.body).toContain(
        { english: 'is cancelled', sinhala: 'අවලංගු කර ඇත', tamil: 'ரத்துசெய்யப்பட்டது' }[language],
      );
      expect(mails[0]?.body).toContain(`: ${bookAgain}\n`);
    },
  );

  test('confirming an appointment sends no cancellation', async () => {
    const appointment = await database.db
      .selectFrom('appointments')
      .select(['id', 'reference'])
      .where('status', '=', 'pending')
      .orderBy('reference')
      .executeTakeFirstOrThrow();
    await changeAppointmentStatus(
      database.db,
      { id: appointment.id, status: 'confirmed', expectedStatus: 'pending', reason: '', cancelledBy: 'staff' },
      { adminId, ip: null, mayCorrect: false },
    );
    expect(await outboxFor(`email:booking-cancelled:${appointment.reference}`)).toHaveLength(0);
  });

  test('the admin screen: waitlisting tells nobody, accepting tells the applicant once', async () => {
    const application = await pendingApplication();
    await changeApplicationStatus(database.db, { id: application.id, status: 'waitlisted' }, { adminId, ip: null });
    expect(await outboxFor(`email:volunteer-application-%:${application.id}`)).toHaveLength(0);

    await changeApplicationStatus(database.db, { id: application.id, status: 'accepted' }, { adminId, ip: null });
    const mails = await outboxFor(`email:volunteer-application-%:${application.id}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      recipient: application.email,
      subject: 'Welcome: your volunteer application is accepted',
      dedupe_key: `email:volunteer-application-accepted:${application.id}`,
    });
    expect(mails[0]?.body).toContain(`Dear ${application.first_name},`);
  });

  test('the volunteer API rejecting an application tells the applicant', async () => {
    const application = await pendingApplication();
    await updateApplicationStatus(database.db, { id: application.id, status: 'rejected' }, { adminId, ip: null });
    const mails = await outboxFor(`email:volunteer-application-%:${application.id}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: application.email, subject: 'About your volunteer application' });
  });
});
