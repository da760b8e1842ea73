// Every notification switch of the Settings screen, on and off, for each channel: the event happens through its
// domain function and the staff e-mail and SMS queued in the outbox are exactly what the switches say.
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Actor } from '../../src/server/admin/activity-log.ts';
import { bookAppointment } from '../../src/server/booking/book-appointment.ts';
import { cancelBooking, rescheduleBooking } from '../../src/server/booking/manage-booking.ts';
import { storeContactMessage } from '../../src/server/contact/contact-messages.ts';
import { provideDatabase } from '../../src/server/db/database.ts';
import { storeDonationPledge } from '../../src/server/donations/donation-pledges.ts';
import { insertPendingReview } from '../../src/server/reviews/review-queries.ts';
import { readSettings, saveSettings } from '../../src/server/settings/settings-queries.ts';
import { insertApplication } from '../../src/server/volunteer/application-queries.ts';
import { registerForEvent } from '../../src/server/volunteer/event-registration.ts';
import { bookingRequestSchema } from '../../src/shared/booking/booking-schema.ts';
import { contactMessageSchema } from '../../src/shared/contact/contact-schema.ts';
import { donationPledgeSchema } from '../../src/shared/donations/donation-schema.ts';
import { reviewFormSchema } from '../../src/shared/reviews/review-schema.ts';
import {
  DEFAULT_NOTIFICATIONS,
  NOTIFICATION_EVENTS,
  type NotificationEvent,
  type NotificationPreferences,
} from '../../src/shared/settings/settings-schema.ts';
import { addDays, colomboToday } from '../../src/shared/utils/colombo-time.ts';
import { parseApplicationSubmission } from '../../src/shared/volunteer/application-schema.ts';
import { eventRegistrationSchema } from '../../src/shared/volunteer/event-registration-schema.ts';
import { createTestAdmin } from '../support/admin-test-accounts.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

const STAFF_EMAIL = 'front-desk@wedakama.test';
const STAFF_NUMBER = '+94779998888';

let database: TestDatabase;
let savedStaffEmail: string | undefined;
let actor: Actor;
beforeAll(async () => {
  savedStaffEmail = process.env.STAFF_EMAIL;
  process.env.STAFF_EMAIL = STAFF_EMAIL;
  database = await createPGliteTestDatabase({ seed: true });
  provideDatabase(database.db);
  actor = { adminId: (await createTestAdmin(database.db)).id, ip: null };
});
afterAll(async () => {
  if (savedStaffEmail === undefined) delete process.env.STAFF_EMAIL;
  else process.env.STAFF_EMAIL = savedStaffEmail;
  provideDatabase(undefined);
  await database.drop();
});
beforeEach(async () => {
  await database.db.deleteFrom('outbox_messages').execute();
});

let counter = 0;
const unique = () => `${Date.now().toString(36)}${counter++}`;

async function book() {
  const db = database.db;
  const slot = await db
    .selectFrom('appointment_slots')
    .select('id')
    .where('slot_date', '>', addDays(colomboToday(), 2))
    .where('is_available', '=', true)
    .whereRef('current_bookings', '<', 'max_bookings')
    .orderBy(sql`md5(id::text || ${unique()})`)
    .executeTakeFirstOrThrow();
  const service = await db.selectFrom('services').select('id').executeTakeFirstOrThrow();
  const request = bookingRequestSchema.parse({
    slot_id: slot.id,
    first_name: 'Ruwan',
    last_name: 'Silva',
    patient_email: `ruwan.${unique()}@example.lk`,
    patient_phone: `077 7${String(counter).padStart(6, '0')}`,
    service_id: service.id,
  });
  // Each booking from its own patient and address, so the booking limits never answer in place of the switch.
  return bookAppointment(db, request, { clientAddress: `192.0.2.${counter % 250}` });
}

