// Newsletter subscribers. A repeat sign-up is a success and keeps one row; signing up again after unsubscribing
// resubscribes (the original sign-up date is kept).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export async function subscribe(db: Kysely<Database>, email: string): Promise<void> {
  await db
    .insertInto('newsletter_subscribers')
    .values({ email })
    .onConflict((conflict) => conflict.column('email').doUpdateSet({ unsubscribed_at: null }))
    .execute();
}
