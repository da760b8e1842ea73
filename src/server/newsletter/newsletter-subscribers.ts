// Newsletter subscribers. A repeat sign-up is a success and keeps one row; signing up again after unsubscribing
// resubscribes (the original sign-up date is kept).

import type { Kysely } from 'kysely';
import { messageKey } from '../../i18n/translate.ts';
import type { Database } from '../db/schema.ts';
import { enforceRateLimit } from '../http/rate-limit.ts';

/** Ten sign-ups an hour from one connection. */
export function throttleNewsletterSignups(db: Kysely<Database>, address: string): Promise<void> {
  return enforceRateLimit(db, { bucket: 'newsletter', limit: 10, windowSeconds: 3600 }, address, (minutes) =>
    messageKey('errors.tooManySignUps', { minutes }),
  );
}

export async function subscribe(db: Kysely<Database>, email: string): Promise<void> {
  await db
    .insertInto('newsletter_subscribers')
    .values({ email })
    .onConflict((conflict) => conflict.column('email').doUpdateSet({ unsubscribed_at: null }))
    .execute();
}
