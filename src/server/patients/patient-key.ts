// Who a patient is, as the Patients list and the dashboard's "Unique Patients" both count them (the product keeps
// no separate patient record): the booking's e-mail address, case and spaces aside, or its phone number's digits
// when it has no e-mail.
import { type RawBuilder, sql } from 'kysely';

/** The patient key of the appointments row named `table` in the query (`a`, or `appointments` itself). */
export function patientKey(table: 'a' | 'appointments'): RawBuilder<string> {
  const email = sql.ref(`${table}.patient_email`);
  const phone = sql.ref(`${table}.patient_phone`);
  return sql<string>`coalesce(nullif(lower(trim(${email})), ''), regexp_replace(${phone}, '[^0-9+]', '', 'g'))`;
}
