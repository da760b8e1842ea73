// Who is told about a booking by SMS. The admin's number is configuration (the admin portal's Settings, else the
// ADMIN_SMS_NUMBER variable); it never reaches the browser. Staff SMS (admin and doctor) follow the Settings'
// notification switches for the event; the patient's own SMS always goes.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { readSettings } from '../settings/settings-queries.ts';
import type { NotificationEvent } from '../settings/settings-schema.ts';
import { toE164 } from './phone-numbers.ts';

export interface StaffSmsRecipients {
  /** Whether staff are told of this event by SMS at all. */
  enabled: boolean;
  admin?: string;
}

export async function staffSmsRecipients(db: Kysely<Database>, event: NotificationEvent): Promise<StaffSmsRecipients> {
  const settings = await readSettings(db);
  const configured = settings.adminSmsNumber ?? process.env.ADMIN_SMS_NUMBER;
  return {
    enabled: settings.notifications[event].sms,
    admin: configured ? toE164(configured) : undefined,
  };
}
