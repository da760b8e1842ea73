// Staff second factor (src/server/admin/README.md "Second factor"): an account's TOTP secret once enrolled (and one
// being enrolled), the time step of the last code accepted (a code is never accepted twice), its ten recovery codes
// (SHA-256 only, each usable once), and a session's step: a session opened by the password alone reaches nothing but
// the second step (or, for an account that must have a second factor and has none, its enrolment).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('admin_users')
    .addColumn('totp_secret', 'text')
    .addColumn('totp_pending_secret', 'text')
    .addColumn('totp_last_step', 'integer')
    .execute();
  await db.schema
    .alterTable('admin_sessions')
    .addColumn('pending_step', 'text', (c) => c.check(sql`pending_step in ('second_factor', 'enrol_second_factor')`))
    .execute();
  await db.schema
    .createTable('admin_recovery_codes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('admin_user_id', 'uuid', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('admin_recovery_codes_code', ['admin_user_id', 'code_hash'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_recovery_codes').execute();
  await db.schema.alterTable('admin_sessions').dropColumn('pending_step').execute();
  await db.schema
    .alterTable('admin_users')
    .dropColumn('totp_secret')
    .dropColumn('totp_pending_secret')
    .dropColumn('totp_last_step')
    .execute();
}
