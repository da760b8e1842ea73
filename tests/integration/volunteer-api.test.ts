import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import handler from '../../netlify/functions/volunteer.ts';
import { upsertAdmin } from '../../src/server/admin/admin-accounts.ts';
import { createSession, SESSION_COOKIE } from '../../src/server/admin/sessions.ts';
import { provideDatabase } from '../../src/server/db/database.ts';
import { addDays, colomboToday } from '../../src/shared/utils/colombo-time.ts';
import { testContext } from '../support/netlify-context.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
let nextIp = 1;
beforeAll(async () => {
  database = await createPGliteTestDatabase({ seed: true });
  provideDatabase(database.db);
});
afterAll(async () => {
  provideDatabase(undefined);
  await database.drop();
});

const BASE = 'http://localhost/api/volunteer';
// Each call comes from its own address so the per-address rate limits stay out of the way of these tests.
const call = (request: Request) => handler(request, testContext({ ip: `198.51.100.${nextIp++ % 250}` }));
const get = (query: string, headers: Record<string, string> = {}) => call(new Request(`${BASE}?${query}`, { headers }));
const post = (action: string, body: unknown, headers: Record<string, string> = {}) =>
  call(
    new Request(`${BASE}?action=${action}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

const validApplication = () => ({
  first_name: 'Nimali',
  last_name: 'Perera',
  email: `nimali.${Math.random().toString(36).slice(2)}@example.com`,
  phone: '+94 77 123 4567',
  date_of_birth: '1998-04-12',
  nationality: 'Sri Lankan',
  country: 'Sri Lanka',
  city: 'Gampaha',
  program_id: 'community',
  preferred_start_date: addDays(colomboToday(), 30),
  duration: '3-months',
  flexibility: 'Weekends and two weekday evenings',
  relevant_experience: 'First-aid volunteer with the Red Cross for two years.',
  motivation: 'I want to help bring traditional care to villages.',
  expectations: 'Learn how health camps are organised.',
  previous_volunteering: '',
  medical_conditions: 'Mild asthma',
  dietary_requirements: 'Vegetarian',
  emergency_contact_name: 'Sunil Perera',
  emergency_contact_phone: '+94 71 765 4321',
  emergency_contact_relation: 'Father',
  agreement_accepted: true,
  event_type: 'community',
});

const count = async (table: 'volunteer_applications' | 'event_registrations' | 'volunteer_feedback') =>
  Number(
    (
      await database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function adminCookie(email: string, role: 'admin' | 'staff', permissions = {}) {
  const id = await upsertAdmin(database.db, {
    email,
    password: 'A long test passphrase 42!',
    name: email,
    role,
    permissions,
  });
  const token = await createSession(database.db, id, { ip: null, userAgent: null });
  return { Cookie: `${SESSION_COOKIE}=${token}` };
}

describe('public reads', () => {
  test('get-programs answers the four programs of content/, internship and community featured', async () => {
    const response = await get('action=get-programs');
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { id: string; featured: boolean; type: string }[] };
    expect(data.map((program) => program.id)).toEqual(['internship', 'community', 'research', 'cultural']);
    expect(data.filter((program) => program.featured).map((program) => program.id)).toEqual([
      'internship',
      'community',
    ]);
  });

  test('get-events&upcoming=true answers the events with the places left, never cached', async () => {
    const response = await get('action=get-events&upcoming=true');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { data } = (await response.json()) as {
      data: { id: string; volunteers_needed: number; spots_left: number }[];
    };
    const research = data.find((event) => event.id === 'research-documentation');
    expect(research?.volunteers_needed).toBe(5);
    expect(research?.spots_left).toBeLessThanOrEqual(5);
  });

  test('get-stats answers counts only', async () => {
    const response = await get('action=get-stats');
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    expect(Object.keys(data).sort()).toEqual(
      ['applicationsByStatus', 'averageRating', 'totalApplications', 'totalPrograms', 'upcomingEvents'].sort(),
    );
    expect(data.totalPrograms).toBe(4);
    expect(data.totalApplications).toBe(await count('volunteer_applications'));
  });
});

describe('submit-application', () => {
  test('stores every field, derives the agreed mapping and answers id, status and timestamps', async () => {
    const body = validApplication();
    const response = await post('submit-application', body);
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as {
      data: {
        id: string;
        status: string;
        created_at: string;
        updated_at: string;
        duration_weeks: number;
        full_name: string;
      };
    };
    expect(data).toMatchObject({ status: 'pending', duration_weeks: 12, full_name: 'Nimali Perera' });
    expect(data.created_at).toBeTruthy();
    expect(data.updated_at).toBeTruthy();
    const row = await database.db
      .selectFrom('volunteer_applications')
      .selectAll()
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: body.email,
      program_id: 'community',
      event_type: 'community',
      duration: '3-months',
      previous_volunteering: null,
      medical_conditions: 'Mild asthma',
      dietary_requirements: 'Vegetarian',
      emergency_contact_relation: 'Father',
    });
    expect(row.additional_info).toBe(
      'Nationality: Sri Lankan\nCity: Gampaha\nFlexibility: Weekends and two weekday evenings\nPrevious volunteering: None',
    );
    const mail = await database.db
      .selectFrom('outbox_messages')
      .select(['recipient', 'body'])
      .where('dedupe_key', '=', `email:volunteer-application-received:${data.id}`)
      .executeTakeFirstOrThrow();
    expect(mail.recipient).toBe(body.email);
    expect(mail.body).not.toContain('asthma');
  });

  test.each([
    ['2-weeks', 2],
    ['1-month', 4],
    ['6-months', 24],
    ['flexible', 4],
  ])('duration %s is stored as %i weeks', async (duration, weeks) => {
    const response = await post('submit-application', { ...validApplication(), duration });
    const { data } = (await response.json()) as { data: { duration_weeks: number } };
    expect(data.duration_weeks).toBe(weeks);
  });
});

describe('submit-application with the documented body (docs/api.md)', () => {
  const documented = (overrides: Record<string, unknown> = {}) => ({
    program_id: 'research',
    full_name: 'Ayesha Mohamed Rahman',
    email: `ayesha.${Math.random().toString(36).slice(2)}@example.com`,
    phone: '+94 77 555 1234',
    country: 'Sri Lanka',
    date_of_birth: '1996-02-03',
    motivation: 'To document village remedies before they are lost.',
    experience: 'Field research assistant.',
    skills: 'Interviewing and note-taking.',
    preferred_start_date: addDays(colomboToday(), 20),
    duration_weeks: 8,
    emergency_contact_name: 'Farah Rahman',
    emergency_contact_phone: '+94 71 555 9876',
    emergency_contact_relationship: 'Sister',
    dietary_restrictions: 'Halal',
    medical_conditions: null,
    additional_info: 'Nationality: Sri Lankan\nCity: Kandy\nFlexibility: Weekdays\nPrevious volunteering: None',
    ...overrides,
  });

  test('is accepted and mapped: full_name, experience, skills, relationship, diet and additional_info as sent', async () => {
    const body = documented();
    const response = await post('submit-application', body);
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: Record<string, unknown> & { id: string } };
    expect(data).toMatchObject({ status: 'pending', created_at: expect.any(String), updated_at: expect.any(String) });
    const row = await database.db
      .selectFrom('volunteer_applications')
      .selectAll()
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      first_name: 'Ayesha',
      last_name: 'Mohamed Rahman',
      program_id: 'research',
      relevant_experience: 'Field research assistant.',
      expectations: 'Interviewing and note-taking.',
      emergency_contact_relation: 'Sister',
      dietary_requirements: 'Halal',
      medical_conditions: null,
      duration_weeks: 8,
      duration: '2-months',
      nationality: null,
      city: null,
      flexibility: null,
      additional_info: body.additional_info,
    });
  });

  test.each([
    ['missing', 4, undefined, '1-month'],
    ['six weeks', 6, 6, null],
    ['24 weeks', 24, 24, '6-months'],
  ])('duration_weeks %s: %i weeks stored', async (_case, stored, weeks, duration) => {
    const response = await post('submit-application', documented({ duration_weeks: weeks }));
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { id: string; duration_weeks: number } };
    expect(data.duration_weeks).toBe(stored);
    const row = await database.db
      .selectFrom('volunteer_applications')
      .select('duration')
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(row.duration).toBe(duration);
  });

  test.each([
    ['full_name', 'Full name is required'],
    ['skills', 'Please describe your expectations'],
    ['emergency_contact_relationship', 'Relationship is required'],
  ])('without %s it is a 400 naming the field, and nothing is stored', async (field, message) => {
    const before = await count('volunteer_applications');
    const response = await post('submit-application', documented({ [field]: undefined }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: message,
      message,
      code: 'validation_failed',
      fields: { [field]: message },
    });
    expect(await count('volunteer_applications')).toBe(before);
  });
});

const valid = validApplication();
const badInputs: [string, string, unknown, string][] = [
  ['submit-application', 'a body that is not JSON', '{not json', 'The request body must be JSON.'],
  ['submit-application', 'an empty first name', { ...valid, first_name: '  ' }, 'First name is required'],
  ['submit-application', 'no last name', { ...valid, last_name: undefined }, 'Last name is required'],
  ['submit-application', 'an empty e-mail', { ...valid, email: '' }, 'Email is required'],
  ['submit-application', 'a malformed e-mail', { ...valid, email: 'nimali@' }, 'Invalid email address'],
  ['submit-application', 'an empty phone', { ...valid, phone: '' }, 'Phone number is required'],
  ['submit-application', 'an unknown program', { ...valid, program_id: 'surfing' }, 'Please select a program'],
  ['submit-application', 'an unknown duration', { ...valid, duration: '5-years' }, 'Duration is required'],
  [
    'submit-application',
    'a start date in the past',
    { ...valid, preferred_start_date: '2020-01-01' },
    'The start date cannot be in the past',
  ],
  ['submit-application', 'no motivation', { ...valid, motivation: '' }, 'Please share your motivation'],
  ['submit-application', 'no relationship', { ...valid, emergency_contact_relation: '' }, 'Relationship is required'],
  [
    'submit-application',
    'the terms not accepted',
    { ...valid, agreement_accepted: false },
    'You must accept the terms to proceed',
  ],
  [
    'register-event',
    'an unknown event',
    { event_id: 'no-such-event', name: 'Kamal', email: 'k@example.com', phone: '0771234567' },
    'Please choose an event',
  ],
  [
    'register-event',
    'no name',
    { event_id: 'community-health-fair', name: '', email: 'k@example.com', phone: '0771234567' },
    'Name is required',
  ],
  [
    'register-event',
    'a malformed e-mail',
    { event_id: 'community-health-fair', name: 'Kamal', email: 'kamal', phone: '0771234567' },
    'Invalid email address',
  ],
  [
    'register-event',
    'a short phone',
    { event_id: 'community-health-fair', name: 'Kamal', email: 'k@example.com', phone: '12345' },
    'Please enter a valid phone number',
  ],
  [
    'submit-feedback',
    'a rating of 6',
    { program_id: 'internship', rating: 6, feedback_text: 'Good', would_recommend: true },
    'Please choose a rating from 1 to 5',
  ],
  [
    'submit-feedback',
    'no feedback text',
    { program_id: 'internship', rating: 4, feedback_text: '', would_recommend: true },
    'Please share your feedback',
  ],
  [
    'submit-feedback',
    'an unknown program',
    { program_id: 'x', rating: 4, feedback_text: 'Good', would_recommend: true },
    'Please select a program',
  ],
];

describe('bad input gets 400 with a clear message and stores nothing', () => {
  test.each(badInputs)('%s with %s', async (action, _case, body, message) => {
    const tables = ['volunteer_applications', 'event_registrations', 'volunteer_feedback'] as const;
    const before = await Promise.all(tables.map(count));
    const response = await post(action, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(message);
    expect(await Promise.all(tables.map(count))).toEqual(before);
  });

  test.each([
    ['no action', ''],
    ['an unknown action', 'action=delete-everything'],
    ['a bad upcoming flag', 'action=get-events&upcoming=maybe'],
  ])('%s', async (_case, query) => {
    const response = await get(query);
    expect(response.status).toBe(400);
  });

  test('a GET of a POST action is refused with 405', async () => {
    const response = await get('action=submit-application');
    expect(response.status).toBe(405);
  });
});

describe('register-event', () => {
  test('takes a place, refuses the same e-mail twice and a full event', async () => {
    const event_id = 'research-documentation';
    const register = (email: string) =>
      post('register-event', { event_id, name: 'Kamal Silva', email, phone: '+94 77 555 0101' });
    const first = await register('Kamal@Example.com');
    expect(first.status).toBe(201);
    const again = await register('kamal@example.com');
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toBe(
      'You are already registered for this event with this email address.',
    );
    for (let index = 2; index <= 5; index++) expect((await register(`v${index}@example.com`)).status).toBe(201);
    const full = await register('late@example.com');
    expect(full.status).toBe(409);
    expect(((await full.json()) as { error: string }).error).toContain('this event is full');
    const row = await database.db
      .selectFrom('volunteer_events')
      .selectAll()
      .where('id', '=', event_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ volunteers_needed: 5, registered_count: 5 });
    const events = (await (await get('action=get-events&upcoming=true')).json()) as {
      data: { id: string; spots_left: number }[];
    };
    expect(events.data.find((event) => event.id === event_id)?.spots_left).toBe(0);
  });
});

describe('submit-feedback', () => {
  test('stores anonymous feedback whatever name is sent, and the average shows in the stats', async () => {
    const response = await post('submit-feedback', {
      volunteer_name: 'Someone Real',
      email: 'real@example.com',
      program_id: 'cultural',
      rating: 4,
      feedback_text: 'A wonderful month with kind people.',
      suggestions: '',
      would_recommend: true,
    });
    expect(response.status).toBe(201);
    const row = await database.db.selectFrom('volunteer_feedback').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ volunteer_name: 'Anonymous', program_id: 'cultural', rating: 4, suggestions: null });
    expect(row.email).not.toBe('real@example.com');
    const stats = (await (await get('action=get-stats')).json()) as { data: { averageRating: number } };
    expect(stats.data.averageRating).toBe(4);
  });
});

describe('admin actions', () => {
  test.each([
    ['get-applications', () => get('action=get-applications')],
    [
      'update-application-status',
      () => post('update-application-status', { id: crypto.randomUUID(), status: 'accepted' }),
    ],
  ])('%s refuses an anonymous caller with 401', async (_action, send) => {
    const response = await send();
    expect(response.status).toBe(401);
  });

  test('a staff member without the volunteers permission is refused with 403, one with read only cannot write', async () => {
    const none = await adminCookie('no-volunteers@example.com', 'staff', { appointments: ['read'] });
    expect((await get('action=get-applications', none)).status).toBe(403);
    const reader = await adminCookie('volunteer-reader@example.com', 'staff', { volunteers: ['read'] });
    expect((await get('action=get-applications', reader)).status).toBe(200);
    const response = await post('update-application-status', { id: crypto.randomUUID(), status: 'accepted' }, reader);
    expect(response.status).toBe(403);
  });

  test('get-applications filters by status and program', async () => {
    const headers = await adminCookie('volunteer-admin@example.com', 'admin');
    const response = await get('action=get-applications&status=pending&program_id=community', headers);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { status: string; program_id: string }[] };
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((row) => row.status === 'pending' && row.program_id === 'community')).toBe(true);
    expect((await get('action=get-applications&status=archived', headers)).status).toBe(400);
  });

  test('allowed transitions record who and when; a disallowed one is refused with 409 and changes nothing', async () => {
    const headers = await adminCookie('volunteer-admin@example.com', 'admin');
    const created = (await (await post('submit-application', validApplication())).json()) as { data: { id: string } };
    const id = created.data.id;
    const update = (status: string) =>
      post('update-application-status', { id, status, review_notes: 'Checked' }, headers);

    const review = await update('under_review');
    expect(review.status).toBe(200);
    const { data } = (await review.json()) as { data: { status: string; reviewed_by: string; reviewed_at: string } };
    expect(data.status).toBe('under_review');
    expect(data.reviewed_by).toBeTruthy();
    expect(data.reviewed_at).toBeTruthy();

    const refused = await update('accepted');
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toBe(
      'An application that is Under Review cannot be changed to Accepted.',
    );
    expect((await update('pending')).status).toBe(200);
    expect((await update('rejected')).status).toBe(200);
    expect((await update('pending')).status).toBe(409);
    const row = await database.db
      .selectFrom('volunteer_applications')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('rejected');
  });

  test('get-application-by-email is staff only: 401 for the public, the address’s applications for staff', async () => {
    const body = validApplication();
    expect((await post('submit-application', body)).status).toBe(201);
    const anonymous = await get(`action=get-application-by-email&email=${encodeURIComponent(body.email)}`);
    expect(anonymous.status).toBe(401);
    expect(JSON.stringify(await anonymous.json())).not.toContain(body.email);
    const headers = await adminCookie('volunteer-reader@example.com', 'staff', { volunteers: ['read'] });
    const found = await get(
      `action=get-application-by-email&email=${encodeURIComponent(body.email.toUpperCase())}`,
      headers,
    );
    expect(found.status).toBe(200);
    const { data } = (await found.json()) as { data: { email: string; first_name: string }[] };
    expect(data).toEqual([expect.objectContaining({ email: body.email, first_name: 'Nimali' })]);
    const bad = await get('action=get-application-by-email&email=not-an-address', headers);
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toEqual({ email: 'Invalid email address' });
  });

  test('an unknown application is 404 and bad input is 400', async () => {
    const headers = await adminCookie('volunteer-admin@example.com', 'admin');
    expect(
      (await post('update-application-status', { id: crypto.randomUUID(), status: 'accepted' }, headers)).status,
    ).toBe(404);
    expect((await post('update-application-status', { id: 'x', status: 'accepted' }, headers)).status).toBe(400);
    expect((await post('update-application-status', { id: crypto.randomUUID(), status: 'done' }, headers)).status).toBe(
      400,
    );
  });
});
