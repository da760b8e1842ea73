// DELETE /api/admin/doctors?id=: a doctor stops practising. Kept (their past visits name them) but no longer offered
// to patients, their free slots closed; refused while visits of theirs are still to come.
import type { Kysely } from 'kysely';
import { colomboToday } from '../../shared/utils/colombo-time.ts';
import { type Actor, logChange } from '../admin/activity-log.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { futureBookingCounts } from './future-bookings.ts';

export async function retireDoctor(db: Kysely<Database>, doctorId: string, actor: Actor, now = new Date()) {
  const today = colomboToday(now);
  return db.transaction().execute(async (trx) => {
    const doctor = await trx
      .selectFrom('doctors')
      .select(['id', 'title', 'name', 'is_active'])
      .where('id', '=', doctorId)
      .forUpdate()
      .executeTakeFirst();
    if (!doctor) throw new HttpError(404, 'Doctor not found');
    if (!doctor.is_active) return { id: doctor.id, closedSlots: 0 };
    // The slots first: a booking racing the retirement lands before (and is counted) or meets a closed slot.
    await trx
      .selectFrom('appointment_slots')
      .select('id')
      .where('doctor_id', '=', doctorId)
      .where('slot_date', '>=', today)
      .forUpdate()
      .execute();
    const upcoming = (await futureBookingCounts(trx, [doctorId], now)).get(doctorId) ?? 0;
    if (upcoming > 0) {
      const bookings = upcoming === 1 ? '1 future booking' : `${upcoming} future bookings`;
      throw new HttpError(409, `${bookings} must be moved or cancelled first`, { code: 'doctor_has_bookings' });
    }
    await trx.updateTable('doctors').set({ is_active: false }).where('id', '=', doctorId).execute();
    const closed = await trx
      .updateTable('appointment_slots')
      .set({ is_available: false })
      .where('doctor_id', '=', doctorId)
      .where('slot_date', '>=', today)
      .where('current_bookings', '=', 0)
      .where('is_available', '=', true)
      .executeTakeFirst();
    const closedSlots = Number(closed.numUpdatedRows);
    await logChange(
      trx,
      actor,
      {
        action: 'doctor_retired',
        description: `Retired ${doctor.title} ${doctor.name} (${closedSlots} free slots closed)`,
        metadata: { doctorId, closedSlots },
      },
      now,
    );
    return { id: doctor.id, closedSlots };
  });
}
