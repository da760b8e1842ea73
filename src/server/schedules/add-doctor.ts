// POST /api/admin/doctors: a new doctor at a centre, with their name and specialty in Sinhala and Tamil where given.
// They have no sessions yet: staff give them a week on the Doctors screen.
import type { Kysely } from 'kysely';
import type { NewDoctor } from '../../shared/schedules/doctor-schedule.ts';
import { type Actor, logChange } from '../admin/activity-log.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';

export async function addDoctor(db: Kysely<Database>, doctor: NewDoctor, actor: Actor): Promise<{ id: string }> {
  return db.transaction().execute(async (trx) => {
    const center = await trx
      .selectFrom('medical_centers')
      .select(['id', 'name'])
      .where('id', '=', doctor.center)
      .where('is_active', '=', true)
      .executeTakeFirst();
    if (!center)
      throw new HttpError(404, 'Medical centre not found', { fields: { center: 'Choose a medical centre' } });
    // Two clicks on Add (or two staff adding the same person) make one doctor, not two.
    const twin = await trx
      .selectFrom('doctors')
      .innerJoin('doctor_centers', 'doctor_centers.doctor_id', 'doctors.id')
      .select('doctors.id')
      .where('doctor_centers.medical_center_id', '=', center.id)
      .where('doctors.is_active', '=', true)
      .where((eb) => eb(eb.fn('lower', ['doctors.name']), '=', doctor.name.toLowerCase()))
      .executeTakeFirst();
    if (twin) {
      const message = `${doctor.name} already practises at ${center.name}`;
      throw new HttpError(409, message, { code: 'doctor_exists', fields: { name: message } });
    }
    const { id } = await trx
      .insertInto('doctors')
      .values({
        title: doctor.title,
        name: doctor.name,
        specialization: doctor.specialization,
        qualification: doctor.qualification,
        name_si: doctor.nameSi,
        name_ta: doctor.nameTa,
        specialization_si: doctor.specializationSi,
        specialization_ta: doctor.specializationTa,
        qualification_si: doctor.qualificationSi,
        qualification_ta: doctor.qualificationTa,
        consultation_fee: doctor.consultationFee,
        // Staff give no experience on the short form: the booking wizard says nothing of it when 0.
        experience_years: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('doctor_centers').values({ doctor_id: id, medical_center_id: center.id }).execute();
    await logChange(trx, actor, {
      action: 'doctor_added',
      description: `Added ${doctor.title} ${doctor.name} (${doctor.specialization}) at ${center.name}`,
      metadata: { doctorId: id, center: center.id },
    });
    return { id };
  });
}
