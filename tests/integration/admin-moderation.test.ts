// Reviews and volunteer applications change status only along their allowed transitions, through the real
// handlers; admin notes and review notes are kept.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import reviewsHandler from '../../netlify/functions/admin-reviews.ts';
import volunteersHandler from '../../netlify/functions/admin-volunteers.ts';
import { provideDatabase } from '../../src/server/db/database.ts';
import {
  REVIEW_STATUSES,
  type ReviewStatus,
  VOLUNTEER_STATUSES,
  type VolunteerStatus,
} from '../../src/shared/enums.ts';
import { filterApplications, programLabel } from '../../src/shared/volunteer/volunteer-admin.ts';
import { adminRequest, createTestAdmin, signInAs } from '../support/admin-test-accounts.ts';
import { testContext } from '../support/netlify-context.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
let token: string;
beforeAll(async () => {
  database = await createPGliteTestDatabase({ seed: true });
  provideDatabase(database.db);
  const staff = await createTestAdmin(database.db, {
    permissions: { reviews: ['read', 'write', 'delete'], volunteers: ['read', 'write'] },
  });
  token = await signInAs(database.db, staff.id);
});
afterAll(async () => {
  provideDatabase(undefined);
  await database.drop();
});

const reviews = (method: string, body?: unknown, query = '') =>
  reviewsHandler(adminRequest(`/api/admin-reviews${query}`, { method, token, body }), testContext());
const volunteers = (method: string, body?: unknown) =>
  volunteersHandler(adminRequest('/api/admin/volunteers', { method, token, body }), testContext());

