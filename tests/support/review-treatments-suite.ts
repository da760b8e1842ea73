// Reviews name services (REVIEW_TREATMENTS), on any database (PGlite in tests/integration, PostgreSQL in
// tests/postgres): the migration moves the reviews kept under the first list's names to the service that gives that
// treatment, and the database then refuses the old names as the form does.
import { expect, test } from 'vitest';
import { down, up } from '../../src/server/db/migrations/2026-12-04-review-treatments-are-services.ts';
import type { TestDatabase } from './test-database.ts';

export function reviewTreatmentsSuite(database: () => TestDatabase) {
  const review = (name: string, treatment: string) => ({
    name,
    age: 40,
    profession: 'Teacher',
    location: 'Kandy',
    email: 'reader@example.lk',
    phone: '+94 77 123 4567',
    condition: 'Back pain',
    treatment,
    duration: '1-2 months',
    rating: 5,
    review_text: 'A long enough story about the treatment and how much it helped me over the months.',
    consent_at: new Date(),
  });

  test.each([
    ['Hela Wedakama', 'Other'],
    ['Deshiya Chikitsa', 'Other'],
    ['Traditional Massage Therapy', 'Ayurvedic Massage'],
    ['Medicinal Steam Baths', 'Medicinal Steam Bath'],
    ['Behavioral Therapy', 'Stress & Sleep Therapy'],
    ['Herbal Medicine', 'Herbal Medicine'],
  ])('a review of "%s" kept before the change names "%s" after it', async (before, after) => {
    const { db } = database();
    await down(db);
    const { id } = await db
      .insertInto('reviews')
      .values(review(`Reader ${before}`, before))
      .returning('id')
      .executeTakeFirstOrThrow();
    await up(db);
    const row = await db.selectFrom('reviews').select('treatment').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.treatment).toBe(after);
  });

  test('a review naming the tradition rather than a service is refused by the database too', async () => {
    await expect(
      database().db.insertInto('reviews').values(review('Late Reader', 'Hela Wedakama')).execute(),
    ).rejects.toThrow(/reviews_treatment_check/);
  });
}
