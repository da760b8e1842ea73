// How often one connection may send each volunteer form: ten an hour each, so a script cannot flood staff with
// applications, registrations or feedback while a family sharing one address still gets through.

import type { Kysely } from 'kysely';
import { messageKey } from '../../i18n/translate.ts';
import type { Database } from '../db/schema.ts';
import { enforceRateLimit, type RateLimit } from '../http/rate-limit.ts';

const LIMITS = {
  application: { bucket: 'volunteer-application', limit: 10, windowSeconds: 3600 },
  registration: { bucket: 'volunteer-registration', limit: 10, windowSeconds: 3600 },
  feedback: { bucket: 'volunteer-feedback', limit: 10, windowSeconds: 3600 },
} satisfies Record<string, RateLimit>;

/** Counts one submission of the form from `address`; a 429 past the limit. */
export function throttleVolunteerForm(db: Kysely<Database>, form: keyof typeof LIMITS, address: string) {
  return enforceRateLimit(db, LIMITS[form], address, (minutes) => messageKey('errors.tooManySubmissions', { minutes }));
}
