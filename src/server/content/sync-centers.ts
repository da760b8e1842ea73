// Centres: one owner per fact (docs/architecture.md "Centres: one owner per fact"). content/centers owns which
// centres exist and their public facts (name, description, address, city, phone, e-mail, opening hours); the
// medical_centers row copies them for what bookings need (the wizard, SMS, e-mails, foreign keys) and is never
// edited elsewhere. The database owns everything hung on a centre: doctors, schedules, slots, appointments.
// db:migrate brings the rows in step after every migration: a centre in content is inserted or updated and
// active; a row whose content file is gone stops taking bookings (is_active false) and keeps its history.
import type { Kysely } from 'kysely';
import type { OpeningHours } from '../../shared/booking/catalogue.ts';
import type { Database } from '../db/schema.ts';
import { type CenterEntry, SERVER_CONTENT } from './server-content.ts';

export interface CentersSync {
  upserted: number;
  deactivated: string[];
}

export async function syncCentersFromContent(
  db: Kysely<Database>,
  centers: readonly CenterEntry[] = SERVER_CONTENT.centers,
): Promise<CentersSync> {
  return db.transaction().execute(async (trx) => {
    for (const center of centers) {
      const facts = {
        name: center.name,
        description: center.description,
        address: center.location,
        city: center.city,
        phone: center.phone,
        email: center.email ?? null,
        opening_hours: JSON.stringify(center.openingHours satisfies OpeningHours),
        is_active: true,
      };
      await trx
        .insertInto('medical_centers')
        .values({ id: center.id, ...facts })
        .onConflict((conflict) => conflict.column('id').doUpdateSet(facts))
        .execute();
    }
    const ids = centers.map((center) => center.id);
    const deactivated = await trx
      .updateTable('medical_centers')
      .set({ is_active: false })
      .where('is_active', '=', true)
      .$if(ids.length > 0, (query) => query.where('id', 'not in', ids))
      .returning('id')
      .execute();
    return { upserted: centers.length, deactivated: deactivated.map((row) => row.id) };
  });
}
