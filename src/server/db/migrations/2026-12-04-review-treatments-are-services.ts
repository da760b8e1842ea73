// A review's treatment is one of the services (REVIEW_TREATMENTS): the reviews kept so far move from the first
// list's names to the service that gives that treatment, and the tradition's own names (Hela Wedakama, Deshiya
// Chikitsa), which name no treatment one books, become Other.
import { type Kysely, sql } from 'kysely';
import { REVIEW_TREATMENTS } from '../../../shared/enums.ts';

const FIRST_LIST = [
  'Deshiya Chikitsa',
  'Hela Wedakama',
  'Traditional Massage Therapy',
  'Medicinal Steam Baths',
  'Behavioral Therapy',
  'Nutritional Medicine',
  'Herbal Medicine',
  'Other',
] as const;

/** First list's name -> the service; names on both lists are left as they are. */
const TO_SERVICE: Record<string, string> = {
  'Deshiya Chikitsa': 'Other',
  'Hela Wedakama': 'Other',
  'Traditional Massage Therapy': 'Ayurvedic Massage',
  'Medicinal Steam Baths': 'Medicinal Steam Bath',
  'Behavioral Therapy': 'Stress & Sleep Therapy',
};

const treatmentCheck = (treatments: readonly string[]) =>
  sql`treatment in (${sql.join(treatments.map((treatment) => sql.lit(treatment)))})`;

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type (Kysely docs)
async function rename(db: Kysely<any>, names: Record<string, string>, allowed: readonly string[]): Promise<void> {
  await db.schema.alterTable('reviews').dropConstraint('reviews_treatment_check').execute();
  for (const [from, to] of Object.entries(names)) {
    await db.updateTable('reviews').set({ treatment: to }).where('treatment', '=', from).execute();
  }
  await db.schema
    .alterTable('reviews')
    .addCheckConstraint('reviews_treatment_check', treatmentCheck(allowed))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function up(db: Kysely<any>): Promise<void> {
  await rename(db, TO_SERVICE, REVIEW_TREATMENTS);
}

/** Services the first list lacks go back as Other; the tradition's names cannot be told apart again. */
// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  const back: Record<string, string> = {
    'Ayurvedic Massage': 'Traditional Massage Therapy',
    'Medicinal Steam Bath': 'Medicinal Steam Baths',
    'Stress & Sleep Therapy': 'Behavioral Therapy',
  };
  for (const service of REVIEW_TREATMENTS) {
    if (!(service in back) && !(FIRST_LIST as readonly string[]).includes(service)) back[service] = 'Other';
  }
  await rename(db, back, FIRST_LIST);
}
