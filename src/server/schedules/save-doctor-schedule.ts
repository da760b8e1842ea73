// PUT /api/admin/doctor-schedules: one doctor's whole week at one centre from a Colombo day on (docs/product-rules.md
// "Doctors and sessions"). Earlier weeks keep their days and slots; a week planned for later is replaced.
import type { Kysely } from 'kysely';
import { type ScheduleSave, type Session, scheduleProblems } from '../../shared/schedules/doctor-schedule.ts';
import { addDays, colomboToday } from '../../shared/utils/colombo-time.ts';
import { type Actor, logChange } from '../admin/activity-log.ts';
import type { SessionRule } from '../booking/slot-generation.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { applySessionsToSlots, type SlotChanges } from './schedule-slots.ts';

function checkSessions(save: ScheduleSave, today: string): void {
  const fields = scheduleProblems(save.effectiveFrom, save.sessions, today);
  const first = Object.values(fields)[0];
  if (first !== undefined) throw new HttpError(422, first, { code: 'invalid_schedule', fields });
}

const toRow = (save: ScheduleSave, session: Session) => ({
  doctor_id: save.doctorId,
  medical_center_id: save.center,
  weekday: session.weekday,
  start_time: session.start,
  end_time: session.end,
  kind: session.kind,
  slot_minutes: session.kind === 'slots' ? session.slotMinutes : null,
  max_bookings: session.places,
  effective_from: save.effectiveFrom,
});

/** Locks the doctor (two staff saving the same doctor take turns) and checks they practise at the centre. */
async function lockDoctor(trx: Kysely<Database>, doctorId: string, centerId: string) {
  const doctor = await trx
    .selectFrom('doctors')
    .select(['id', 'title', 'name', 'is_active'])
    .where('id', '=', doctorId)
    .forUpdate()
    .executeTakeFirst();
  if (!doctor) throw new HttpError(404, 'Doctor not found', { fields: { doctorId: 'Doctor not found' } });
  if (!doctor.is_active)
    throw new HttpError(409, `${doctor.title} ${doctor.name} is retired`, { code: 'doctor_retired' });
  const practises = await trx
    .selectFrom('doctor_centers')
    .select('doctor_id')
    .where('doctor_id', '=', doctorId)
    .where('medical_center_id', '=', centerId)
    .executeTakeFirst();
  if (!practises) {
    throw new HttpError(404, `${doctor.title} ${doctor.name} does not practise at this centre`, {
      fields: { center: 'The doctor does not practise at this centre' },
    });
  }
  return doctor;
}

/** Replaces the sessions from `effectiveFrom` on, then brings the slots of the booking horizon in line. */
export async function saveDoctorSchedule(
  db: Kysely<Database>,
  save: ScheduleSave,
  actor: Actor,
  now = new Date(),
): Promise<SlotChanges> {
  checkSessions(save, colomboToday(now));
  return db.transaction().execute(async (trx) => {
    const doctor = await lockDoctor(trx, save.doctorId, save.center);
    await trx
      .deleteFrom('doctor_schedules')
      .where('doctor_id', '=', save.doctorId)
      .where('medical_center_id', '=', save.center)
      .where('effective_from', '>=', save.effectiveFrom)
      .execute();
    await trx
      .updateTable('doctor_schedules')
      .set({ effective_until: addDays(save.effectiveFrom, -1) })
      .where('doctor_id', '=', save.doctorId)
      .where('medical_center_id', '=', save.center)
      .where((eb) => eb.or([eb('effective_until', 'is', null), eb('effective_until', '>=', save.effectiveFrom)]))
      .execute();
    if (save.sessions.length > 0) {
      await trx
        .insertInto('doctor_schedules')
        .values(save.sessions.map((session) => toRow(save, session)))
        .execute();
    }
    const rules: SessionRule[] = await trx
      .selectFrom('doctor_schedules')
      .select([
        'doctor_id',
        'medical_center_id',
        'weekday',
        'start_time',
        'end_time',
        'slot_minutes',
        'max_bookings',
        'effective_from',
        'effective_until',
      ])
      .where('doctor_id', '=', save.doctorId)
      .where('medical_center_id', '=', save.center)
      .execute();
    const changes = await applySessionsToSlots(
      trx,
      { doctorId: save.doctorId, centerId: save.center },
      rules,
      save.effectiveFrom,
      now,
    );
    await logChange(
      trx,
      actor,
      {
        action: 'doctor_schedule_saved',
        description: `Saved ${doctor.title} ${doctor.name}'s weekly sessions at ${save.center} from ${save.effectiveFrom} (${save.sessions.length} sessions; ${changes.opened} slots opened, ${changes.removed} removed, ${changes.resized} resized)`,
        metadata: { doctorId: save.doctorId, center: save.center, effectiveFrom: save.effectiveFrom, ...changes },
      },
      now,
    );
    return changes;
  });
}
