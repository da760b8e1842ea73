// Staff merge two patients they know to be one person (docs/product-rules.md "Patients"): from now on `merge`'s
// bookings count as `keep`'s, and so do those of every key merged into `merge` before. Logged with who did it.
import { type Kysely, sql } from 'kysely';
import type { PatientMerge } from '../../shared/patients/patient.ts';
import { type Actor, logChange } from '../admin/activity-log.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { patientKey } from './patient-key.ts';

export async function mergePatients(db: Kysely<Database>, pair: PatientMerge, actor: Actor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // One merge at a time: two staff merging crossing pairs could otherwise make a cycle.
    await sql`select pg_advisory_xact_lock(hashtext('patient_merges'))`.execute(trx);
    const found = await trx
      .selectFrom('appointments as a')
      .select([
        patientKey('a').as('key'),
        sql<string>`max(a.patient_name)`.as('name'),
        sql<number>`count(*)`.as('visits'),
      ])
      .where(patientKey('a'), 'in', [pair.keep, pair.merge])
      .groupBy(patientKey('a'))
      .execute();
    const keep = found.find((row) => row.key === pair.keep);
    const merged = found.find((row) => row.key === pair.merge);
    if (!keep || !merged) throw new HttpError(404, 'Patient not found. The list has been refreshed.');
    await trx.updateTable('patient_merges').set({ into_key: pair.keep }).where('into_key', '=', pair.merge).execute();
    await trx
      .insertInto('patient_merges')
      .values({ key: pair.merge, into_key: pair.keep, merged_by: actor.adminId })
      .execute();
    await logChange(trx, actor, {
      action: 'patients_merged',
      description: `Merged the patient record of ${merged.name} (${Number(merged.visits)} visits) into ${keep.name}'s`,
      metadata: { keep: pair.keep, merged: pair.merge, visits: Number(merged.visits) },
    });
  });
}
