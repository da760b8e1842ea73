// Every e-mail the product sends, through the real transport to a real SMTP server on 127.0.0.1: it arrives once,
// to the right person, with the right subject, text and attachment. Without SMTP_URL it becomes an .eml file.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type AppointmentEmailData,
  bookingCancelledEmail,
  bookingConfirmationEmail,
  bookingReminderEmail,
  contactReceivedEmail,
  contactStaffNotificationEmail,
  donationPledgeEmail,
  volunteerApplicationReceivedEmail,
  volunteerDecisionEmail,
} from '../../src/server/email/messages.ts';
import { sendOutboxEmail } from '../../src/server/email/transport.ts';
import type { WrittenMessage } from '../../src/server/outbox/enqueue.ts';
import { PermanentSendError } from '../../src/server/outbox/sender.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../support/smtp-test-server.ts';

const appointment: AppointmentEmailData = {
  reference: 'WK-7H3K9Q',
  patientName: 'Amara Silva',
  patientEmail: 'amara.silva@example.com',
  date: '2026-11-23',
  time: '10:30:00',
  doctor: 'Dr. Nimal Perera',
  centre: {
    name: 'Wedakama Colombo Healing Center',
    address: 'No. 42, Ward Place, Colombo 07',
    phone: '+94 11 269 4812',
  },
  service: 'Panchakarma Therapy',
  locale: 'en',
};
const manageUrl = 'https://www.helawedakama.lk/appointment/manage?token=abc123';
const contact = {
  id: 'c0ffee00-0000-4000-8000-000000000001',
  name: 'Nadeesha Fernando',
  email: 'nadeesha@example.org',
  phone: '+94 77 123 4567',
  subject: 'pricing' as const,
  message: 'How much is a Panchakarma programme?',
  receivedAt: new Date('2026-11-21T10:00:00Z'),
};
const volunteer = {
  id: 'c0ffee00-0000-4000-8000-000000000002',
  firstName: 'Lena',
  email: 'lena@example.de',
  programId: 'community' as const,
  preferredStartDate: '2027-01-11',
};

// Each message, who must get it, and a sentence its text must carry.
const cases: [string, WrittenMessage, string, string, RegExp][] = [
  [
    'booking confirmation',
    bookingConfirmationEmail({ ...appointment, manageUrl }),
    'amara.silva@example.com',
    'Your appointment WK-7H3K9Q is booked',
    /Monday, 23 November 2026[\s\S]*10:30 AM[\s\S]*arrive 15 minutes early[\s\S]*abc123/,
  ],
  [
    'booking cancelled by staff',
    bookingCancelledEmail(appointment, 'staff'),
    'amara.silva@example.com',
    'Your appointment WK-7H3K9Q is cancelled',
    /has had to cancel your appointment/,
  ],
  [
    'booking reminder',
    bookingReminderEmail({ ...appointment, manageUrl }),
    'amara.silva@example.com',
    'Reminder: your appointment tomorrow at 10:30 AM',
    /See or cancel my appointment: https:\/\/www\.helawedakama\.lk\/appointment\/manage\?token=abc123/,
  ],
  [
    'contact received',
    contactReceivedEmail(contact),
    'nadeesha@example.org',
    'We received your message',
    /"Pricing and payments"[\s\S]*within 24 hours/,
  ],
  [
    'contact staff notification',
    contactStaffNotificationEmail(contact),
    'info@helawedakama.lk',
    'New contact message: Pricing and payments from Nadeesha Fernando',
    /How much is a Panchakarma programme\?/,
  ],
  [
    'volunteer application received',
    volunteerApplicationReceivedEmail(volunteer),
    'lena@example.de',
    'We received your volunteer application',
    /Community Health Outreach[\s\S]*5-7 business days/,
  ],
  [
    'volunteer application accepted',
    volunteerDecisionEmail(volunteer, 'accepted'),
    'lena@example.de',
    'Welcome: your volunteer application is accepted',
    /has been accepted[\s\S]*Monday, 11 January 2027/,
  ],
  [
    'volunteer application rejected',
    volunteerDecisionEmail(volunteer, 'rejected'),
    'lena@example.de',
    'About your volunteer application',
    /cannot offer you a place/,
  ],
  [
    'donation pledge by bank transfer',
    donationPledgeEmail({
      reference: 'DN-4KQ7ZP',
      donorName: 'Kamal Jayasuriya',
      email: 'kamal@example.lk',
      amount: 2500,
      donationType: 'one-time',
      paymentMethod: 'bank',
    }),
    'kamal@example.lk',
    'Thank you for your donation pledge DN-4KQ7ZP',
    /LKR 2,500[\s\S]*Account number: 0081 2345 6789/,
  ],
];

