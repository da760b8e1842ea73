import { type Kysely, sql } from 'kysely';
import type { Service } from '../../shared/services/service.ts';
import type { ServiceFields } from '../../shared/services/service-form.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { toService } from './service-queries.ts';

export async function listServicesForAdmin(db: Kysely<Database>, page: number, limit: number) {
  const rows = await db
    .selectFrom('services')
    .selectAll()
    .orderBy('name')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  const { total } = await db.selectFrom('services').select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow();
  return { services: rows.map(toService), pagination: { page, limit, total: Number(total) } };
}

function columns(fields: ServiceFields) {
  return { ...fields, benefits: JSON.stringify(fields.benefits) };
}

export async function createService(db: Kysely<Database>, fields: ServiceFields): Promise<Service> {
  const row = await db.insertInto('services').values(columns(fields)).returningAll().executeTakeFirstOrThrow();
  return toService(row);
}

export async function updateService(
  db: Kysely<Database>,
  id: string,
  fields: ServiceFields,
  now: Date = new Date(),
): Promise<Service> {
  const row = await db
    .updateTable('services')
    .set({ ...columns(fields), updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'Service not found');
  return toService(row);
}

export async function setServiceAvailability(
  db: Kysely<Database>,
  id: string,
  available: boolean,
  now: Date = new Date(),
): Promise<Service> {
  const row = await db
    .updateTable('services')
    .set({ available, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'Service not found');
  return toService(row);
}

/** Deletes a service; appointments keep its name (service_type) and lose the link. */
export async function deleteService(db: Kysely<Database>, id: string): Promise<Service> {
  const row = await db.deleteFrom('services').where('id', '=', id).returningAll().executeTakeFirst();
  if (!row) throw new HttpError(404, 'Cannot delete invalid service');
  return toService(row);
}
