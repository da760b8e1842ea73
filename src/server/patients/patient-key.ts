// Who a patient is, as the Patients list and the dashboard's "Unique Patients" both count them (the product keeps
// no separate patient record): the booking's phone number in its E.164 digits ('tel:94771234567'), its e-mail where
// it has no phone ('mail:…'), and, where staff merged two such keys as one person, the key they kept
// (patient_merges; the SQL function patient_base_key is in the 2026-12-02 migration).
import { type RawBuilder, sql } from 'kysely';

/** The key of one booking before merges: `patient_base_key(phone, e-mail)`. */
function baseKey(table: 'a' | 'appointments' | 'mine'): RawBuilder<string> {
  return sql<string>`patient_base_key(${sql.ref(`${table}.patient_phone`)}, ${sql.ref(`${table}.patient_email`)})`;
}

/** The patient key of the appointments row named `table` in the query (`a`, or `appointments` itself). */
export function patientKey(table: 'a' | 'appointments' | 'mine'): RawBuilder<string> {
  const base = baseKey(table);
  return sql<string>`coalesce((select m.into_key from patient_merges m where m.key = ${base}), ${base})`;
}
