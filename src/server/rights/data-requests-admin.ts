// The staff side of erasure requests (the "Data requests" screen): the requests with their due date, and erasing
// the patient one names. Erasing anonymises every booking of the patient in one transaction: each keeps its slot,
// status, date, doctor, centre and service (so counts, places and the day sheets stay right) and loses every
// personal field; their consents, the messages to their addresses, their newsletter subscription and the merges
// naming their phone are deleted. The activity log says that a request was completed and how many bookings it
// touched, never who.
import { type Kysely, sql } from 'kysely';
import type { DataRequestRow } from '../../shared/rights/data-requests.ts';
import { type Actor, logChange } from '../admin/activity-log.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { patientKey } from '../patients/patient-key.ts';

/** The name an erased booking shows staff. */
import { PERSONAL_FIELDS_CLEARED } from './personal-fields.ts';

export const ERASED_NAME = 'Erased patient';

export async function listDataRequests(
  db: Kysely<Database>,
  status: 'open' | 'completed' | 'all',
): Promise<DataRequestRow[]> {
  let query = db
    .selectFrom('data_requests as r')
    .innerJoin('appointments as a', 'a.id', 'r.appointment_id')
    .select([
      'r.id',
      'r.status',
      'r.requested_at',
      'r.due_on',
      'r.completed_at',
      'a.reference',
      'a.patient_name',
      sql<string>`(select count(*) from appointments mine where ${patientKey('mine')} = r.patient_key)`.as('bookings'),
    ])
    .orderBy('r.status', 'desc')
    .orderBy('r.due_on')
    .limit(500);
  if (status !== 'all') query = query.where('r.status', '=', status);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    requested_at: new Date(row.requested_at).toISOString(),
    due_on: row.due_on,
    patient_name: row.status === 'open' ? row.patient_name : null,
    reference: row.reference,
    bookings: Number(row.bookings),
    completed_at: row.completed_at ? new Date(row.completed_at).toISOString() : null,
  }));
}

/** Erases the patient of the open request `id` and closes it; answers how many bookings were anonymised. */
export async function completeDataRequest(
  db: Kysely<Database>,
  id: string,
  actor: Actor,
  now = new Date(),
): Promise<{ anonymised: number }> {
  return db.transaction().execute(async (trx) => {
    const request = await trx
      .selectFrom('data_requests')
      .select(['id', 'patient_key'])
      .where('id', '=', id)
      .where('status', '=', 'open')
      .forUpdate()
      .executeTakeFirst();
    if (!request)
      throw new HttpError(409, 'This request is already completed or does not exist.', { code: 'not_open' });
    const bookings = await trx
      .selectFrom('appointments as mine')
      .select(['mine.id', 'mine.patient_email', 'mine.patient_phone'])
      .where(patientKey('mine'), '=', request.patient_key)
      .forUpdate()
      .execute();
    const ids = bookings.map((row) => row.id);
    const addresses = [
      ...new Set(
        bookings.flatMap((row) => [row.patient_email.trim().toLowerCase(), row.patient_phone]).filter(Boolean),
      ),
    ];
    // One anonymous address per request: the erased bookings still count as one patient, nobody's.
    const erasedKey = `mail:erased-${request.id}@erased.invalid`;
    if (ids.length > 0) {
      await trx
        .updateTable('appointments')
        .set({
          patient_name: ERASED_NAME,
          patient_email: `erased-${request.id}@erased.invalid`,
          patient_phone: '',
          ...PERSONAL_FIELDS_CLEARED,
          // The link stops working: each row a hash of nothing anyone holds.
          manage_token_hash: sql<string>`encode(sha256(gen_random_uuid()::text::bytea), 'hex')`,
          updated_at: now,
        })
        .where('id', 'in', ids)
        .execute();
      await trx.deleteFrom('consent_records').where('appointment_id', 'in', ids).execute();
    }
    if (addresses.length > 0) {
      await trx
        .deleteFrom('outbox_messages')
        .where((eb) => eb(eb.fn('lower', ['recipient']), 'in', addresses))
        .execute();
      await trx.deleteFrom('newsletter_subscribers').where('email', 'in', addresses).execute();
    }
    await trx
      .deleteFrom('patient_merges')
      .where((eb) => eb.or([eb('key', '=', request.patient_key), eb('into_key', '=', request.patient_key)]))
      .execute();
    await trx
      .updateTable('data_requests')
      .set({ status: 'completed', completed_at: now, completed_by: actor.adminId, patient_key: erasedKey })
      .where('id', '=', request.id)
      .execute();
    await logChange(
      trx,
      actor,
      {
        action: 'patient_erased',
        description: `Completed erasure request ${request.id}: ${ids.length} booking(s) anonymised`,
        metadata: { requestId: request.id, bookings: ids.length },
      },
      now,
    );
    return { anonymised: ids.length };
  });
}
