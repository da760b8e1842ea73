import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import handler from '../../netlify/functions/reviews.ts';
import { provideDatabase } from '../../src/server/db/database.ts';
import { REVIEW_RATE_LIMIT } from '../../src/server/reviews/submit-review.ts';
import { reviewListResponseSchema } from '../../src/shared/reviews/review.ts';
import { reviewSubmitResponseSchema } from '../../src/shared/reviews/review-schema.ts';
import { testContext } from '../support/netlify-context.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createPGliteTestDatabase({ seed: true });
  provideDatabase(database.db);
});
afterAll(async () => {
  provideDatabase(undefined);
  await database.drop();
});

let nextAddress = 1;
/** Each test posts from its own address, so the rate limit only bites where a test means it to. */
const freshAddress = () => `198.51.100.${nextAddress++}`;

const valid = {
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
};

const post = (body: unknown, ip = freshAddress()) =>
  handler(
    new Request('http://localhost/api/reviews', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    testContext({ ip }),
  );
const get = (query = '') => handler(new Request(`http://localhost/api/reviews${query}`), testContext());
const countReviews = async () =>
  (
    await database.db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('POST /api/reviews', () => {
  test('stores a valid review as pending, with the time consent was given', async () => {
    const before = Date.now();
    const response = await post(valid);
    expect(response.status).toBe(201);
    const body = reviewSubmitResponseSchema.parse(await response.json());
    expect(body.estimatedApprovalTime).toBe('24-48 hours');
    expect(body.message).toContain('24-48 hours');
    const row = await database.db
      .selectFrom('reviews')
      .selectAll()
      .where('id', '=', body.reviewId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Nimali Perera',
      age: 42,
      email: 'nimali@example.com',
      phone: '+94771234567',
      treatment: 'Herbal Medicine',
      rating: 5,
      review_status: 'pending',
      admin_notes: null,
    });
    expect(row.consent_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  const long = (n: number) => 'a'.repeat(n);
  test.each([
    ['name', { name: '' }, 'Name is required'],
    ['name', { name: ' N ' }, 'Name must be at least 2 characters'],
    ['name', { name: undefined }, 'Name is required'],
    ['age', { age: '' }, 'Age is required'],
    ['age', { age: 'forty' }, 'Please enter a valid age'],
    ['age', { age: '4.5' }, 'Please enter a valid age'],
    ['age', { age: 15 }, 'Must be at least 16 years old'],
    ['age', { age: '121' }, 'Please enter a valid age'],
    ['profession', { profession: '  ' }, 'Profession is required'],
    ['location', { location: '' }, 'Location is required'],
    ['email', { email: '' }, 'Email is required'],
    ['email', { email: 'nimali@' }, 'Please enter a valid email address'],
    ['phone', { phone: '' }, 'Phone number is required'],
    ['phone', { phone: '077 123' }, 'Please enter a valid phone number'],
    ['phone', { phone: '077-CALL-NOW' }, 'Please enter a valid phone number'],
    ['phone', { phone: '--- --- ----' }, 'Please enter a valid phone number'],
    ['condition', { condition: '' }, 'Please specify the condition treated'],
    ['treatment', { treatment: '' }, 'Please select a treatment'],
    ['treatment', { treatment: 'Surgery' }, 'Please select a treatment'],
    ['duration', { duration: '2 years' }, 'Please select treatment duration'],
    ['rating', { rating: 0 }, 'Please select a rating'],
    ['rating', { rating: 6 }, 'Please select a rating'],
    ['rating', { rating: 4.5 }, 'Please select a rating'],
    ['reviewText', { reviewText: '' }, 'Please share your experience'],
    ['reviewText', { reviewText: long(49) }, 'Please provide at least 50 characters'],
    // 49 characters that are 98 UTF-16 units: counted as the database counts them.
    ['reviewText', { reviewText: '🌿'.repeat(49) }, 'Please provide at least 50 characters'],
    ['reviewText', { reviewText: long(1001) }, 'Maximum 1000 characters allowed'],
    ['consent', { consent: false }, 'Please accept the consent terms'],
    ['consent', { consent: 'yes' }, 'Please accept the consent terms'],
  ])('refuses a bad %s (%o) with 400 "%s" and stores nothing', async (field, change, message) => {
    const before = await countReviews();
    const response = await post({ ...valid, ...change });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(body.fields[field]).toBe(message);
    expect(await countReviews()).toBe(before);
  });

  test('a body that is not JSON is a 400, not a 500', async () => {
    const response = await post('{"name":');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'The request body must be JSON.',
      message: 'The request body must be JSON.',
      code: 'invalid_request',
      fields: {},
    });
  });

  test('1000 characters of text with emoji are accepted and stored whole', async () => {
    const reviewText = `${'🌿'.repeat(10)}${'b'.repeat(990)}`;
    const response = await post({ ...valid, reviewText });
    expect(response.status).toBe(201);
    const { reviewId } = reviewSubmitResponseSchema.parse(await response.json());
    const row = await database.db
      .selectFrom('reviews')
      .select('review_text')
      .where('id', '=', reviewId)
      .executeTakeFirstOrThrow();
    expect(row.review_text).toBe(reviewText);
  });

  test('a filled honeypot gets the same kind of answer and stores nothing', async () => {
    const before = await countReviews();
    const response = await post({ ...valid, website: 'http://spam.example' });
    expect(response.status).toBe(201);
    const body = reviewSubmitResponseSchema.parse(await response.json());
    expect(body.reviewId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await countReviews()).toBe(before);
  });

  test('the address-wide limit answers 429 with a clear message and stores nothing more', async () => {
    const ip = freshAddress();
    for (let i = 0; i < REVIEW_RATE_LIMIT.limit; i++) expect((await post(valid, ip)).status).toBe(201);
    const before = await countReviews();
    const response = await post(valid, ip);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    const body = (await response.json()) as { error: string };
    expect(body.error).toMatch(
      /^We have received several reviews from your connection in the last hour\. Please try again in \d+ minutes?\.$/,
    );
    expect(await countReviews()).toBe(before);
    // Someone else is not affected.
    expect((await post(valid)).status).toBe(201);
  });
});

describe('GET /api/reviews', () => {
  const list = async (query = '') => {
    const response = await get(query);
    expect(response.status).toBe(200);
    return reviewListResponseSchema.parse(await response.json());
  };

  test('lists approved reviews only, newest first, with page 1 and limit 10 by default', async () => {
    const approved = await database.db
      .selectFrom('reviews')
      .select(['id', 'created_at'])
      .where('review_status', '=', 'approved')
      .orderBy('created_at', 'desc')
      .execute();
    const body = await list();
    expect(body.pagination).toEqual({
      page: 1,
      limit: 10,
      total: approved.length,
      pages: Math.ceil(approved.length / 10),
    });
    expect(body.reviews.map((review) => review.id)).toEqual(approved.slice(0, 10).map((review) => review.id));
    expect(approved.length).toBeGreaterThan(0);
  });

  test('never shows e-mail, phone or moderation data', async () => {
    const body = await list('?limit=50');
    for (const review of body.reviews) {
      expect(Object.keys(review).sort()).toEqual(
        [
          'age',
          'condition',
          'createdAt',
          'duration',
          'id',
          'location',
          'name',
          'profession',
          'rating',
          'reviewText',
          'treatment',
        ].sort(),
      );
    }
    expect(JSON.stringify(body)).not.toMatch(/@|admin|pending|rejected/);
  });

  test('pages through the list without repeating a review', async () => {
    const first = await list('?limit=2&page=1');
    const second = await list('?limit=2&page=2');
    expect(first.pagination.pages).toBe(Math.ceil(first.pagination.total / 2));
    const ids = [...first.reviews, ...second.reviews].map((review) => review.id);
    expect(new Set(ids).size).toBe(4);
  });

  test('a limit above 50 is served as 50', async () => {
    const body = await list('?limit=500');
    expect(body.pagination.limit).toBe(50);
  });

  test('filters by treatment and rating, ignores "all", and summarises what matches', async () => {
    const all = await list('?treatment=all&rating=all&limit=50');
    const herbal = await list('?treatment=Herbal%20Medicine&limit=50');
    expect(herbal.reviews.length).toBeGreaterThan(0);
    expect(herbal.reviews.every((review) => review.treatment === 'Herbal Medicine')).toBe(true);
    expect(herbal.pagination.total).toBeLessThan(all.pagination.total);
    const fours = await list('?rating=4&limit=50');
    expect(fours.reviews.every((review) => review.rating === 4)).toBe(true);
    expect(fours.summary).toEqual({ count: fours.reviews.length, averageRating: 4 });
    const ratings = all.reviews.map((review) => review.rating);
    const average = Math.round((ratings.reduce((sum, r) => sum + r, 0) / ratings.length) * 10) / 10;
    expect(all.summary).toEqual({ count: all.pagination.total, averageRating: average });
  });

  test('no match answers an empty page, not an error', async () => {
    const body = await list('?treatment=Other&rating=1');
    expect(body).toMatchObject({
      reviews: [],
      pagination: { total: 0, pages: 0 },
      summary: { count: 0, averageRating: null },
    });
  });

  test.each([
    ['?page=0', 'page must be a whole number of at least 1'],
    ['?page=abc', 'page must be a whole number of at least 1'],
    ['?page=99999999', 'page must be at most 10000'],
    ['?limit=-5', 'limit must be a whole number of at least 1'],
    ['?limit=1e3', 'limit must be a whole number of at least 1'],
    ['?rating=6', 'rating must be all or a number from 1 to 5'],
    ['?treatment=Surgery', 'treatment must be all or one of:'],
  ])('a bad query %s is a 400 with a message', async (query, message) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string };
    expect(body.error).toContain(message);
  });

  test('may be cached by the CDN until moderation purges the reviews tag', async () => {
    const response = await get();
    expect(response.headers.get('netlify-cache-tag')).toBe('reviews');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('refuses other methods with 405', async () => {
    const response = await handler(new Request('http://localhost/api/reviews', { method: 'DELETE' }), testContext());
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, POST');
  });
});
