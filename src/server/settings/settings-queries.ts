import { type Kysely, sql, type Transaction } from 'kysely';
import { DEFAULT_NOTICE_HOURS } from '../../shared/booking/booking-schema.ts';
import { toE164 } from '../../shared/phone-numbers.ts';
import {
  DEFAULT_NOTIFICATIONS,
  DEFAULT_RETENTION,
  type NotificationEvent,
  noticeHoursSchema,
  notificationsSchema,
  retentionSchema,
  SETTING_KEYS,
  type Settings,
  type SettingsSave,
  settingsSchema,
} from '../../shared/settings/settings-schema.ts';
import { DEFAULT_WAITLIST_HOLD_MINUTES } from '../../shared/waitlist/waitlist.ts';
import { type Actor, logChange } from '../admin/activity-log.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';

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
  const retention = retentionSchema.safeParse(byKey.get(SETTING_KEYS.retention) ?? {});
  const noticeHours = noticeHoursSchema.safeParse(byKey.get(SETTING_KEYS.patientNoticeHours));
  const hold = settingsSchema.shape.waitlistHoldMinutes.safeParse(byKey.get(SETTING_KEYS.waitlistHoldMinutes));
  return {
    adminSmsNumber: (typeof number === 'string' && toE164(number)) || null,
    notifications: notifications.success ? notifications.data : DEFAULT_NOTIFICATIONS,
    smsAbroad: byKey.get(SETTING_KEYS.smsAbroad) === true,
    whatsappSoonReminder: byKey.get(SETTING_KEYS.whatsappSoonReminder) === true,
    retention: retention.success ? retention.data : DEFAULT_RETENTION,
    patientNoticeHours: noticeHours.success ? noticeHours.data : DEFAULT_NOTICE_HOURS,
    waitlistHoldMinutes: hold.success ? hold.data : DEFAULT_WAITLIST_HOLD_MINUTES,
  };
}

/** When the settings were last saved (an ISO instant), or null when they never were. */
export async function settingsSavedAt(db: Kysely<Database> | Transaction<Database>): Promise<string | null> {
  const { savedAt } = await db
    .selectFrom('app_settings')
    .select((eb) => eb.fn.max('updated_at').as('savedAt'))
    .where('key', 'in', Object.values(SETTING_KEYS))
    .executeTakeFirstOrThrow();
  return savedAt ? new Date(savedAt).toISOString() : null;
}

export const SETTINGS_CHANGED_MEANWHILE =
  'Someone else saved the settings after you opened them. They have been reloaded: check them and save again.';

/**
 * Saves the settings, logged with them in one transaction, and answers when they were saved. With `savedAt` (when
 * the settings the form showed were saved), a save made meanwhile by someone else is kept and this one refused:
 * saves take a table lock, so two at once are decided one after the other.
 */
export async function saveSettings(
  db: Kysely<Database>,
  settings: SettingsSave,
  actor: Actor,
  { savedAt, now = new Date() }: { savedAt?: string | null; now?: Date } = {},
): Promise<string> {
  await db.transaction().execute(async (trx) => {
    await sql`lock table app_settings in share row exclusive mode`.execute(trx);
    if (savedAt !== undefined && (await settingsSavedAt(trx)) !== savedAt) {
      throw new HttpError(409, SETTINGS_CHANGED_MEANWHILE);
    }
    const values = [
      { key: SETTING_KEYS.adminSmsNumber, value: JSON.stringify(settings.adminSmsNumber), updated_at: now },
      { key: SETTING_KEYS.notifications, value: JSON.stringify(settings.notifications), updated_at: now },
      { key: SETTING_KEYS.smsAbroad, value: JSON.stringify(settings.smsAbroad), updated_at: now },
      ...(settings.whatsappSoonReminder === undefined
        ? []
        : [
            {
              key: SETTING_KEYS.whatsappSoonReminder,
              value: JSON.stringify(settings.whatsappSoonReminder),
              updated_at: now,
            },
          ]),
      ...(settings.retention
        ? [{ key: SETTING_KEYS.retention, value: JSON.stringify(settings.retention), updated_at: now }]
        : []),
      { key: SETTING_KEYS.patientNoticeHours, value: JSON.stringify(settings.patientNoticeHours), updated_at: now },
      { key: SETTING_KEYS.waitlistHoldMinutes, value: JSON.stringify(settings.waitlistHoldMinutes), updated_at: now },
    ];
    for (const value of values) {
      await trx
        .insertInto('app_settings')
        .values(value)
        .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: value.value, updated_at: now }))
        .execute();
    }
    await logChange(trx, actor, { action: 'settings_changed', description: 'Changed the settings' });
  });
  return now.toISOString();
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
