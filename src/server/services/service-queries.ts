import type { Kysely, Selectable } from 'kysely';
import type { Database, ServicesTable } from '../db/schema.ts';
import type { Service } from './service.ts';

export function toService({ updated_at: _bookkeeping, ...row }: Selectable<ServicesTable>): Service {
  return { ...row, created_at: row.created_at.toISOString() };
}

/** Services open for booking: featured first, then in the order they were added (spec 000 section 7). */
export async function listAvailableServices(db: Kysely<Database>): Promise<Service[]> {
  const rows = await db
    .selectFrom('services')
    .selectAll()
    .where('available', '=', true)
    .orderBy('featured', 'desc')
    .orderBy('created_at', 'asc')
    .orderBy('name', 'asc')
    .execute();
  return rows.map(toService);
}