async function review(status: ReviewStatus): Promise<string> {
  const { id } = await database.db
    .insertInto('reviews')
    .values({
      name: 'Test Reviewer',
      age: 30,
      profession: 'Nurse',
      location: 'Kandy',
      email: 'reviewer@example.lk',
      phone: '0771234567',
      condition: 'Migraine',
      treatment: 'Herbal Medicine',
      duration: '1-2 months',
      rating: 5,
      review_text: 'A calm clinic and a doctor who listened. My headaches are rare now after the herbal course.',
      consent_at: new Date(),
      review_status: status,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const REVIEW_ALLOWED = new Set(['pending>approved', 'pending>rejected', 'approved>pending', 'rejected>pending']);

describe('PUT /api/admin-reviews', () => {
  test.each(REVIEW_STATUSES.flatMap((from) => REVIEW_STATUSES.map((to) => [from, to] as const)))(
    '%s -> %s',
    async (from, to) => {
      const reviewId = await review(from);
      const response = await reviews('PUT', { reviewId, status: to, adminNotes: 'Called the patient' });
      const row = await database.db
        .selectFrom('reviews')
        .select(['review_status', 'admin_notes'])
        .where('id', '=', reviewId)
        .executeTakeFirstOrThrow();
      if (from === to || REVIEW_ALLOWED.has(`${from}>${to}`)) {
        expect(response.status).toBe(200);
        expect(row).toEqual({ review_status: to, admin_notes: 'Called the patient' });
        if (from !== to) expect((await response.json()).message).toBe(`Review ${to} successfully`);
      } else {
        expect(response.status).toBe(409);
        expect(row.review_status).toBe(from);
      }
    },
  );
});

describe('a rejection may tell the reviewer why', () => {
  const mailsTo = async (reviewId: string) =>
    database.db
      .selectFrom('outbox_messages')
      .select(['recipient', 'subject', 'body'])
      .where('dedupe_key', '=', `email:review-rejected:${reviewId}`)
      .execute();

  test('with the choice made, the reviewer is e-mailed the reason once, and the log says so', async () => {
    const reviewId = await review('pending');
    const reason = 'The story names another patient; please write it again without her name.';
    const response = await reviews('PUT', { reviewId, status: 'rejected', adminNotes: reason, notifyReviewer: true });
    expect(response.status).toBe(200);
    const mails = await mailsTo(reviewId);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: 'reviewer@example.lk', subject: 'About the story you shared with us' });
    expect(mails[0]?.body).toContain(`The reason, from our team: ${reason}`);
    expect(mails[0]?.body).toContain('your experience of Herbal Medicine');
    const log = await database.db
      .selectFrom('admin_activity_logs')
      .select('metadata')
      .where('action', '=', 'review_status_changed')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(log.metadata).toMatchObject({ reviewId, to: 'rejected', reviewerTold: true });
  });

  test('without the choice, the reviewer hears nothing', async () => {
    const reviewId = await review('pending');
    expect((await reviews('PUT', { reviewId, status: 'rejected', adminNotes: 'Spam' })).status).toBe(200);
    expect(await mailsTo(reviewId)).toEqual([]);
  });

  test.each([
    [{ status: 'rejected', adminNotes: '  ', notifyReviewer: true }, 'Write the reason to e-mail it to the reviewer'],
    [
      { status: 'approved', adminNotes: 'Lovely', notifyReviewer: true },
      'Only a rejection is e-mailed to the reviewer',
    ],
    [{ status: 'rejected', adminNotes: 'Spam', notifyReviewer: 'yes' }, 'notifyReviewer must be true or false'],
  ])('%j is refused with 400, says why, and changes nothing', async (body, message) => {
    const reviewId = await review('pending');
    const response = await reviews('PUT', { reviewId, ...body });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(message);
    const row = await database.db
      .selectFrom('reviews')
      .select('review_status')
      .where('id', '=', reviewId)
      .executeTakeFirstOrThrow();
    expect(row.review_status).toBe('pending');
    expect(await mailsTo(reviewId)).toEqual([]);
  });
});

describe('/api/admin-reviews reads and deletes', () => {
  test('lists with the agreed pagination and filters by status', async () => {
    await review('rejected');
    const body = await (await reviews('GET', undefined, '?status=rejected&page=1&limit=100')).json();
    expect(body.success).toBe(true);
    expect(body.reviews.every((r: { review_status: string }) => r.review_status === 'rejected')).toBe(true);
    expect(body.pagination).toMatchObject({ page: 1, limit: 100 });
    expect(body.reviews[0]).toHaveProperty('comment');
  });

  test('stats count every review with the rating average and the status breakdown', async () => {
    const body = await (await reviews('POST', {}, '?action=stats')).json();
    const rows = await database.db.selectFrom('reviews').select(['rating', 'review_status']).execute();
    expect(body.statistics.total_reviews).toBe(rows.length);
    const average = rows.reduce((sum, row) => sum + row.rating, 0) / rows.length;
    expect(body.statistics.average_rating).toBeCloseTo(average, 1);
    expect(body.statusBreakdown.pending).toBe(rows.filter((row) => row.review_status === 'pending').length);
  });

  test('deletes a review, and a second delete is a 404', async () => {
    const reviewId = await review('approved');
    const response = await reviews('DELETE', { reviewId });
    expect(response.status).toBe(200);
    expect((await response.json()).message).toBe('Review deleted successfully');
    expect((await reviews('DELETE', { reviewId })).status).toBe(404);
  });
});

async function application(status: VolunteerStatus): Promise<string> {
  const { id } = await database.db
    .insertInto('volunteer_applications')
    .values({
      first_name: 'Amaya',
      last_name: 'Silva',
      email: 'amaya@example.org',
      phone: '+94 76 000 0000',
      date_of_birth: '2000-01-01',
      nationality: 'Sri Lankan',
      country: 'Sri Lanka',
      city: 'Galle',
      program_id: 'research',
      preferred_start_date: '2027-02-01',
      duration: '2-months',
      duration_weeks: 8,
      flexibility: 'Full time',
      relevant_experience: 'Botany degree',
      motivation: 'Document remedies',
      expectations: 'Field work',
      emergency_contact_name: 'Sunil Silva',
      emergency_contact_phone: '+94 77 000 0000',
      emergency_contact_relation: 'Father',
      agreement_accepted_at: new Date(),
      status,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const VOLUNTEER_ALLOWED = new Set([
  'pending>under_review',
  'pending>accepted',
  'pending>rejected',
  'pending>waitlisted',
  'under_review>pending',
  'waitlisted>accepted',
  'waitlisted>rejected',
]);

describe('PATCH /api/admin/volunteers', () => {
  test.each(VOLUNTEER_STATUSES.flatMap((from) => VOLUNTEER_STATUSES.map((to) => [from, to] as const)))(
    '%s -> %s',
    async (from, to) => {
      const id = await application(from);
      const response = await volunteers('PATCH', { id, status: to, expectedStatus: from });
      const row = await database.db
        .selectFrom('volunteer_applications')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      if (VOLUNTEER_ALLOWED.has(`${from}>${to}`)) {
        expect(response.status).toBe(200);
        expect((await response.json()).application).toMatchObject({ id, status: to, firstName: 'Amaya' });
        expect(row.status).toBe(to);
      } else {
        expect(response.status).toBe(409);
        expect(row.status).toBe(from);
      }
    },
  );

  test('a change from a stale view is refused with 409', async () => {
    const id = await application('pending');
    expect((await volunteers('PATCH', { id, status: 'under_review', expectedStatus: 'pending' })).status).toBe(200);
    expect((await volunteers('PATCH', { id, status: 'accepted', expectedStatus: 'pending' })).status).toBe(409);
  });

  test.each([
    ['accepted', 'Please bring a photo for your badge.'],
    ['rejected', 'The internship is full this year; the outreach programme has places.'],
    ['accepted', ''],
  ] as const)('%s with the message %j: the e-mail includes exactly what staff wrote', async (status, message) => {
    const id = await application('pending');
    const response = await volunteers('PATCH', { id, status, expectedStatus: 'pending', message });
    expect(response.status).toBe(200);
    const mail = await database.db
      .selectFrom('outbox_messages')
      .select('body')
      .where('dedupe_key', '=', `email:volunteer-application-${status}:${id}`)
      .executeTakeFirstOrThrow();
    if (message) expect(mail.body).toContain(`A message from our volunteer team: ${message}`);
    else expect(mail.body).not.toContain('A message from');
  });

  test('the event an applicant came from is in the list, by its title', async () => {
    const id = await application('pending');
    await database.db
      .updateTable('volunteer_applications')
      .set({ event_type: 'workshop' })
      .where('id', '=', id)
      .execute();
    const body = await (await volunteers('GET')).json();
    const shown = body.applications.find((item: { id: string }) => item.id === id);
    expect(shown.event).toBe('Herbal Medicine Preparation Workshop');
  });

  test('the list has the screen shape', async () => {
    const body = await (await volunteers('GET')).json();
    expect(body.applications[0]).toHaveProperty('applicationDate');
    expect(body.applications[0]).toHaveProperty('emergencyContactRelation');
    expect(body.applications[0]).not.toHaveProperty('medical_conditions');
  });
});

test('the volunteer search is a case-insensitive substring of names, e-mail or program, with the status filter', () => {
  const base = { status: 'pending' as const, program: 'community' as const };
  const list = [
    { ...base, id: '1', firstName: 'Nimal', lastName: 'Perera', email: 'nimal@x.lk' },
    { ...base, id: '2', firstName: 'Ann', lastName: 'Lee', email: 'ann@y.org', program: 'research' as const },
    { ...base, id: '3', firstName: 'Kamal', lastName: 'Dias', email: 'k@z.lk', status: 'accepted' as const },
  ] as unknown as Parameters<typeof filterApplications>[0];
  const ids = (search: string, status: Parameters<typeof filterApplications>[2] = 'all') =>
    filterApplications(list, search, status).map((a) => a.id);
  expect(ids('PERERA')).toEqual(['1']);
  expect(ids('y.org')).toEqual(['2']);
  expect(ids('RESEARCH')).toEqual(['2']);
  expect(ids('a', 'accepted')).toEqual(['3']);
  expect(ids('')).toEqual(['1', '2', '3']);
  // The programme's title finds it too, as staff read it on the screen.
  expect(ids('herbal research')).toEqual(['2']);
  expect(programLabel('research')).toBe('Herbal Research & Documentation');
  expect(programLabel('community')).toBe('Community Health Outreach');
});
