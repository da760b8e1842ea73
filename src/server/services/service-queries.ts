import type { Kysely, Selectable } from 'kysely';
import type { Service, ServicesOrder } from '../../shared/services/service.ts';
import type { Database, ServicesTable } from '../db/schema.ts';

export function toService({ updated_at: _bookkeeping, ...row }: Selectable<ServicesTable>): Service {
  return { ...row, created_at: row.created_at.toISOString() };
}

/**
 * Services open for booking. The pages list them featured first, then in the order they were added (docs/product-rules.md
 * "Services"); the booking wizard asks for them by name (docs/api.md "The booking's service list").
 */
export async function listAvailableServices(
  db: Kysely<Database>,
  order: ServicesOrder = 'featured',
): Promise<Service[]> {
  let query = db.selectFrom('services').selectAll().where('available', '=', true);
  if (order === 'featured') query = query.orderBy('featured', 'desc').orderBy('created_at', 'asc');
  const rows = await query.orderBy('name', 'asc').orderBy('id').execute();
  return rows.map(toService);
}
