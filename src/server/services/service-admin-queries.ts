import { type Kysely, sql, type Updateable } from 'kysely';
import type { Service } from '../../shared/services/service.ts';
import { type AdminService, SERVICE_IMAGE_PATH, type ServiceFields } from '../../shared/services/service-form.ts';
import type { ImageExtension } from '../../shared/uploads/image-type.ts';
import { type Actor, logChange } from '../admin/activity-log.ts';
import type { Database, ServiceRow, ServicesTable } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { purgePublicCache } from '../http/purge-public-cache.ts';
import { saveImage } from '../uploads/image-store.ts';
import { toService } from './service-queries.ts';

export async function listServicesForAdmin(
  db: Kysely<Database>,
  page: number,
  limit: number,
): Promise<{ services: AdminService[]; pagination: { page: number; limit: number; total: number } }> {
  const rows = await db
    .selectFrom('services')
    .selectAll()
    .orderBy('name')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  const { total } = await db.selectFrom('services').select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow();
  return {
    services: rows.map((row) => ({ ...toService(row), updated_at: row.updated_at.toISOString() })),
    pagination: { page, limit, total: Number(total) },
  };
}

function columns(fields: ServiceFields) {
  return { ...fields, benefits: JSON.stringify(fields.benefits) };
}

/**
 * Every change to a service is logged with it, in its transaction, and then purges the public services cache, so
 * the pages (which refresh from /api/services) show it without a rebuild (purge-public-cache.ts).
 */
async function changeService(
  db: Kysely<Database>,
  actor: Actor,
  change: (trx: Kysely<Database>) => Promise<ServiceRow | undefined>,
  log: { action: string; description: (service: Service) => string; notFound?: string },
): Promise<Service> {
  const service = await db.transaction().execute(async (trx) => {
    const row = await change(trx);
    if (!row) throw new HttpError(404, log.notFound ?? 'Service not found');
    const changed = toService(row);
    await logChange(trx, actor, {
      action: log.action,
      description: log.description(changed),
      metadata: { serviceId: changed.id },
    });
    return changed;
  });
  await purgePublicCache(['services']);
  return service;
}

/** Sets `values` on the service (and its updated_at); the new row, or undefined when there is no such service. */
function updateRow(id: string, values: Updateable<ServicesTable>, now: Date) {
  return (trx: Kysely<Database>) =>
    trx
      .updateTable('services')
      .set({ ...values, updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
}

export function createService(db: Kysely<Database>, fields: ServiceFields, actor: Actor): Promise<Service> {
  return changeService(
    db,
    actor,
    (trx) => trx.insertInto('services').values(columns(fields)).returningAll().executeTakeFirst(),
    { action: 'service_created', description: (service) => `Created the service ${service.name}` },
  );
}

export const SERVICE_CHANGED_MEANWHILE =
  'Someone else saved this service after you opened it. It has been reloaded: check it and save again.';

/**
 * Saves the service's fields. With `savedAt` (its updated_at as the form opened it, to the millisecond, as the list
 * gives it) only if nobody changed it since: a conditional update, so of two saves at once the second finds the
 * row changed and is refused (409) instead of undoing the first.
 */
export function updateService(
  db: Kysely<Database>,
  id: string,
  fields: ServiceFields,
  actor: Actor,
  { savedAt, now = new Date() }: { savedAt?: string; now?: Date } = {},
): Promise<Service> {
  const update = async (trx: Kysely<Database>) => {
    const row = await trx
      .updateTable('services')
      .set({ ...columns(fields), updated_at: now })
      .where('id', '=', id)
      .$if(savedAt !== undefined, (query) =>
        query.where(sql<Date>`date_trunc('milliseconds', updated_at)`, '=', new Date(savedAt as string)),
      )
      .returningAll()
      .executeTakeFirst();
    if (!row && savedAt !== undefined) {
      const exists = await trx.selectFrom('services').select('id').where('id', '=', id).executeTakeFirst();
      if (exists) throw new HttpError(409, SERVICE_CHANGED_MEANWHILE);
    }
    return row;
  };
  return changeService(db, actor, update, {
    action: 'service_updated',
    description: (service) => `Updated the service ${service.name}`,
  });
}

export function setServiceAvailability(
  db: Kysely<Database>,
  id: string,
  available: boolean,
  actor: Actor,
  now: Date = new Date(),
): Promise<Service> {
  return changeService(db, actor, updateRow(id, { available }, now), {
    action: 'service_availability_changed',
    description: (service) => `${available ? 'Enabled' : 'Disabled'} the service ${service.name}`,
  });
}

/** Deletes a service; appointments keep its name (service_type) and lose the link. */
export function deleteService(db: Kysely<Database>, id: string, actor: Actor): Promise<Service> {
  return changeService(
    db,
    actor,
    (trx) => trx.deleteFrom('services').where('id', '=', id).returningAll().executeTakeFirst(),
    {
      action: 'service_deleted',
      description: (service) => `Deleted the service ${service.name}`,
      notFound: 'Cannot delete invalid service',
    },
  );
}

/**
 * Stores an uploaded service image and logs it (the file goes to the blob store, not the database, so the entry
 * follows the upload); answers the address to store as the service's image_url.
 */
export async function storeServiceImage(
  db: Kysely<Database>,
  image: { bytes: Uint8Array<ArrayBuffer>; extension: ImageExtension },
  actor: Actor,
): Promise<string> {
  const key = await saveImage(image.bytes, image.extension);
  await logChange(db, actor, {
    action: 'service_image_uploaded',
    description: `Uploaded a service image (${Math.ceil(image.bytes.byteLength / 1024)} KB)`,
    metadata: { key },
  });
  return `${SERVICE_IMAGE_PATH}${key}`;
}