describe('sending through SMTP', () => {
  let smtp: SmtpTestServer;
  const env = { MAIL_FROM: 'Hela Wedakama <no-reply@helawedakama.lk>' } as NodeJS.ProcessEnv;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    env.SMTP_URL = smtp.url;
  });
  afterAll(() => smtp.stop());

  test.each(cases)('%s arrives once with its recipient, subject and text', async (name, message, to, subject, text) => {
    const id = `test-${name.replaceAll(' ', '-')}`;
    await sendOutboxEmail(
      {
        id,
        recipient: message.recipient,
        subject: message.subject ?? null,
        body: message.body,
        html: message.html ?? null,
        attachments: message.attachments ?? [],
      },
      { env },
    );
    const arrived = smtp.received.filter((mail) => mail.parsed.messageId === `<outbox-${id}@helawedakama.lk>`);
    expect(arrived).toHaveLength(1);
    const [mail] = arrived;
    expect(mail?.envelopeTo).toEqual([to]);
    expect(mail?.parsed.to?.[0]).toMatchObject({ address: to });
    expect(mail?.parsed.from).toMatchObject({ name: 'Hela Wedakama', address: 'no-reply@helawedakama.lk' });
    expect(mail?.parsed.subject).toBe(subject);
    expect(mail?.parsed.text).toMatch(text);
    expect(mail?.parsed.text).toContain('No. 48, Kandy Road, Nittambuwa');
    expect(mail?.parsed.html).toContain('Hela Wedakama');
  });

  test('the booking confirmation carries the appointment as a calendar file', async () => {
    const message = bookingConfirmationEmail({ ...appointment, manageUrl });
    await sendOutboxEmail(
      {
        id: 'test-ics',
        recipient: message.recipient,
        subject: message.subject ?? null,
        body: message.body,
        html: message.html ?? null,
        attachments: message.attachments ?? [],
      },
      { env },
    );
    const mail = smtp.received.find((item) => item.parsed.messageId === '<outbox-test-ics@helawedakama.lk>');
    expect(mail?.parsed.attachments).toHaveLength(1);
    const [attachment] = mail?.parsed.attachments ?? [];
    expect(attachment?.filename).toBe('appointment-WK-7H3K9Q.ics');
    expect(attachment?.mimeType).toBe('text/calendar');
    const ics = new TextDecoder().decode(attachment?.content as ArrayBuffer);
    // (the parser turns the file's CRLF line ends into \n; tests/unit/appointment-calendar.test.ts checks the bytes)
    // The same UID as the confirmation screen's "Add to calendar" file, so adding both gives one event.
    expect(ics).toMatch(/^UID:WK-7H3K9Q@helawedakama\.lk$/m);
    // 10:30 in Colombo (UTC+05:30) is 05:00 UTC.
    expect(ics).toMatch(/^DTSTART:20261123T050000Z$/m);
  });

  test.each([
    'first@probe.test,second@evil.example',
    'first@probe.test, second@evil.example',
    'first@probe.test;second@evil.example',
    'Boss <boss@evil.example>, first@probe.test',
  ])('a recipient list (%s) is refused for good and nothing is sent', async (recipient) => {
    const before = smtp.received.length;
    const message = contactReceivedEmail(contact);
    await expect(
      sendOutboxEmail(
        {
          id: 'test-list',
          recipient,
          subject: message.subject ?? null,
          body: message.body,
          html: null,
          attachments: [],
        },
        { env },
      ),
    ).rejects.toBeInstanceOf(PermanentSendError);
    expect(smtp.received.length).toBe(before);
  });

  test('an unreachable server fails the send, so the dispatcher keeps the message for later', async () => {
    const down = await startSmtpTestServer();
    await down.stop();
    const message = contactReceivedEmail(contact);
    await expect(
      sendOutboxEmail(
        {
          id: 'test-down',
          recipient: message.recipient,
          subject: message.subject ?? null,
          body: message.body,
          html: null,
          attachments: [],
        },
        { env: { ...env, SMTP_URL: down.url } },
      ),
    ).rejects.toThrow();
  });
});

describe('without SMTP_URL', () => {
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'outbox-mail-'));
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  test('writes the message as an .eml file and logs only the domain and the subject', async () => {
    const message = bookingConfirmationEmail({ ...appointment, manageUrl });
    const lines: string[] = [];
    await sendOutboxEmail(
      {
        id: 'test-eml',
        recipient: message.recipient,
        subject: message.subject ?? null,
        body: message.body,
        html: message.html ?? null,
        attachments: message.attachments ?? [],
      },
      { env: {}, dropDirectory: directory, log: (line) => lines.push(line) },
    );
    const files = await readdir(directory);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/test-eml\.eml$/);
    const parsed = await PostalMime.parse(await readFile(path.join(directory, files[0] ?? '')));
    expect(parsed.to?.[0]).toMatchObject({ address: 'amara.silva@example.com' });
    expect(parsed.subject).toBe('Your appointment WK-7H3K9Q is booked');
    expect(parsed.attachments[0]?.filename).toBe('appointment-WK-7H3K9Q.ics');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('@example.com');
    expect(lines[0]).toContain('Your appointment WK-7H3K9Q is booked');
    expect(lines[0]).not.toContain('amara.silva');
  });
});
