import type { Kysely } from 'kysely';
import { toE164 } from '../../shared/phone-numbers.ts';
import {
  DEFAULT_NOTIFICATIONS,
  type NotificationEvent,
  notificationsSchema,
  SETTING_KEYS,
  type Settings,
} from '../../shared/settings/settings-schema.ts';
import { type Actor, logChange } from '../admin/activity-log.ts';
import type { Database } from '../db/schema.ts';

/** The rows the settings are read from; a query of its own so that a booking can read them with its other reads. */
export function settingsRowsQuery(db: Kysely<Database>) {
  return db.selectFrom('app_settings').select(['key', 'value']).where('key', 'in', Object.values(SETTING_KEYS));
}

/** The saved settings, with the defaults for what was never saved (or no longer parses). */
export async function readSettings(db: Kysely<Database>): Promise<Settings> {
  return settingsFrom(await settingsRowsQuery(db).execute());
}

/** The settings in `rows` (of settingsRowsQuery), with the defaults for what was never saved or no longer parses. */
export function settingsFrom(rows: { key: string; value: unknown }[]): Settings {
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  const number = byKey.get(SETTING_KEYS.adminSmsNumber);
  const notifications = notificationsSchema.safeParse(byKey.get(SETTING_KEYS.notifications));
  return {
    adminSmsNumber: (typeof number === 'string' && toE164(number)) || null,
    notifications: notifications.success ? notifications.data : DEFAULT_NOTIFICATIONS,
    smsAbroad: byKey.get(SETTING_KEYS.smsAbroad) === true,
  };
}

/** Saves the settings, logged with them in one transaction. */
export async function saveSettings(
  db: Kysely<Database>,
  settings: Settings,
  actor: Actor,
  now: Date = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const values = [
      { key: SETTING_KEYS.adminSmsNumber, value: JSON.stringify(settings.adminSmsNumber) },
      { key: SETTING_KEYS.notifications, value: JSON.stringify(settings.notifications) },
      { key: SETTING_KEYS.smsAbroad, value: JSON.stringify(settings.smsAbroad) },
    ];
    for (const value of values) {
      await trx
        .insertInto('app_settings')
        .values(value)
        .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: value.value, updated_at: now }))
        .execute();
    }
    await logChange(trx, actor, { action: 'settings_changed', description: 'Changed the notification settings' });
  });
}

/** The number staff SMS go to: the one saved in Settings, else ADMIN_SMS_NUMBER, else none. */
export function staffSmsNumberIn({ adminSmsNumber }: Settings): string | null {
  const fallback = process.env.ADMIN_SMS_NUMBER;
  return adminSmsNumber ?? ((fallback && toE164(fallback)) || null);
}

/** Whether staff want to hear of `event` through `channel` (Settings, or the defaults). */
export async function notifiesStaff(
  db: Kysely<Database>,
  event: NotificationEvent,
  channel: 'sms' | 'email',
): Promise<boolean> {
  const { notifications } = await readSettings(db);
  return notifications[event][channel];
}
