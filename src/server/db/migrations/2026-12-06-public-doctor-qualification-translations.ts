// Dated 2026-12-06, not 2026-12-05: Kysely refuses a migration that sorts before one a database already ran
// (2026-12-05-whatsapp-messages is on main), and "public" sorts before "whatsapp".
// Doctors' qualifications in Sinhala and Tamil where staff gave them (issue #56): Sinhala and Tamil bookings showed
// the degrees in English. Null means "not translated": pages and e-mails fall back to the English text.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('doctors')
    .addColumn('qualification_si', 'text')
    .addColumn('qualification_ta', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('doctors').dropColumn('qualification_si').dropColumn('qualification_ta').execute();
}
