// The doctors whose Sinhala or Tamil details staff have not given yet (`npm run i18n:status`, docs/i18n.md): the si
// and ta booking pages and the patient's e-mails show the English name, specialty or qualifications for those.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Per language, one line per active doctor with something untranslated: 'Dr. Nimal Perera: name, qualifications'. */
export async function untranslatedDoctors(db: Kysely<Database>): Promise<Record<'si' | 'ta', string[]>> {
  const doctors = await db
    .selectFrom('doctors')
    .select([
      'title',
      'name',
      'qualification',
      'name_si',
      'name_ta',
      'specialization_si',
      'specialization_ta',
      'qualification_si',
      'qualification_ta',
    ])
    .where('is_active', '=', true)
    .orderBy('name')
    .execute();
  const missingIn = (locale: 'si' | 'ta') =>
    doctors.flatMap((doctor) => {
      const fields = [
        !doctor[`name_${locale}`] && 'name',
        !doctor[`specialization_${locale}`] && 'specialty',
        doctor.qualification && !doctor[`qualification_${locale}`] && 'qualifications',
      ].filter(Boolean);
      return fields.length > 0 ? [`${doctor.title} ${doctor.name}: ${fields.join(', ')}`] : [];
    });
  return { si: missingIn('si'), ta: missingIn('ta') };
}
