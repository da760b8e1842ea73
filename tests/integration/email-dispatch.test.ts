// E-mail through the outbox, end to end on the real handlers: with the SMTP server down, booking, cancelling and
// writing to the contact page all succeed and their e-mails wait with a later retry time; once the server is back
// the dispatcher delivers each one exactly once, however often it runs.
import type { Context } from '@netlify/functions';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import manageHandler from '../../netlify/functions/appointment-manage.ts';
import slotsHandler from '../../netlify/functions/appointment-slots.ts';
import contactHandler from '../../netlify/functions/contact.ts';
import { provideDatabase } from '../../src/server/db/database.ts';
import { emailSender } from '../../src/server/email/email-sender.ts';
import { dispatchOutbox, retryDelaySeconds } from '../../src/server/outbox/dispatch.ts';
import { addDays, colomboToday } from '../../src/shared/utils/colombo-time.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../support/smtp-test-server.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
let smtp: SmtpTestServer;
const pending: Promise<unknown>[] = [];
const context = {
  ip: '203.0.113.20',
  waitUntil: (promise: Promise<unknown>) => pending.push(promise),
} as unknown as Context;
const savedEnv = { ...process.env };

beforeAll(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
  smtp = await startSmtpTestServer();
  await smtp.stop(); // the mail server starts out unreachable
  Object.assign(process.env, { SMTP_URL: smtp.url, MAIL_FROM: 'Hela Wedakama <no-reply@helawedakama.lk>' });
  delete process.env.STAFF_EMAIL;
  database = await createPGliteTestDatabase({ seed: true });
  provideDatabase(database.db);
});
afterAll(async () => {
  await Promise.allSettled(pending);
  process.env = savedEnv;
  provideDatabase(undefined);
  await database.drop();
  await smtp.stop().catch(() => {});
  vi.restoreAllMocks();
});

const post = (handler: (request: Request, context: Context) => Promise<Response>, path: string, body: unknown) =>
  handler(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
    context,
  );

const emailRows = () =>
  database.db.selectFrom('outbox_messages').selectAll().where('channel', '=', 'email').orderBy('dedupe_key').execute();

const later = () => new Date(Date.now() + 10 * 60_000);

describe('e-mail through the outbox', () => {
  let reference = '';

  test('with the mail server down, the patient books and cancels and a visitor writes: all succeed', async () => {
    const slot = await database.db
      .selectFrom('appointment_slots')
      .select('id')
      .where('slot_date', '>', addDays(colomboToday(), 1))
      .where('is_available', '=', true)
      .where('current_bookings', '=', 0)
      .orderBy(sql`md5(id::text || 'email')`)
      .executeTakeFirstOrThrow();
    const service = await database.db.selectFrom('services').select('id').executeTakeFirstOrThrow();
    const booked = await post(slotsHandler, '/api/appointment-slots', {
      slot_id: slot.id,
      first_name: 'Dilini',
      last_name: 'Wickramasinghe',
      patient_email: 'dilini@example.lk',
      patient_phone: '077 123 4567',
      service_id: service.id,
      health_conditions: 'Psoriasis',
      health_consent: true,
    });
    expect(booked.status).toBe(201);
    const confirmation = (await booked.json()) as { reference: string; manage_url: string };
    reference = confirmation.reference;

    const token = new URL(confirmation.manage_url, 'http://localhost').hash.replace('#token=', '');
    const cancelled = await post(manageHandler, '/api/appointment-manage', { token, action: 'cancel' });
    expect(cancelled.status).toBe(200);

    const contact = await post(contactHandler, '/api/contact', {
      name: 'Chaminda Rajapaksa',
      phone: '071 555 1234',
      email: 'chaminda@example.org',
      subject: 'general',
      message: 'Do you have parking at the Kandy centre?',
    });
    expect(contact.status).toBe(201);

    await Promise.allSettled(pending.splice(0)); // the dispatcher kicked after the booking and the cancellation
    await dispatchOutbox(database.db, { senders: { email: emailSender() } }); // and a scheduled run
    const rows = await emailRows();
    expect(rows.map((row) => row.dedupe_key)).toEqual([
      `email:booking-cancelled:${reference}`,
      `email:booking-confirmation:${reference}`,
      expect.stringMatching(/^email:contact-received:/),
      expect.stringMatching(/^email:contact-staff-notification:/),
      // Staff are told of a new booking and of a cancellation by e-mail by default (the Settings switches).
      expect.stringMatching(/^email:staff-alert:appointment_cancelled:/),
      expect.stringMatching(/^email:staff-alert:new_appointment:/),
    ]);
    for (const row of rows) {
      expect(row.status).toBe('pending');
      expect(row.attempts).toBeGreaterThanOrEqual(1);
      expect(row.last_error).toBeTruthy();
      expect(row.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + (retryDelaySeconds(1) - 5) * 1000);
    }
    expect(smtp.received).toHaveLength(0);
  });

  test('the server back: two dispatcher runs deliver each e-mail exactly once', async () => {
    await smtp.restart();
    const first = await dispatchOutbox(database.db, { senders: { email: emailSender() }, now: later });
    const second = await dispatchOutbox(database.db, { senders: { email: emailSender() }, now: later });
    expect(first).toEqual({ sent: 6, retrying: 0, failed: 0 });
    expect(second).toEqual({ sent: 0, retrying: 0, failed: 0 });

    const rows = await emailRows();
    expect(rows.every((row) => row.status === 'sent' && row.sent_at && row.provider_id)).toBe(true);
    expect(smtp.received).toHaveLength(6);
    const byRecipient = (address: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(address));

    const patient = byRecipient('dilini@example.lk');
    expect(patient.map((mail) => mail.parsed.subject).sort()).toEqual([
      `Your appointment ${reference} is booked`,
      `Your appointment ${reference} is cancelled`,
    ]);
    const booked = patient.find((mail) => mail.parsed.subject?.endsWith('is booked'));
    expect(booked?.parsed.attachments.map((file) => file.filename)).toEqual([`appointment-${reference}.ics`]);
    expect(booked?.parsed.text).toContain('Dr. ');
    expect(booked?.parsed.text).toContain('/appointment/manage#token=');
    const cancelledMail = patient.find((mail) => mail.parsed.subject?.endsWith('is cancelled'));
    expect(cancelledMail?.parsed.text).toContain('As you asked, we have cancelled your appointment.');
    for (const mail of patient) {
      expect(mail.parsed.text).not.toContain('Psoriasis');
      expect(mail.parsed.html).not.toContain('Psoriasis');
    }

    expect(byRecipient('chaminda@example.org').map((mail) => mail.parsed.subject)).toEqual([
      'We received your message',
    ]);
    const staff = byRecipient('info@helawedakama.lk');
    expect(staff).toHaveLength(3);
    const contactNotice = staff.filter((mail) =>
      mail.parsed.text?.includes('Do you have parking at the Kandy centre?'),
    );
    expect(contactNotice).toHaveLength(1);
    // The staff alerts of the booking and its cancellation name the reference, never the health information.
    const alerts = staff.filter((mail) => mail !== contactNotice[0]);
    for (const mail of alerts) {
      expect(mail.parsed.text).toContain(reference);
      expect(mail.parsed.text).not.toContain('Psoriasis');
    }
  });
});
