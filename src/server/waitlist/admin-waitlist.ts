// The waitlist for staff (docs/product-rules.md "Waitlist"): one doctor's day, the people waiting in order with any
// live offer first, then those whose entry has ended; and moving a waiting person to the top (logged).
import type { Kysely } from 'kysely';
import type { AdminWaitlistEntry } from '../../shared/waitlist/waitlist.ts';
import { type Actor, logChange } from '../admin/activity-log.ts';
import type { Database } from '../db/schema.ts';
import { WaitlistError } from './waitlist-error.ts';

export async function listWaitlist(
  db: Kysely<Database>,
  query: { doctor_id: string; medical_center_id?: string; date: string },
): Promise<AdminWaitlistEntry[]> {
  let select = db
    .selectFrom('waitlist_entries as w')
    .leftJoin('appointment_slots as s', 's.id', 'w.offer_slot_id')
    .select([
      'w.id',
      'w.status',
      'w.patient_name',
      'w.patient_phone',
      'w.patient_email',
      'w.preferred_language',
      'w.medical_center_id',
      'w.created_at',
      'w.offer_expires_at',
      's.slot_time',
    ])
    .where('w.doctor_id', '=', query.doctor_id)
    .where('w.slot_date', '=', query.date);
  if (query.medical_center_id) select = select.where('w.medical_center_id', '=', query.medical_center_id);
  const rows = await select
    .orderBy((eb) =>
      eb.parens(
        eb.case().when('w.status', '=', 'offered').then(0).when('w.status', '=', 'waiting').then(1).else(2).end(),
      ),
    )
    .orderBy('w.queue_position')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    patient_name: row.patient_name,
    patient_phone: row.patient_phone,
    patient_email: row.patient_email,
    preferred_language: row.preferred_language,
    medical_center_id: row.medical_center_id,
    joined_at: row.created_at.toISOString(),
    offer:
      row.status === 'offered' && row.slot_time && row.offer_expires_at
        ? { slot_time: row.slot_time.slice(0, 5), expires_at: row.offer_expires_at.toISOString() }
        : null,
  }));
}

/** Puts a waiting person first on their day's list (before everyone waiting, after no one). */
export async function moveWaitlistToTop(db: Kysely<Database>, id: string, actor: Actor, now = new Date()) {
  await db.transaction().execute(async (trx) => {
    const entry = await trx
      .selectFrom('waitlist_entries')
      .select(['doctor_id', 'medical_center_id', 'slot_date', 'status', 'patient_name'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!entry) throw new WaitlistError(404, 'waitlist_not_found', 'This person is not on the waitlist.');
    if (entry.status !== 'waiting') {
      throw new WaitlistError(409, 'not_waiting', 'Only a person still waiting can be moved to the top.');
    }
    const { first } = await trx
      .selectFrom('waitlist_entries')
      .select((eb) => eb.fn.min('queue_position').as('first'))
      .where('doctor_id', '=', entry.doctor_id)
      .where('medical_center_id', '=', entry.medical_center_id)
      .where('slot_date', '=', entry.slot_date)
      .where('status', 'in', ['waiting', 'offered'])
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('waitlist_entries')
      .set({ queue_position: Number(first) - 1, updated_at: now })
      .where('id', '=', id)
      .execute();
    await logChange(
      trx,
      actor,
      {
        action: 'waitlist_moved_to_top',
        description: `Moved ${entry.patient_name} to the top of the waitlist for ${entry.slot_date}`,
        metadata: { waitlistEntryId: id },
      },
      now,
    );
  });
}
