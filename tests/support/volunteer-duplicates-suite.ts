// Volunteer applications as staff read them, on any database (PGlite in tests/integration, PostgreSQL in
// tests/postgres): the documented API shape's additional_info shown as the fields it carries; a second application
// from the same e-mail (any case) to the same programme while the first is open stored, flagged and linked, the
// applicant told in their language; parallel identical submissions decided one at a time.
import type { Context } from '@netlify/functions';
import { expect, test } from 'vitest';
import adminVolunteers from '../../netlify/functions/admin-volunteers.ts';
import volunteer from '../../netlify/functions/volunteer.ts';
import type { Permissions } from '../../src/shared/admin/permissions.ts';
import type { VolunteerStatus } from '../../src/shared/enums.ts';
import { addDays, colomboToday } from '../../src/shared/utils/colombo-time.ts';
import type { VolunteerApplicationView } from '../../src/shared/volunteer/volunteer-admin.ts';
import { adminRequest, createTestAdmin, signInAs } from './admin-test-accounts.ts';
import { testContext } from './netlify-context.ts';
import type { TestDatabase } from './test-database.ts';

interface Submitted {
  data: { id: string; status: string; already_received: boolean };
  message: string;
}

export function volunteerDuplicatesSuite(database: () => TestDatabase) {
  let nextIp = 1;
  const uniqueEmail = () => `Applicant.${Math.random().toString(36).slice(2)}@Example.com`;

  const documented = (overrides: Record<string, unknown> = {}) => ({
    program_id: 'research',
    full_name: 'Ayesha Mohamed Rahman',
    email: uniqueEmail(),
    phone: '+94 77 555 1234',
    country: 'Germany',
    date_of_birth: '1996-02-03',
    motivation: 'To document village remedies before they are lost.',
    experience: 'Field research assistant.',
    skills: 'Interviewing and note-taking.',
    preferred_start_date: addDays(colomboToday(), 20),
    duration_weeks: 6,
    emergency_contact_name: 'Farah Rahman',
    emergency_contact_phone: '+94 71 555 9876',
    emergency_contact_relationship: 'Sister',
    dietary_restrictions: 'Halal',
    medical_conditions: 'Mild asthma',
    additional_info:
      'Nationality: German\nCity: Berlin\nAvailability: Weekdays from March\nPrevious volunteering: Red Cross camp\nI can bring my own camera.',
    ...overrides,
  });

  async function submit(body: unknown, query = ''): Promise<Submitted & { status: number }> {
    const response = await volunteer(
      new Request(`http://localhost/api/volunteer?action=submit-application${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost' },
        body: JSON.stringify(body),
      }),
      testContext({ ip: `198.51.100.${nextIp++ % 250}` }),
    );
    return { status: response.status, ...((await response.json()) as Submitted) };
  }

  const tokens = new Map<string, string>();
  async function tokenFor(permissions: Permissions): Promise<string> {
    const key = JSON.stringify(permissions);
    if (!tokens.has(key)) {
      const { db } = database();
      tokens.set(key, await signInAs(db, (await createTestAdmin(db, { permissions })).id));
    }
    return tokens.get(key) as string;
  }

  async function staffView(id: string, permissions: Permissions = { volunteers: ['read'] }) {
    const response = await adminVolunteers(
      adminRequest('/api/admin/volunteers', { token: await tokenFor(permissions) }),
      {} as Context,
    );
    expect(response.status).toBe(200);
    const { applications } = (await response.json()) as { applications: VolunteerApplicationView[] };
    const found = applications.find((application) => application.id === id);
    if (!found) throw new Error(`application ${id} not listed`);
    return found;
  }

  async function setStatus(id: string, status: VolunteerStatus) {
    await database().db.updateTable('volunteer_applications').set({ status }).where('id', '=', id).execute();
  }

  test('the documented body: nationality, city, availability and the rest of additional_info reach staff', async () => {
    const { data, status } = await submit(documented());
    expect(status).toBe(201);
    expect(data.already_received).toBe(false);
    const view = await staffView(data.id);
    expect(view).toMatchObject({
      nationality: 'German',
      city: 'Berlin',
      country: 'Germany',
      flexibility: 'Weekdays from March',
      previousVolunteering: 'Red Cross camp',
      additionalInfo: 'I can bring my own camera.',
      duration: null,
      durationWeeks: 6,
      expectations: 'Interviewing and note-taking.',
      duplicateOf: null,
    });
    // Health details only for staff who may read health information.
    expect(view).not.toHaveProperty('medicalConditions');
    expect(await staffView(data.id, { volunteers: ['read'], patients: ['read'] })).toMatchObject({
      medicalConditions: 'Mild asthma',
      dietaryRequirements: 'Halal',
    });
  });

  test('a documented body without additional_info leaves those fields out instead of empty', async () => {
    const { data } = await submit(documented({ additional_info: null }));
    const view = await staffView(data.id);
    expect(view).toMatchObject({ nationality: null, city: null, flexibility: null, additionalInfo: null });
  });

  test.each<[string, { earlierStatus: VolunteerStatus; sameProgramme: boolean; flagged: boolean }]>([
    ['pending, same programme', { earlierStatus: 'pending', sameProgramme: true, flagged: true }],
    ['under review', { earlierStatus: 'under_review', sameProgramme: true, flagged: true }],
    ['waitlisted', { earlierStatus: 'waitlisted', sameProgramme: true, flagged: true }],
    ['accepted', { earlierStatus: 'accepted', sameProgramme: true, flagged: true }],
    ['rejected (closed)', { earlierStatus: 'rejected', sameProgramme: true, flagged: false }],
    ['pending, another programme', { earlierStatus: 'pending', sameProgramme: false, flagged: false }],
  ])('a second application when the first is %s', async (_case, { earlierStatus, sameProgramme, flagged }) => {
    const email = uniqueEmail();
    const first = await submit(documented({ email }));
    await setStatus(first.data.id, earlierStatus);
    // The same address in other capitals is the same person.
    const second = await submit(
      documented({ email: email.toUpperCase(), program_id: sameProgramme ? 'research' : 'cultural' }),
    );
    expect(second.status).toBe(201);
    expect(second.data).toMatchObject({ status: 'pending', already_received: flagged });
    const view = await staffView(second.data.id);
    expect(view.duplicateOf).toEqual(
      flagged ? { id: first.data.id, applicationDate: expect.any(String), status: earlierStatus } : null,
    );
  });

  test.each([
    ['en', 'We had already received your application to this programme'],
    ['si', 'මෙම වැඩසටහනට ඔබේ අයදුම්පත අපට දැනටමත් ලැබී ඇති'],
    ['ta', 'இந்தத் திட்டத்துக்கான உங்கள் விண்ணப்பம் ஏற்கனவே'],
  ])('the applicant is told (%s), and the confirmation e-mail says so', async (lang, words) => {
    const email = uniqueEmail();
    const first = await submit(documented({ email }), `&lang=${lang}`);
    expect(first.message).not.toContain(words);
    const second = await submit(documented({ email }), `&lang=${lang}`);
    expect(second.message).toContain(words);
    const mail = await database()
      .db.selectFrom('outbox_messages')
      .select(['body', 'subject'])
      .where('dedupe_key', '=', `email:volunteer-application-received:${second.data.id}`)
      .executeTakeFirstOrThrow();
    expect(mail.body).toContain(
      { en: 'We had already received an application', si: 'දැනටමත් ලැබී ඇති', ta: 'ஏற்கனவே எங்களுக்குக் கிடைத்துள்ளது' }[lang],
    );
  });

  test('five identical submissions at once: one first, four flagged, all pointing at it', async () => {
    const body = documented();
    const answers = await Promise.all(Array.from({ length: 5 }, () => submit(body)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    const firsts = answers.filter((answer) => !answer.data.already_received);
    expect(firsts).toHaveLength(1);
    const rows = await database()
      .db.selectFrom('volunteer_applications')
      .select(['id', 'duplicate_of'])
      .where('email', '=', body.email)
      .execute();
    expect(rows).toHaveLength(5);
    const firstId = firsts[0]?.data.id;
    expect(rows.filter((row) => row.duplicate_of === null).map((row) => row.id)).toEqual([firstId]);
    expect(rows.filter((row) => row.duplicate_of === firstId)).toHaveLength(4);
  });
}
