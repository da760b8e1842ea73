// Who is told about a booking by SMS. The admin's number is configuration (the admin portal's settings, else the
// ADMIN_SMS_NUMBER variable); it never reaches the browser.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { toE164 } from './phone-numbers.ts';

export const ADMIN_SMS_SETTING = 'admin_sms_number';

export async function adminSmsNumber(db: Kysely<Database> | Transaction<Database>): Promise<string | undefined> {
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', ADMIN_SMS_SETTING)
    .executeTakeFirst();
  const configured = typeof row?.value === 'string' && row.value.trim() ? row.value : process.env.ADMIN_SMS_NUMBER;
  return configured ? toE164(configured) : undefined;
}
