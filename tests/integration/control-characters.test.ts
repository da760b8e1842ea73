// A NUL byte (or any control character, or a lone UTF-16 surrogate) in any text field of any POST a client can make
// answers 400 naming the field, and stores nothing; it used to reach PostgreSQL and answer 500 ("invalid byte
// sequence for encoding").
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import adminLogin from '../../netlify/functions/admin-login.ts';
import manageHandler from '../../netlify/functions/appointment-manage.ts';
import slotsHandler from '../../netlify/functions/appointment-slots.ts';
import contactHandler from '../../netlify/functions/contact.ts';
import donationsHandler from '../../netlify/functions/donations.ts';
import newsletterHandler from '../../netlify/functions/newsletter.ts';
import reviewsHandler from '../../netlify/functions/reviews.ts';
import volunteerHandler from '../../netlify/functions/volunteer.ts';
import { provideDatabase } from '../../src/server/db/database.ts';
import { addDays, colomboToday } from '../../src/shared/utils/colombo-time.ts';
import { settleBackgroundWork, testContext } from '../support/netlify-context.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
let slotId: string;
let serviceId: string;
beforeAll(async () => {
  database = await createPGliteTestDatabase({ seed: true });
  provideDatabase(database.db);
  slotId = (
    await database.db
      .selectFrom('appointment_slots')
      .select('id')
      .where('slot_date', '>', colomboToday())
      .where('is_available', '=', true)
      .executeTakeFirstOrThrow()
  ).id;
  serviceId = (await database.db.selectFrom('services').select('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await settleBackgroundWork();
  provideDatabase(undefined);
  await database.drop();
});

type Handler = typeof contactHandler;
interface Endpoint {
  handler: Handler;
  path: string;
  body: () => Record<string, unknown>;
}

const ENDPOINTS: Record<string, Endpoint> = {
  contact: {
    handler: contactHandler,
    path: '/api/contact',
    body: () => ({
      name: 'Nimali Perera',
      phone: '+94 77 123 4567',
      email: 'nimali@example.lk',
      subject: 'treatment',
      message: 'Do you treat chronic back pain?',
    }),
  },
  donation: {
    handler: donationsHandler,
    path: '/api/donations',
    body: () => ({
      amount: 2500,
      donationType: 'monthly',
      paymentMethod: 'bank',
      donorName: 'Kasun Jayawardena',
      email: 'kasun@example.lk',
      phone: '0771234567',
      isAnonymous: false,
      message: 'For the rural health camps.',
    }),
  },
  newsletter: { handler: newsletterHandler, path: '/api/newsletter', body: () => ({ email: 'reader@example.lk' }) },
  review: {
    handler: reviewsHandler,
    path: '/api/reviews',
    body: () => ({
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
  },
  'volunteer application': {
    handler: volunteerHandler,
    path: '/api/volunteer?action=submit-application',
    body: () => ({
      first_name: 'Nimali',
      last_name: 'Perera',
      email: 'nimali.volunteer@example.com',
      phone: '+94 77 123 4567',
      date_of_birth: '1998-04-12',
      nationality: 'Sri Lankan',
      country: 'Sri Lanka',
      city: 'Gampaha',
      program_id: 'community',
      preferred_start_date: addDays(colomboToday(), 30),
      duration: '3-months',
      flexibility: 'Weekends',
      relevant_experience: 'First aid.',
      motivation: 'To help.',
      expectations: 'To learn.',
      previous_volunteering: 'Red Cross',
      medical_conditions: 'None',
      dietary_requirements: 'Vegetarian',
      emergency_contact_name: 'Sunil Perera',
      emergency_contact_phone: '+94 71 765 4321',
      emergency_contact_relation: 'Father',
      agreement_accepted: true,
    }),
  },
  'event registration': {
    handler: volunteerHandler,
    path: '/api/volunteer?action=register-event',
    body: () => ({ event_id: 'community-health-fair', name: 'Kamal', email: 'k@example.com', phone: '0771234567' }),
  },
  feedback: {
    handler: volunteerHandler,
    path: '/api/volunteer?action=submit-feedback',
    body: () => ({
      volunteer_name: 'Someone Real',
      email: 'real@example.com',
      program_id: 'cultural',
      rating: 4,
      feedback_text: 'A wonderful month.',
      suggestions: 'More tea.',
      would_recommend: true,
    }),
  },
  booking: {
    handler: slotsHandler,
    path: '/api/appointment-slots',
    body: () => ({
      slot_id: slotId,
      first_name: 'Nimali',
      last_name: 'Perera',
      patient_name: 'Nimali Perera',
      patient_email: 'nimali.booking@example.lk',
      patient_phone: '077 123 4567',
      date_of_birth: '1980-04-12',
      gender: 'female',
      service_id: serviceId,
      service_type: 'Herbal Medicine',
      notes: 'Knee pain',
      preferred_language: 'sinhala',
      how_did_you_hear: 'google',
      health_conditions: 'Arthritis',
      current_medications: 'None',
      emergency_contact: 'Sunil',
      emergency_phone: '071 765 4321',
      health_consent: true,
      idempotency_key: 'key-0123456789',
    }),
  },
  'booking management': {
    handler: manageHandler,
    path: '/api/appointment-manage',
    body: () => ({ token: 'a'.repeat(43), action: 'view' }),
  },
  'admin login': {
    handler: adminLogin,
    path: '/api/admin/login',
    body: () => ({ email: 'admin@wedakama.test', password: 'a long password' }),
  },
};

let addresses = 0;
/** A POST of `text` as it is, each from an address of its own (the limits count per address). */
const postText = (endpoint: Endpoint, text: string) =>
  endpoint.handler(
    new Request(`http://localhost${endpoint.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost' },
      body: text,
    }),
    testContext({ ip: `198.19.${Math.floor(++addresses / 250)}.${addresses % 250}` }),
  );
const post = (endpoint: Endpoint, body: unknown) => postText(endpoint, JSON.stringify(body));

/** Every text field of every endpoint, each with a NUL in the middle and with other control characters. */
const CASES = Object.entries(ENDPOINTS).flatMap(([name, endpoint]) =>
  Object.entries(endpoint.body())
    .filter(([, value]) => typeof value === 'string')
    .map(([field]) => [name, field] as const),
);

const storedRows = async () => {
  const tables = ['contact_messages', 'donation_pledges', 'newsletter_subscribers', 'reviews', 'appointments'];
  const counts = await Promise.all(
    tables.map((table) => sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(database.db)),
  );
  return counts.map((result) => result.rows[0]?.n);
};

describe('a control character in any text field', () => {
  test('covers every public POST (and the admin login)', () => {
    expect(CASES.length).toBeGreaterThan(60);
  });

  test.each(CASES)(
    '%s: %s with a NUL byte or a lone surrogate answers 400 naming the field, and stores nothing',
    async (name, field) => {
      const endpoint = ENDPOINTS[name] as Endpoint;
      const before = await storedRows();
      const body = endpoint.body();
      const value = String(body[field]);
      // A NUL, an escape, and each half of a surrogate pair alone (PostgreSQL stores none of them).
      for (const control of ['\u0000', '\u001b', '\ud800', '\udc00']) {
        const response = await post(endpoint, { ...body, [field]: `${value.slice(0, 3)}${control}${value.slice(3)}` });
        expect(response.status).toBe(400);
        expect((await response.json()).fields).toEqual({
          [field]: 'Please remove the invisible control characters from this text',
        });
      }
      expect(await storedRows()).toEqual(before);
    },
  );
});

// The check walks the whole body, at any depth: a recursive walk ran out of stack on a deeply nested one and
// answered 500. (Sent as text: JSON.stringify itself cannot write such a body.)
test.each(Object.keys(ENDPOINTS))(
  '%s: a body nested 20,000 levels deep answers 400 and stores nothing',
  async (name) => {
    const endpoint = ENDPOINTS[name] as Endpoint;
    const before = await storedRows();
    const depth = 20_000;
    for (const body of [
      `${'['.repeat(depth)}${']'.repeat(depth)}`,
      `${'{"a":'.repeat(depth)}"\\u0000"${'}'.repeat(depth)}`,
    ]) {
      const response = await postText(endpoint, body);
      expect(response.status).toBe(400);
    }
    expect(await storedRows()).toEqual(before);
  },
);
