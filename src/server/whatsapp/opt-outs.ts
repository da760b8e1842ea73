// The numbers that answered STOP (whatsapp_opt_outs, written by the inbound webhook): no WhatsApp to them, SMS instead.
import type { Kysely, Transaction } from 'kysely';
import { toE164 } from '../../shared/phone-numbers.ts';
import type { Database } from '../db/schema.ts';

export async function whatsappOptedOut(db: Kysely<Database> | Transaction<Database>, phone: string): Promise<boolean> {
  const number = toE164(phone);
  if (!number) return false;
  const row = await db.selectFrom('whatsapp_opt_outs').select('phone').where('phone', '=', number).executeTakeFirst();
  return row !== undefined;
}