/** Makes the event happen once, as a visitor would. */
const EVENTS: Record<NotificationEvent, () => Promise<unknown>> = {
  new_appointment: book,
  appointment_cancelled: async () => {
    const { confirmation } = await book();
    await database.db.deleteFrom('outbox_messages').execute();
    await cancelBooking(database.db, confirmation.manage_url.split('token=')[1] ?? '');
  },
  appointment_moved: async () => {
    const { confirmation } = await book();
    const db = database.db;
    const from = await db
      .selectFrom('appointments as a')
      .innerJoin('appointment_slots as s', 's.id', 'a.slot_id')
      .select(['s.id', 's.medical_center_id'])
      .where('a.id', '=', confirmation.appointment_id)
      .executeTakeFirstOrThrow();
    const target = await db
      .selectFrom('appointment_slots')
      .select('id')
      .where('medical_center_id', '=', from.medical_center_id)
      .where('id', '<>', from.id)
      .where('slot_date', '>', addDays(colomboToday(), 2))
      .where('is_available', '=', true)
      .whereRef('current_bookings', '<', 'max_bookings')
      .orderBy(sql`md5(id::text || ${unique()})`)
      .executeTakeFirstOrThrow();
    await db.deleteFrom('outbox_messages').execute();
    await rescheduleBooking(db, confirmation.manage_url.split('token=')[1] ?? '', target.id);
  },
  new_review: () =>
    insertPendingReview(
      database.db,
      reviewFormSchema.parse({
        name: 'Nimali Perera',
        age: '42',
        profession: 'Teacher',
        location: 'Gampaha',
        email: 'nimali@example.com',
        phone: '+94 77 123 4567',
        condition: 'Chronic back pain',
        treatment: 'Herbal Medicine',
        duration: '1-2 months',
        rating: 5,
        reviewText: 'The herbal oils and the patient advice of the doctors eased my back pain within a few weeks.',
        consent: true,
      }),
    ),
  new_volunteer_application: () =>
    insertApplication(
      database.db,
      parseApplicationSubmission({
        first_name: 'Nimali',
        last_name: 'Perera',
        email: `nimali.${unique()}@example.com`,
        phone: '+94 77 123 4567',
        date_of_birth: '1998-04-12',
        nationality: 'Sri Lankan',
        country: 'Sri Lanka',
        city: 'Gampaha',
        program_id: 'community',
        preferred_start_date: addDays(colomboToday(), 30),
        duration: '3-months',
        flexibility: 'Weekends',
        relevant_experience: 'First-aid volunteer with the Red Cross for two years.',
        motivation: 'I want to help bring traditional care to villages.',
        expectations: 'Learn how health camps are organised.',
        previous_volunteering: '',
        medical_conditions: 'Mild asthma',
        dietary_requirements: '',
        emergency_contact_name: 'Sunil Perera',
        emergency_contact_phone: '+94 71 765 4321',
        emergency_contact_relation: 'Father',
        agreement_accepted: true,
        event_type: 'community',
      }),
    ),
  new_event_registration: () =>
    registerForEvent(
      database.db,
      eventRegistrationSchema.parse({
        event_id: 'avurudu-cultural-festival',
        name: 'Kamal Dias',
        email: `kamal.${unique()}@example.com`,
        phone: '0771234567',
      }),
      new Date('2026-12-01T06:00:00Z'),
    ),
  new_contact_message: () =>
    storeContactMessage(
      database.db,
      contactMessageSchema.parse({
        name: 'Nimali Perera',
        phone: '+94 77 123 4567',
        email: 'nimali@example.lk',
        subject: 'treatment',
        message: 'Is the Nittambuwa centre open on Poya days?',
      }),
    ),
  new_donation_pledge: () =>
    storeDonationPledge(
      database.db,
      donationPledgeSchema.parse({
        amount: 2500,
        donationType: 'monthly',
        paymentMethod: 'bank',
        donorName: 'Kasun Jayawardena',
        email: 'kasun@example.lk',
        phone: '',
        isAnonymous: false,
        message: '',
      }),
    ),
};

/** Every switch off except the one under test. */
function onlyThis(event: NotificationEvent, channel: 'sms' | 'email', on: boolean): NotificationPreferences {
  const off = Object.fromEntries(
    (Object.keys(NOTIFICATION_EVENTS) as NotificationEvent[]).map((key) => [key, { sms: false, email: false }]),
  ) as NotificationPreferences;
  return { ...off, [event]: { sms: false, email: false, [channel]: on } };
}

async function staffMessages() {
  return database.db
    .selectFrom('outbox_messages')
    .select(['channel', 'recipient', 'subject', 'body'])
    .where('recipient', 'in', [STAFF_EMAIL, STAFF_NUMBER])
    .execute();
}

const cases = (Object.keys(NOTIFICATION_EVENTS) as NotificationEvent[]).flatMap((event) =>
  (['email', 'sms'] as const).flatMap((channel) => [true, false].map((on) => [event, channel, on] as const)),
);

describe('each notification switch changes what staff are sent', () => {
  test.each(cases)('%s by %s switched %s', async (event, channel, on) => {
    await saveSettings(
      database.db,
      {
        adminSmsNumber: '077 999 8888',
        smsAbroad: false,
        patientNoticeHours: 24,
        waitlistHoldMinutes: 30,
        notifications: onlyThis(event, channel, on),
      },
      actor,
    );
    // The number typed the local way is read back in E.164.
    expect((await readSettings(database.db)).adminSmsNumber).toBe(STAFF_NUMBER);
    await EVENTS[event]();
    const sent = await staffMessages();
    expect(sent.map((message) => message.channel)).toEqual(on ? [channel] : []);
    for (const message of sent) {
      // Never health information in a staff alert.
      expect(`${message.subject} ${message.body}`).not.toMatch(/asthma|back pain/i);
    }
  });
});

describe('a fresh install', () => {
  test('tells staff of new bookings and contact messages by e-mail, and of bookings by SMS', async () => {
    await database.db.deleteFrom('app_settings').execute();
    process.env.ADMIN_SMS_NUMBER = STAFF_NUMBER;
    try {
      expect((await readSettings(database.db)).notifications).toEqual(DEFAULT_NOTIFICATIONS);
      await EVENTS.new_appointment();
      expect((await staffMessages()).map((message) => message.channel).sort()).toEqual(['email', 'sms']);
      await database.db.deleteFrom('outbox_messages').execute();
      await EVENTS.new_contact_message();
      expect((await staffMessages()).map((message) => message.channel)).toEqual(['email']);
    } finally {
      delete process.env.ADMIN_SMS_NUMBER;
    }
  });

  test('preferences saved before an event existed keep their switches and give the new event its default', async () => {
    const { new_donation_pledge: _left, ...older } = onlyThis('new_review', 'sms', true);
    await database.db
      .insertInto('app_settings')
      .values({ key: 'notifications', value: JSON.stringify(older) })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: JSON.stringify(older) }))
      .execute();
    const { notifications } = await readSettings(database.db);
    expect(notifications.new_review).toEqual({ sms: true, email: false });
    expect(notifications.new_donation_pledge).toEqual(DEFAULT_NOTIFICATIONS.new_donation_pledge);
  });
});
