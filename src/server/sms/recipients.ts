// Who is told about a booking by SMS. The admin's number is configuration (the admin portal's Settings, else the
// ADMIN_SMS_NUMBER variable); it never reaches the browser. Staff SMS (admin and doctor) follow the Settings'
// notification switches for the event; the patient's own SMS always goes.
import type { Kysely } from 'kysely';
import { toE164 } from '../../shared/phone-numbers.ts';
import type { NotificationEvent, Settings } from '../../shared/settings/settings-schema.ts';
import type { Database } from '../db/schema.ts';
import { readSettings, staffSmsNumberIn } from '../settings/settings-queries.ts';

export interface StaffSmsRecipients {
  /** Whether staff are told of this event by SMS at all. */
  enabled: boolean;
  admin?: string;
  /** Whether patients' own SMS may go to numbers outside Sri Lanka (Settings). */
  smsAbroad: boolean;
}

/**
 * The E.164 number a patient's own SMS may go to: a Sri Lankan one (+94), or any when Settings allow other
 * countries. A number typed into a public form must not choose where paid SMS go (SMS pumping).
 */
export function patientSmsNumber(phone: string, smsAbroad: boolean): string | undefined {
  const number = toE164(phone);
  return number && (smsAbroad || number.startsWith('+94')) ? number : undefined;
}

/** The recipients as `settings` say (read once for a whole event: docs/booking-speed.md). */
export function staffSmsRecipientsIn(settings: Settings, event: NotificationEvent): StaffSmsRecipients {
  return {
    enabled: settings.notifications[event].sms,
    admin: staffSmsNumberIn(settings) ?? undefined,
    smsAbroad: settings.smsAbroad,
  };
}

export async function staffSmsRecipients(db: Kysely<Database>, event: NotificationEvent): Promise<StaffSmsRecipients> {
  return staffSmsRecipientsIn(await readSettings(db), event);
}
